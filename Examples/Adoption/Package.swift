// swift-tools-version: 6.1
import PackageDescription

// TCA on Apple platforms; on Linux, Composable: the same API, SwiftUI's views included.
#if os(Linux)
  // A path's package is named after its folder, hence `name:`. A project names Composable by
  // its repository's URL instead: .package(url: "<URL>/composable", branch: "main", traits: []).
  // `traits: []` leaves out what only Composable's own apps need (GRDB, swift-argument-parser).
  let tca: Package.Dependency = .package(name: "composable", path: "../..", traits: [])
  let tcaPackage = "composable"
  // What a test binary needs on Linux to hear of TestStore failures: see AdoptingComposable.md.
  let testSupport: [Target.Dependency] = [
    .product(name: "ComposableArchitectureTestSupport", package: "composable")
  ]
  // A view-only module (no TCA) names the SwiftUI layer, and the plugin that makes its names
  // visible in files whose only import is `import SwiftUI`.
  let swiftUI: [Target.Dependency] = [.product(name: "SwiftUI", package: "composable")]
  let swiftUIPlugins: [Target.PluginUsage] = [.plugin(name: "SwiftUIImports", package: "composable")]
#else
  let swiftUI: [Target.Dependency] = []
  let swiftUIPlugins: [Target.PluginUsage] = []
  let tca: Package.Dependency = .package(
    url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.25.0"
  )
  let tcaPackage = "swift-composable-architecture"
  let testSupport: [Target.Dependency] = []
#endif

let package = Package(
  name: "adoption",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [tca],
  targets: [
    // The feature and its dependency client.
    .target(
      name: "CounterFeature",
      dependencies: ["DesignSystem", .product(name: "ComposableArchitecture", package: tcaPackage)]
    ),
    // Views without TCA: a design system.
    .target(name: "DesignSystem", dependencies: swiftUI, plugins: swiftUIPlugins),
    // A module that depends on nothing: what other packages' `canImport(SwiftUI)` sees.
    .target(name: "BuildOrderProbe"),
    // A front end for a terminal, line by line.
    .executableTarget(name: "counter", dependencies: ["CounterFeature"]),
    .testTarget(name: "CounterFeatureTests", dependencies: ["CounterFeature"] + testSupport),
    .testTarget(
      name: "DesignSystemTests", dependencies: ["BuildOrderProbe", "CounterFeature"] + testSupport),
  ]
)

for target in package.targets {
  target.swiftSettings = [.swiftLanguageMode(.v6)]
}
