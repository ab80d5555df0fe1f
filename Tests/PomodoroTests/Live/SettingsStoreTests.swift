import Foundation
import LiveSupport
import PomodoroCore
import PomodoroLive
import Testing

struct SettingsStoreTests {
  @Test func usesTheXDGConfigDirectory() {
    let store = SettingsStore(
      directories: XDGDirectories(environment: ["HOME": "/home/ann", "XDG_CONFIG_HOME": "/cfg"]))
    #expect(store.fileURL.path == "/cfg/pomodoro/settings.json")
  }

  @Test func missingFileGivesTheDefaultsWithoutCreatingIt() throws {
    try withTemporaryDirectory { directory in
      let store = SettingsStore(fileURL: directory.appending(path: "pomodoro/settings.json"))
      let settings = try store.load()
      #expect(settings == PomodoroSettings())
      #expect(settings.focusSeconds == 1500)
      #expect(settings.shortBreakSeconds == 300)
      #expect(settings.longBreakSeconds == 900)
      #expect(settings.longBreakEvery == 4)
      #expect(settings.dailyGoal == 8)
      #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
    }
  }

  @Test func savedSettingsLoadBack() throws {
    try withTemporaryDirectory { directory in
      let store = SettingsStore(fileURL: directory.appending(path: "pomodoro/settings.json"))
      let settings = PomodoroSettings(
        focusSeconds: 3000, shortBreakSeconds: 600, longBreakSeconds: 1800, longBreakEvery: 3,
        dailyGoal: 5, bellEnabled: false, soundEnabled: true, notificationsEnabled: false)
      try store.save(settings)
      #expect(try store.load() == settings)

      let text = try String(contentsOf: store.fileURL, encoding: .utf8)
      #expect(text.contains("\"version\" : 1"))
      #expect(text.contains("\"focusSeconds\" : 3000"))
    }
  }

