// swift-tools-version: 6.1
import PackageDescription

// TCA on Apple platforms; on Linux, Composable: the same API, without Combine or SwiftUI.
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
#else
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
      dependencies: [.product(name: "ComposableArchitecture", package: tcaPackage)]
    ),
    // A front end for a terminal, line by line.
    .executableTarget(name: "counter", dependencies: ["CounterFeature"]),
    .testTarget(name: "CounterFeatureTests", dependencies: ["CounterFeature"] + testSupport),
  ]
)

for target in package.targets {
  target.swiftSettings = [.swiftLanguageMode(.v6)]
}
