import Foundation
import Testing

@testable import ComposableArchitecture

/// `@Dependency(\.openURL)`, which swift-dependencies declares only with SwiftUI: on Linux the
/// live value hands the URL to `xdg-open`; in tests it is unimplemented, as TCA's is.
struct OpenURLEffectTests {
  @Test func testValueReportsUnimplemented() async {
    await withKnownIssue {
      let opened = await withDependencies {
        $0.context = .test
      } operation: { () async -> Bool in
        @Dependency(\.openURL) var openURL
        return await openURL(URL(string: "https://www.pointfree.co")!)
      }
      #expect(opened == false)
    } matching: { issue in
      issue.comments.contains { $0.rawValue == #"Unimplemented: @Dependency(\.openURL)"# }
    }
  }

  @Test func overriddenValueReceivesTheURL() async {
    let opened = LockIsolated<[URL]>([])
    let url = URL(string: "https://example.com/a")!
    let result = await withDependencies {
      $0.openURL = OpenURLEffect { url in
        opened.withValue { $0.append(url) }
        return true
      }
    } operation: { () async -> Bool in
      @Dependency(\.openURL) var openURL
      return await openURL(url)
    }
    #expect(result)
    #expect(opened.value == [url])
  }

  @Test func liveValueRunsTheOpenerWithTheURL() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("open-url-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let received = folder.appendingPathComponent("received").path
    let opener = folder.appendingPathComponent("opener").path
    try "#!/bin/sh\nprintf '%s' \"$1\" > '\(received)'\n"
      .write(toFile: opener, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener)

    let effect = OpenURLEffect.command(opener)
    // Running a file just written can fail with ETXTBSY while another test's child process,
    // forked before the file was closed, has not yet reached its exec: a few tries.
    var opened = false
    for _ in 1...5 where !opened {
      opened = await effect(URL(string: "https://example.com/?q=1&r=two")!)
    }
    #expect(opened)
    #expect(
      try String(contentsOfFile: received, encoding: .utf8) == "https://example.com/?q=1&r=two"
    )
  }

  @Test func liveValueSaysNoWhenTheOpenerFailsOrIsMissing() async {
    #expect(await OpenURLEffect.command("/bin/false")(URL(string: "https://example.com")!) == false)
    #expect(
      await OpenURLEffect.command("/nonexistent/xdg-open")(URL(string: "https://example.com")!)
        == false
    )
  }
}