  @Test func missingKeysTakeTheirDefaults() throws {
    try withTemporaryDirectory { directory in
      let store = SettingsStore(fileURL: directory.appending(path: "settings.json"))
      try Data(#"{"version": 1, "dailyGoal": 12}"#.utf8).write(to: store.fileURL)
      #expect(try store.load() == PomodoroSettings(dailyGoal: 12))
    }
  }

  @Test func corruptFileIsReportedAndNeverOverwritten() throws {
    try withTemporaryDirectory { directory in
      let store = SettingsStore(fileURL: directory.appending(path: "settings.json"))
      let garbage = Data([0x7B, 0x22, 0xFF, 0x00, 0x13, 0x37])
      try garbage.write(to: store.fileURL)

      let loadError = #expect(throws: PomodoroStorageError.self) { try store.load() }
      guard case .corrupt(let file, _) = loadError else {
        Issue.record("expected a corrupt-file error, got \(String(describing: loadError))")
        return
      }
      #expect(file == store.fileURL)
      #expect(loadError?.description.contains(store.fileURL.path) == true)
      #expect(loadError?.description.contains("left unchanged") == true)

      #expect(throws: PomodoroStorageError.self) { try store.save(PomodoroSettings()) }
      #expect(try Data(contentsOf: store.fileURL) == garbage)
    }
  }

  @Test func wrongTypeNamesTheKey() throws {
    try withTemporaryDirectory { directory in
      let store = SettingsStore(fileURL: directory.appending(path: "settings.json"))
      try Data(#"{"version": 1, "focusSeconds": "long"}"#.utf8).write(to: store.fileURL)
      #expect {
        try store.load()
      } throws: { error in
        guard case .corrupt(_, let reason) = error as? PomodoroStorageError else { return false }
        return reason.contains("focusSeconds") && reason.contains("whole number")
      }
    }
  }

  @Test func outOfRangeValueIsRefused() throws {
    try withTemporaryDirectory { directory in
      let store = SettingsStore(fileURL: directory.appending(path: "settings.json"))
      let original = Data(#"{"version": 1, "focusSeconds": 0}"#.utf8)
      try original.write(to: store.fileURL)
      let expected = PomodoroStorageError.corrupt(
        file: store.fileURL,
        reason: "the value at \"focusSeconds\" must be between 1 and 36000 (found 0)")
      #expect(throws: expected) { try store.load() }
      #expect(throws: PomodoroStorageError.self) { try store.save(PomodoroSettings()) }
      #expect(try Data(contentsOf: store.fileURL) == original)
    }
  }

  /// Finding 3 of issue 39: every number is bounded to the range its flag documents, above
  /// as well as below, with a message in words; nothing is allocated from an unchecked value.
  @Test(arguments: [
    (#""dailyGoal": 1000000000000"#, "dailyGoal", "0 and 100", "1000000000000"),
    (#""dailyGoal": 9223372036854775807"#, "dailyGoal", "0 and 100", "9223372036854775807"),
    (#""focusSeconds": 9223372036854775807"#, "focusSeconds", "1 and 36000", "9223372036854775807"),
    (#""shortBreakSeconds": 36001"#, "shortBreakSeconds", "1 and 36000", "36001"),
    (#""longBreakSeconds": 99999999"#, "longBreakSeconds", "1 and 36000", "99999999"),
    (#""longBreakEvery": 101"#, "longBreakEvery", "1 and 100", "101"),
  ])
  func tooLargeValuesAreRefusedInWords(
    entry: String, key: String, range: String, found: String
  ) throws {
    try withTemporaryDirectory { directory in
      let store = SettingsStore(fileURL: directory.appending(path: "settings.json"))
      let original = Data("{\"version\": 1, \(entry)}".utf8)
      try original.write(to: store.fileURL)
      let expected = PomodoroStorageError.corrupt(
        file: store.fileURL,
        reason: "the value at \"\(key)\" must be between \(range) (found \(found))")
      #expect(throws: expected) { try store.load() }
      #expect(try Data(contentsOf: store.fileURL) == original)
    }
  }

  /// Finding 10 of issue 39: a FIFO in place of the settings file was called "permission
  /// denied" (and reading one with no writer would wait forever).
  @Test func aNamedPipeInPlaceOfTheFileIsNamedInWords() throws {
    try withTemporaryDirectory { directory in
      let store = SettingsStore(fileURL: directory.appending(path: "settings.json"))
      #expect(mkfifo(store.fileURL.path, 0o600) == 0)
      #expect(
        throws: PomodoroStorageError.unreadable(
          file: store.fileURL, reason: "it is a named pipe (FIFO), not a file")
      ) {
        try store.load()
      }
    }
  }

  @Test func invalidSettingsAreNotSaved() throws {
    try withTemporaryDirectory { directory in
      let store = SettingsStore(fileURL: directory.appending(path: "settings.json"))
      try store.save(PomodoroSettings())
      let before = try Data(contentsOf: store.fileURL)
      #expect(
        throws: PomodoroStorageError.invalidValue(
          file: store.fileURL, reason: "longBreakEvery must be between 1 and 100 (found 0)")
      ) {
        try store.save(PomodoroSettings(longBreakEvery: 0))
      }
      #expect(try Data(contentsOf: store.fileURL) == before)
    }
  }

  @Test func newerVersionIsRefusedAndKept() throws {
    try withTemporaryDirectory { directory in
      let store = SettingsStore(fileURL: directory.appending(path: "settings.json"))
      let future = Data(#"{"version": 7, "focusSeconds": "PT25M", "themes": []}"#.utf8)
      try future.write(to: store.fileURL)

      let expected = PomodoroStorageError.newerVersion(file: store.fileURL, found: 7, supported: 1)
      #expect(throws: expected) { try store.load() }
      #expect(throws: PomodoroStorageError.self) { try store.save(PomodoroSettings()) }
      #expect(try Data(contentsOf: store.fileURL) == future)
    }
  }

  @Test func resetMovesAnUnreadableFileAsideAndWritesTheDefaults() throws {
    try withTemporaryDirectory { directory in
      let store = SettingsStore(fileURL: directory.appending(path: "settings.json"))
      let garbage = Data("not json at all".utf8)
      try garbage.write(to: store.fileURL)

      let backup = try #require(try store.reset())
      #expect(backup.lastPathComponent.hasPrefix("settings.json.broken-"))
      #expect(try Data(contentsOf: backup) == garbage)
      #expect(try store.load() == PomodoroSettings())

      // A readable file needs no backup.
      #expect(try store.reset(to: PomodoroSettings(dailyGoal: 3)) == nil)
      #expect(try store.load().dailyGoal == 3)
    }
  }

  @Test func emptyFileIsCorrupt() throws {
    try withTemporaryDirectory { directory in
      let store = SettingsStore(fileURL: directory.appending(path: "settings.json"))
      try Data().write(to: store.fileURL)
      let expected = PomodoroStorageError.corrupt(file: store.fileURL, reason: "the file is empty")
      #expect(throws: expected) { try store.load() }
    }
  }

  @Test func savingThroughASymlinkKeepsTheLink() throws {
    try withTemporaryDirectory { directory in
      let real = directory.appending(path: "dotfiles/settings.json")
      let link = directory.appending(path: "config/pomodoro/settings.json")
      try FileManager.default.createDirectory(
        at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createDirectory(
        at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(#"{"version": 1}"#.utf8).write(to: real)
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)

      let store = SettingsStore(fileURL: link)
      try store.save(PomodoroSettings(dailyGoal: 6))
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
      #expect(try SettingsStore(fileURL: real).load().dailyGoal == 6)
    }
  }

  @Test func durationsMatchTheSeconds() {
    let settings = PomodoroSettings(focusSeconds: 50 * 60)
    #expect(settings.focusDuration == .seconds(3000))
    #expect(settings.shortBreakDuration == .seconds(300))
    #expect(settings.longBreakDuration == .seconds(900))
    #expect(settings.breakSeconds(afterFocusSessions: 4) == 900)
    #expect(settings.breakSeconds(afterFocusSessions: 5) == 300)
    #expect(settings.breakSeconds(afterFocusSessions: 0) == 300)
  }
}
