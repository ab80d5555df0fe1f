import Foundation
import LiveSupport
import PomodoroCore
import PomodoroLive
import Testing

/// Full and read-only disks: errors say read or write, name the file and give the cause in
/// words, and the files keep what they held.
@Suite(
  .serialized,
  .enabled(
    if: TemporaryMount.isAvailable,
    "a tmpfs cannot be mounted here (needs root or CAP_SYS_ADMIN), so no disk can be filled"))
struct StorageFaultTests {
  let start = date(2026, 11, 18, 9)

  @Test func aFullDiskIsReportedAsAWriteAndTheHistoryKeepsWorkingOnceThereIsRoom() throws {
    let mount = try TemporaryMount(kilobytes: 256)
    defer { mount.close() }
    let url = mount.directory.appending(path: "pomodoro/history.sqlite")
    let history = try HistoryDatabase(fileURL: url)
    let first = SessionRecord(
      kind: .focus, outcome: .finished, startDate: start,
      endDate: start.addingTimeInterval(1500), plannedSeconds: 1500, actualSeconds: 1500)
    try history.save(first)
    try mount.fill()

    var second = first
    second.id = UUID()
    second.startDate = start.addingTimeInterval(3600)
    #expect(throws: PomodoroStorageError.unwritable(file: url, reason: "the disk is full")) {
      // A few rows, in case SQLite finds room in the pages it has.
      for offset in 0..<200 {
        var row = second
        row.id = UUID()
        row.startDate = start.addingTimeInterval(Double(3600 + offset))
        try history.save(row)
      }
    }
    var description = ""
    do {
      try history.save(second)
      Issue.record("saving on a full disk succeeded")
    } catch {
      description = String(describing: error)
    }
    #expect(description.hasPrefix("Cannot write \(url.path): the disk is full."))
    #expect(!description.contains("NSCocoaErrorDomain"))
    // Reading still works, and says nothing was lost.
    #expect(try history.allSessions().contains(first))

    try mount.empty()
    try history.save(second)
    #expect(try history.allSessions().contains(second))
  }

  @Test func savingSettingsOnAFullDiskSaysSoAndKeepsTheOldFile() throws {
    let mount = try TemporaryMount(kilobytes: 64)
    defer { mount.close() }
    let store = SettingsStore(fileURL: mount.directory.appending(path: "pomodoro/settings.json"))
    try store.save(PomodoroSettings(focusSeconds: 600))
    let before = try Data(contentsOf: store.fileURL)
    try mount.fill()

    do {
      try store.save(PomodoroSettings(focusSeconds: 1200))
      Issue.record("saving on a full disk succeeded")
    } catch let error as PomodoroStorageError {
      #expect(error == .unwritable(file: store.fileURL, reason: "the disk is full"))
      #expect(!error.description.contains("NSCocoaErrorDomain"))
    }
    #expect(try Data(contentsOf: store.fileURL) == before)
  }

  @Test func aReadOnlyDataDirectoryIsReportedAsAWrite() throws {
    let mount = try TemporaryMount(kilobytes: 512)
    defer { mount.close() }
    let url = mount.directory.appending(path: "pomodoro/history.sqlite")
    let guides = GuideDefaultsStore(fileURL: mount.directory.appending(path: "guides.json"))
    do {
      let history = try HistoryDatabase(fileURL: url)
      try history.save(
        SessionRecord(
          kind: .focus, outcome: .finished, startDate: start,
          endDate: start.addingTimeInterval(1500), plannedSeconds: 1500, actualSeconds: 1500))
      try guides.save(GuideFlags())
    }
    try mount.makeReadOnly()

    let readOnly = "the file system is read-only"
    let history = try HistoryDatabase(fileURL: url)
    #expect(try history.allSessions().count == 1)
    #expect(throws: PomodoroStorageError.unwritable(file: url, reason: readOnly)) {
      try history.claimTimer(for: .current)
    }
    #expect(throws: PomodoroStorageError.unwritable(file: guides.fileURL, reason: readOnly)) {
      try guides.save(GuideFlags(onBoarding: true))
    }
  }

  @Test func aDirectoryInPlaceOfTheSettingsFileIsNamedInWords() throws {
    try withTemporaryDirectory { root in
      let url = root.appending(path: "settings.json")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      #expect(
        throws: PomodoroStorageError.unreadable(file: url, reason: "it is a directory, not a file")
      ) {
        try SettingsStore(fileURL: url).load()
      }
    }
  }
}
