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
}
