// swift-tools-version: 6.1
import Foundation
import PackageDescription

// A path dependency is named after its folder, which is wherever the repository was cloned.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .lastPathComponent

let package = Package(
  name: "benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]
    ),
  ],
  targets: [
    .executableTarget(
      name: "Core",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ComposableArchitecture", package: root),
      ],
      path: "Benchmarks/Core",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // A plain program running the benchmarks' steps, for counting instructions with callgrind.
    .executableTarget(
      name: "Probe",
      dependencies: [
        .product(name: "ComposableArchitecture", package: root),
        .product(name: "TerminalUI", package: root),
      ],
      path: "Probe"
    ),
    .executableTarget(
      name: "Rendering",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TerminalUI", package: root),
      ],
      path: "Benchmarks/Rendering",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
