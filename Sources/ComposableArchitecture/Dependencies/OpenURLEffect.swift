import Dependencies
import Foundation
import IssueReporting

extension DependencyValues {
  /// Opens a URL with the desktop's handler for it.
  ///
  /// swift-dependencies declares `openURL` only where SwiftUI exists; on Linux Composable
  /// declares it, with a live value that hands the URL to `xdg-open`. As in TCA, the test value
  /// is unimplemented: a test overrides it.
  public var openURL: OpenURLEffect {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

private enum OpenURLKey: DependencyKey {
  static let liveValue = OpenURLEffect.command("xdg-open")
  static let testValue = OpenURLEffect { _ in
    reportIssue(#"Unimplemented: @Dependency(\.openURL)"#)
    return false
  }
}

/// Opens a URL: `await openURL(url)`, which answers whether it could.
public struct OpenURLEffect: Sendable {
  private let handler: @Sendable (URL) async -> Bool

  public init(handler: @escaping @Sendable (URL) async -> Bool) {
    self.handler = handler
  }

  @discardableResult
  public func callAsFunction(_ url: URL) async -> Bool {
    await self.handler(url)
  }

  @_disfavoredOverload
  public func callAsFunction(_ url: URL) async {
    _ = await self.handler(url)
  }

  /// Runs `command` (a name looked up on `PATH`, or a path) with the URL as its one argument;
  /// the URL was opened if the command exits with status 0.
  static func command(_ command: String) -> Self {
    Self { url in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [command, url.absoluteString]
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      return await withCheckedContinuation { continuation in
        process.terminationHandler = { process in
          continuation.resume(returning: process.terminationStatus == 0)
        }
        do {
          try process.run()
        } catch {
          process.terminationHandler = nil
          continuation.resume(returning: false)
        }
      }
    }
  }
}
