// SwiftUI's `Binding` and `Bindable` are the layer beneath this renderer: TerminalUI's controls
// edit state through them, as SwiftUI's do.
@_exported import PortableSwiftUI
