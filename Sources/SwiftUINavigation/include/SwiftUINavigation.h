// `import SwiftUINavigation` on Linux.
//
// TCA re-exports swift-navigation's SwiftUINavigation, and some TCA code imports it by name
// (TCA's SyncUps example does). Its API that TCA apps use (`bind(_:to:)`, and the bindings TCA
// builds on) comes from ComposableArchitecture on Linux; this empty C module, as `SwiftUI` is
// (see its header for why C), only lets the import resolve.
