// `import SwiftUI` on Linux.
//
// SwiftUI's API on Linux lives in the Swift module `PortableSwiftUI`, which
// ComposableArchitecture re-exports (as TCA re-exports SwiftUI through SwiftUINavigation on
// Apple platforms); this module only lets the `import SwiftUI` lines resolve. It is a C module
// on purpose: a Swift module named SwiftUI would sit in the build's shared module folder, where
// every package's `#if canImport(SwiftUI)` (swift-dependencies, swift-custom-dump,
// combine-schedulers, swift-clocks) would find it or not depending on build order. A C module's
// map is handed only to the targets that depend on it. Scripts/check-swiftui-visibility proves
// it on clean and incremental builds.
