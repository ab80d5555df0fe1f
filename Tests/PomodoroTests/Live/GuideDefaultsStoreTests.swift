import Foundation
import LiveSupport
import PomodoroCore
import PomodoroLive
import Testing

struct GuideDefaultsStoreTests {
  @Test func usesTheXDGConfigDirectory() {
    let store = GuideDefaultsStore(
      directories: XDGDirectories(environment: ["HOME": "/home/ann", "XDG_CONFIG_HOME": "/cfg"]))
    #expect(store.fileURL.path == "/cfg/pomodoro/guides.json")
  }

  @Test func flagsRoundTrip() throws {
    try withTemporaryDirectory { directory in
      let store = GuideDefaultsStore(fileURL: directory.appending(path: "pomodoro/guides.json"))
      #expect(try store.load() == GuideFlags())

      let flags = GuideFlags(onBoarding: true, startGuide: false, standByGuide: true)
      try store.save(flags)
      #expect(try store.load() == flags)
      let text = try String(contentsOf: store.fileURL, encoding: .utf8)
      #expect(text.contains("\"version\" : 1"))
    }
  }

  @Test func corruptFileIsReportedAndNeverOverwritten() throws {
    try withTemporaryDirectory { directory in
      let store = GuideDefaultsStore(fileURL: directory.appending(path: "guides.json"))
      let garbage = Data(#"{"onBoarding": tru"#.utf8)
      try garbage.write(to: store.fileURL)

      #expect(
        throws: PomodoroStorageError.corrupt(
          file: store.fileURL, reason: "it is not valid JSON")
      ) {
        try store.load()
      }
      #expect(throws: PomodoroStorageError.self) { try store.save(GuideFlags(onBoarding: true)) }
      #expect(try Data(contentsOf: store.fileURL) == garbage)

      try store.reset(to: GuideFlags(startGuide: true))
      #expect(try store.load() == GuideFlags(startGuide: true))
    }
  }

  @Test func newerVersionIsRefused() throws {
    try withTemporaryDirectory { directory in
      let store = GuideDefaultsStore(fileURL: directory.appending(path: "guides.json"))
      let future = Data(#"{"version": 2, "onBoarding": {"seen": "2026-11-01"}}"#.utf8)
      try future.write(to: store.fileURL)
      let expected = PomodoroStorageError.newerVersion(file: store.fileURL, found: 2, supported: 1)
      #expect(throws: expected) { try store.load() }
      #expect(throws: PomodoroStorageError.self) { try store.save(GuideFlags()) }
      #expect(try Data(contentsOf: store.fileURL) == future)
    }
  }
}
