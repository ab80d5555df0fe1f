import Foundation
import LiveSupport
import PomodoroCore
import PomodoroLive
import Testing

/// The manual's quick start, run as written: the line that promises a whole cycle in seconds
/// must give seconds-long breaks too.
struct QuickStartEndToEndTests {
  @Test func theWholeCycleInSecondsExampleHasNoLongBreak() throws {
    let manual = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appending(path: "Docs/Pomodoro.md")
    let text = try String(contentsOf: manual, encoding: .utf8)
    let line = try #require(
      text.split(separator: "\n").first { $0.contains("try a whole cycle in seconds") })
    let command = try #require(line.split(separator: "#").first)
    let words = command.split(separator: " ").map(String.init)
    #expect(Array(words.prefix(3)) == ["swift", "run", "pomodoro"])
    let root = FileManager.default.temporaryDirectory
      .appending(path: "pomodoro-quick-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = try PomodoroProcess(root: root)
    // `--save` writes the lengths the example gives, to read them back.
    let result = try app.run(Array(words.dropFirst(3)) + ["--save", "--no-bell"], input: "q")
    #expect(result.status == 0, "\(result.standardError)")
    let settings = try SettingsStore(
      directories: XDGDirectories(environment: app.environment)
    ).load()
    #expect(settings.focusSeconds < 60)
    #expect(settings.shortBreakSeconds < 60)
    #expect(settings.longBreakSeconds < 60)
  }
}
