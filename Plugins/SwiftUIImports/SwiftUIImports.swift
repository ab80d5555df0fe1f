import Foundation
import PackagePlugin

/// Makes SwiftUI's names visible in every file of a target on Linux, so that a file whose only
/// import is `import SwiftUI` compiles unchanged.
///
/// `import SwiftUI` resolves on Linux to an empty C module (a Swift module of that name would
/// change other packages' `#if canImport(SwiftUI)` with build order); the API lives in
/// `PortableSwiftUI`. A file that also imports ComposableArchitecture gets it from there; for the
/// others, this plugin adds one generated file, `@_exported import PortableSwiftUI`, which makes
/// the module's names visible to all of the target's files. Apple platforms need nothing.
@main
struct SwiftUIImports: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    #if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      return []
    #else
      let output = context.pluginWorkDirectoryURL.appending(path: "SwiftUIImports.swift")
      return [
        .buildCommand(
          displayName: "Making SwiftUI's names visible in \(target.name)",
          executable: URL(fileURLWithPath: "/bin/sh"),
          arguments: ["-c", "printf '@_exported import PortableSwiftUI\\n' > \"$1\"", "sh", output.path],
          outputFiles: [output]
        )
      ]
    #endif
  }
}
