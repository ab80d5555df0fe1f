import ArgumentParser
import Foundation
import LiveSupport
import PomodoroLive

/// `pomodoro reset`: moves the settings or the history aside (never deleting them), so that
/// the next launch starts afresh — the way out of a damaged or unwanted file.
struct Reset: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Move the settings or the history aside so that the next launch starts afresh.",
    discussion: """
      Nothing is deleted: each file is renamed with a .reset-<date> suffix in its folder, where \
      you can put it back. Quit the timer first.
      """)

  @Flag(help: "The settings (settings.json) and which tips were shown (guides.json).")
  var settings = false

  @Flag(help: "The history of sessions (history.sqlite).")
  var history = false

  func validate() throws {
    guard settings || history else {
      throw ValidationError("Say what to reset: --settings, --history, or both.")
    }
  }

  func run() throws {
    let directories = XDGDirectories()
    let config = directories.config.appending(path: "pomodoro")
    let data = directories.data.appending(path: "pomodoro")
    try Self.refuseWhileTheTimerRuns(history: data.appending(path: "history.sqlite"))
    var files: [URL] = []
    if settings {
      files += [config.appending(path: "settings.json"), config.appending(path: "guides.json")]
    }
    if history {
      // SQLite's journal files belong with the database.
      files += ["history.sqlite", "history.sqlite-wal", "history.sqlite-shm"].map {
        data.appending(path: $0)
      }
    }
    let suffix = Self.suffix(for: Date())
    var moved = 0
    for file in files where FileManager.default.fileExists(atPath: file.path) {
      let backup = URL(fileURLWithPath: file.path + suffix)
      do {
        try FileManager.default.moveItem(at: file, to: backup)
      } catch {
        let reason = (error as NSError).localizedDescription
        FileHandle.standardError.write(
          Data("pomodoro: could not move \(file.path) aside: \(reason)\n".utf8))
        throw ExitCode.failure
      }
      print("Moved \(file.path) to \(backup.path)")
      moved += 1
    }
    if moved == 0 { print("Nothing to reset: no such files yet.") }
  }

  /// Refuses to move files that a running timer has open: it would lose its session. A
  /// history that cannot be read (the usual reason to reset it) records no owner.
  static func refuseWhileTheTimerRuns(history: URL) throws {
    guard let database = try? HistoryDatabase.openForReading(fileURL: history),
      let owner = try? database.timerOwner(), owner.isRunning
    else { return }
    let place = owner.host == ProcessIdentity.hostName ? "" : " on \(owner.host)"
    FileHandle.standardError.write(
      Data(
        ("pomodoro: Another pomodoro (process \(owner.pid)\(place)) is running the timer with "
          + "\(history.path). Quit it first, then reset.\n").utf8))
    throw ExitCode.failure
  }

  /// `.reset-20261124-120503`, the local time, so that backups sort by date.
  static func suffix(for date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    return ".reset-" + formatter.string(from: date)
  }
}
