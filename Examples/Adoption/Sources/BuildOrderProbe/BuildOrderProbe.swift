/// Whether this module, which depends on nothing, sees a module named SwiftUI: it must not on
/// Linux, whatever the build order, or every package's `#if canImport(SwiftUI)` would switch on
/// with it (Composable's `SwiftUI` is a C module whose map reaches only its dependents).
#if canImport(SwiftUI)
  public let seesSwiftUI = true
#else
  public let seesSwiftUI = false
#endif
