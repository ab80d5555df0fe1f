// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "composable",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    .library(
      name: "ComposableArchitectureTestSupport", targets: ["ComposableArchitectureTestSupport"]
    ),
    .library(name: "Sharing", targets: ["Sharing"]),
    // SwiftUI's API on Linux, for a view-only module that does not depend on
    // ComposableArchitecture (which re-exports it): `import SwiftUI` and the API itself.
    .library(name: "SwiftUI", targets: ["SwiftUI", "PortableSwiftUI"]),
    // For a target with files whose only import is `import SwiftUI` (see the plugin).
    .plugin(name: "SwiftUIImports", targets: ["SwiftUIImports"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    // For test targets only: runs a built terminal program under tmux (`TmuxSession`).
    .library(name: "TerminalUITesting", targets: ["TerminalUITesting"]),
    .library(name: "TerminalUIWeb", targets: ["TerminalUIWeb"]),
    // A SwiftUI app's web host (`COMPOSABLE_WEB`, with the `Web` trait): for another package's
    // `@main` app, such as TCA's examples that Scripts/tca-examples/e2e runs.
    .library(name: "TerminalUIWebServer", targets: ["TerminalUIWebServer"]),
    .executable(name: "pomodoro", targets: ["pomodoro"]),
    .executable(name: "case-studies", targets: ["case-studies"]),
    .executable(name: "tui-demo", targets: ["tui-demo"]),
    .executable(name: "seeds", targets: ["seeds"]),
  ],
  // The apps' own dependencies (GRDB, swift-argument-parser) sit behind the `Apps` trait: on here,
  // at the root, and off for a package that depends on this one with `traits: []`, which then
  // resolves and builds only what the libraries need.
  //
  // The apps' `--web` host (Hummingbird and its WebSocket) sits behind the `Web` trait, off by
  // default so that a first `swift run pomodoro` does not build a web server:
  // `swift run --traits Web pomodoro --web`.
  traits: [
    .trait(name: "Apps", description: "The terminal apps' dependencies."),
    .trait(
      name: "Web", description: "The apps' --web host (Hummingbird, WebSocket), with the apps.",
      enabledTraits: ["Apps"]),
    .default(enabledTraits: ["Apps"]),
    // TCA 1.25's traits, with TCA's meaning: they turn on deprecations ahead of TCA 2.0 (the
    // `#if ComposableArchitecture2Deprecations` branches of the library). Apps name them on
    // their dependency line, which resolves only if the package declares them.
    .trait(
      name: "ComposableArchitecture2Deprecations",
      description: """
        Deprecations ahead of Composable Architecture 2.0, among them some of its most \
        widespread ones: enable to keep a codebase ready for 2.0.
        """
    ),
    .trait(
      name: "ComposableArchitecture2DeprecationOverloads",
      description: """
        The deprecations ahead of Composable Architecture 2.0 that need overloads, which can \
        slow type checking down or keep existing code from compiling: enable for the time it \
        takes to migrate.
        """
    ),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"605.0.0"),
  ],
  targets: [
    // The library and its macros.
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "ComposableArchitectureMacros",
        "Sharing",
        .target(name: "Combine", condition: .when(platforms: [.linux])),
        .target(name: "PortableSwiftUI", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUINavigation", condition: .when(platforms: [.linux])),
        .product(
          name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
        .product(
          name: "OpenCombineDispatch", package: "OpenCombine",
          condition: .when(platforms: [.linux])),
        .product(
          name: "OpenCombineFoundation", package: "OpenCombine",
          condition: .when(platforms: [.linux])),
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CombineSchedulers", package: "combine-schedulers"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        // Built with TCA as on Apple platforms, where TCA code may `import XCTestDynamicOverlay`
        // (and `XCTFail` reaches `import ComposableArchitecture`).
        .product(name: "XCTestDynamicOverlay", package: "xctest-dynamic-overlay"),
      ]
    ),
    // What a test target needs on Linux, in one product: test failures that reach XCTest and
    // Swift Testing, and dependency caches reset between XCTest tests.
    .target(
      name: "ComposableArchitectureTestSupport",
      dependencies: [
        "ComposableArchitecture",
        .product(name: "DependenciesTestObserver", package: "swift-dependencies"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // `import Combine` on Linux: an empty C module (see its header for why C), handed to the
    // targets that depend on ComposableArchitecture; the API comes from OpenCombine, which
    // ComposableArchitecture re-exports there. Apple platforms keep the real Combine.
    .target(name: "Combine"),
    // SwiftUI's API, written for Linux: views, modifiers, state, and `App`. It knows nothing of
    // TCA or of terminals; renderers draw the tree its views resolve to.
    .target(name: "PortableSwiftUI", dependencies: ["PortableSwiftUIMacros", "AppRendererLink"]),
    .target(name: "AppRendererLink"),
    .macro(
      name: "PortableSwiftUIMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    // `import SwiftUI` on Linux: an empty C module, as `Combine` is (see its header for why).
    .target(name: "SwiftUI"),
    // `import SwiftUINavigation` on Linux, likewise: TCA re-exports swift-navigation's API.
    .target(name: "SwiftUINavigation"),
    .plugin(name: "SwiftUIImports", capability: .buildTool()),
    .macro(
      name: "ComposableArchitectureMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),

    // Shared state (`@Shared`): swift-sharing's API, depending only on what swift-sharing does.
    .target(
      name: "Sharing",
      dependencies: [
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),

    // The terminal renderer.
    .target(name: "TerminalUI", dependencies: ["ComposableArchitecture"]),
    // The end-to-end test harness: a built program in a real pseudo-terminal under tmux. A test
    // target's dependency, kept out of the `TerminalUI` product that apps link.
    .target(name: "TerminalUITesting", dependencies: ["LiveSupport", "TerminalUI"]),
    // The smallest SwiftUI app in a terminal (`import SwiftUI`, hence the plugin).
    .executableTarget(
      name: "tui-demo", dependencies: ["SwiftUI", "TerminalUI"], plugins: ["SwiftUIImports"]),
    // TerminalUI's views as a web page: semantic HTML, the diff between frames, the page.
    .target(
      name: "TerminalUIWeb", dependencies: ["TerminalUI"], resources: [.copy("Resources/page.html")]
    ),
    // The apps' web host: their `--web` flags, and with the `Web` trait only, the server.
    .target(
      name: "TerminalUIWebServer",
      dependencies: [
        "TerminalUIWeb",
        .product(
          name: "ArgumentParser", package: "swift-argument-parser",
          condition: .when(traits: ["Apps"])),
        .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Web"])),
        .product(
          name: "HummingbirdWebSocket", package: "hummingbird-websocket",
          condition: .when(traits: ["Web"])),
      ]
    ),

    // Linux facilities shared by the apps' live clients (XDG paths, atomic files).
    .target(name: "LiveSupport"),

    // The Pomodoro app (seed 000).
    .target(name: "PomodoroCore", dependencies: ["ComposableArchitecture"]),
    .target(
      name: "PomodoroLive",
      dependencies: [
        "LiveSupport", "PomodoroCore",
        .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["Apps"])),
      ]
    ),
    .target(name: "PomodoroTUI", dependencies: ["PomodoroCore", "TerminalUI"]),
    // The Pomodoro's screen as SwiftUI views, drawn by TerminalUI's SwiftUI renderer.
    .target(
      name: "PomodoroUI",
      dependencies: ["ComposableArchitecture", "PomodoroCore", "PomodoroTUI", "TerminalUI"],
      plugins: ["SwiftUIImports"]),
    .executableTarget(
      name: "pomodoro",
      dependencies: [
        "PomodoroLive", "PomodoroTUI", "PomodoroUI",
        "TerminalUIWebServer",
        .product(
          name: "ArgumentParser", package: "swift-argument-parser",
          condition: .when(traits: ["Apps"])
        ),
      ]
    ),

    // The seeds' SwiftUI views, written as the seeds write them, against the SwiftUI layer.
    // AboutView.swift imports SwiftUI alone, hence the plugin.
    .target(
      name: "SeedViews", dependencies: ["ComposableArchitecture"], plugins: ["SwiftUIImports"]),

    // The seeds' views as a SwiftUI app: `@main struct SeedsApp: App`, drawn by TerminalUI.
    .executableTarget(
      name: "seeds", dependencies: ["SeedViews", "TerminalUI", "TerminalUIWebServer"],
      plugins: ["SwiftUIImports"]),

    // The case studies (seeds 001–004).
    .target(name: "CaseStudiesCore", dependencies: ["ComposableArchitecture", "SeedViews"]),
    .target(
      name: "CaseStudiesLive",
      dependencies: [
        "CaseStudiesCore", "LiveSupport",
        .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["Apps"])),
      ]
    ),
    // The case studies' screens as SwiftUI views (`import SwiftUI`, as a TCA app writes them);
    // the map's files import SwiftUI alone, hence the plugin.
    .target(
      name: "CaseStudiesViews", dependencies: ["CaseStudiesCore", "ComposableArchitecture"],
      plugins: ["SwiftUIImports"]),
    .target(
      name: "CaseStudiesTUI",
      dependencies: ["CaseStudiesCore", "CaseStudiesViews", "SeedViews", "TerminalUI"],
      plugins: ["SwiftUIImports"]),
    .executableTarget(
      name: "case-studies",
      dependencies: [
        "CaseStudiesLive", "CaseStudiesTUI",
        "TerminalUIWebServer",
        .product(
          name: "ArgumentParser", package: "swift-argument-parser",
          condition: .when(traits: ["Apps"])
        ),
      ]
    ),

    // Tests.
    .testTarget(name: "ComposableArchitectureTests", dependencies: ["ComposableArchitecture"]),
    // Depends on the test-support product alone, as a TCA team's test target would.
    .testTarget(
      name: "ComposableArchitectureTestSupportTests",
      dependencies: ["ComposableArchitecture", "ComposableArchitectureTestSupport"]
    ),
    .testTarget(
      name: "SharingTests",
      dependencies: [
        "Sharing", "sharing-writer", .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
    // A program the file-storage tests run and kill mid-write.
    .executableTarget(
      name: "sharing-writer", dependencies: ["Sharing"], path: "Tests/SharingWriter"
    ),
    .testTarget(
      name: "ComposableArchitectureMacrosTests",
      dependencies: [
        "ComposableArchitectureMacros",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
      ]
    ),
    .testTarget(name: "PortableSwiftUITests", dependencies: ["PortableSwiftUI"]),
    .testTarget(name: "SeedViewsTests", dependencies: ["SeedViews"]),
    .testTarget(
      name: "TerminalUIHostingTests",
      dependencies: [
        "TerminalUI", "SeedViews",
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TerminalUI", "TerminalUITesting", "tui-demo",
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .testTarget(
      name: "TerminalUIWebTests",
      dependencies: [
        "TerminalUIWeb", .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    // The server's tests, and the apps' in a headless Chromium: they run with
    // `swift test --traits Web`, and test nothing without.
    .testTarget(
      name: "TerminalUIWebServerTests",
      dependencies: [
        "TerminalUIWebServer", "TerminalUITesting", "pomodoro", "case-studies", "seeds",
      ]
    ),
    .testTarget(
      name: "PomodoroTests",
      dependencies: [
        "PomodoroCore", "PomodoroLive", "PomodoroTUI", "PomodoroUI", "TerminalUITesting",
        "pomodoro",
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .testTarget(
      name: "CaseStudiesTests",
      dependencies: [
        "CaseStudiesCore", "CaseStudiesLive", "CaseStudiesTUI", "CaseStudiesViews",
        "TerminalUITesting", "case-studies",
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
  ]
)

// Shared settings: Swift 6 language mode everywhere; every test target links the test-support
// product, as a TCA team's would (test failures reach XCTest and Swift Testing, and dependency
// caches are reset between XCTest tests).
for target in package.targets where target.type != .plugin {
  if target.type == .test, target.name != "ComposableArchitectureTestSupportTests" {
    target.dependencies.append("ComposableArchitectureTestSupport")
  }
  var settings = target.swiftSettings ?? []
  settings.append(.swiftLanguageMode(.v6))
  target.swiftSettings = settings
}

// ThreadSanitizer over this package's own code only:
// `COMPOSABLE_SANITIZE=thread swift test --scratch-path .build-tsan --filter …`.
// SwiftPM's `--sanitize=thread` (like `-Xswiftc -sanitize=thread`) also instruments the macro
// plugins and swift-syntax, which then expand every macro of the test targets tens of times
// slower; here the macros stay as they are, and the libraries, apps and tests are instrumented.
if let sanitizer = Context.environment["COMPOSABLE_SANITIZE"] {
  for target in package.targets where target.type != .plugin && target.type != .macro {
    var settings = target.swiftSettings ?? []
    settings.append(.unsafeFlags(["-sanitize=\(sanitizer)"]))
    target.swiftSettings = settings
    var linkerSettings = target.linkerSettings ?? []
    linkerSettings.append(.unsafeFlags(["-sanitize=\(sanitizer)"]))
    target.linkerSettings = linkerSettings
  }
}
