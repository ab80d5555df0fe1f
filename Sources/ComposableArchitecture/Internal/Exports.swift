// TCA users get the sibling libraries from `import ComposableArchitecture` alone.
@_exported import CasePaths
@_exported import Clocks
@_exported import CombineSchedulers
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Observation
@_exported import Sharing
// `XCTFail` and `_XCTIsTesting`, which dependency clients written for TCA on Apple platforms call.
@_exported import XCTestDynamicOverlay

// Combine's API on Linux, where TCA code's `import Combine` finds only an empty module (see
// Sources/Combine/include/Combine.h): publishers, subjects, and `DispatchQueue` and `RunLoop`
// as schedulers.
#if !canImport(Darwin)
  // SwiftUI's API on Linux: TCA re-exports SwiftUI (through SwiftUINavigation), so what its API
  // returns — a `Binding`, an `Animation` — works where only ComposableArchitecture is imported.
  @_exported import PortableSwiftUI
  @_exported import OpenCombine
  @_exported import OpenCombineDispatch
  @_exported import OpenCombineFoundation
#endif
