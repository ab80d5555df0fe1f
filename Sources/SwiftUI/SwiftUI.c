// The module has no code of its own: see include/SwiftUI.h.
