import Foundation
import Testing

/// Numbers out of range on `pomodoro`'s command line get the range message, negative ones too.
struct FlagValueEndToEndTests {
  @Test func statsDaysBelowOneGetsTheRangeMessage() throws {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "pomodoro-flags-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = try PomodoroProcess(root: root)
    let result = try app.run(["stats", "--days", "-3"])
    #expect(result.status == 64)
    #expect(
      result.standardError.contains("--days must be between 1 and 366 (got -3)"),
      "\(result.standardError)")
  }

  /// The docs promise invalid values are refused: a task over 60 characters was cut silently.
  @Test func aTaskLongerThanSixtyCharactersIsRefused() throws {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "pomodoro-flags-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = try PomodoroProcess(root: root)
    let long = String(repeating: "a", count: 61)
    let result = try app.run(["--task", long, "--no-bell"], input: "q")
    #expect(result.status == 64)
    #expect(
      result.standardError.contains("--task must be at most 60 characters (got 61)"),
      "\(result.standardError)")
    let fits = try app.run(["--task", String(repeating: "é", count: 60), "--no-bell"], input: "q")
    #expect(fits.status == 0, "\(fits.standardError)")
  }
}
