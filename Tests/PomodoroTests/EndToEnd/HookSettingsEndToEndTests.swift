import Foundation
import LiveSupport
import PomodoroCore
import PomodoroLive
import Testing

/// Saved hooks: `--save --on-event` keeps a command once, and `pomodoro hooks` lists, adds and
/// removes them.
struct HookSettingsEndToEndTests {
  func makeApp() throws -> (PomodoroProcess, URL) {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "pomodoro-hooks-\(UUID().uuidString)")
    return (try PomodoroProcess(root: root), root)
  }

  func savedHooks(_ app: PomodoroProcess) throws -> [String] {
    try SettingsStore(directories: XDGDirectories(environment: app.environment)).load().onEvent
  }

  /// Saving the same hook twice once gave two copies, and the hook ran twice.
  @Test func savingTheSameHookAgainKeepsOneCopy() throws {
    let (app, root) = try makeApp()
    defer { try? FileManager.default.removeItem(at: root) }
    for _ in 0..<2 {
      let result = try app.run(["--save", "--on-event", "echo hi", "--no-bell"], input: "q")
      #expect(result.status == 0, "\(result.standardError)")
    }
    #expect(try savedHooks(app) == ["echo hi"])
  }

  @Test func hooksListsAddsAndRemovesSavedHooks() throws {
    let (app, root) = try makeApp()
    defer { try? FileManager.default.removeItem(at: root) }
    var result = try app.run(["hooks"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("No hooks"), "\(result.standardOutput)")

    result = try app.run(["hooks", "add", "echo one"])
    #expect(result.status == 0, "\(result.standardError)")
    result = try app.run(["hooks", "add", "echo two"])
    result = try app.run(["hooks", "add", "echo one"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("already"), "\(result.standardOutput)")
    #expect(try savedHooks(app) == ["echo one", "echo two"])

    result = try app.run(["hooks"])
    #expect(result.standardOutput == "1  echo one\n2  echo two\n")

    result = try app.run(["hooks", "remove", "1"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(try savedHooks(app) == ["echo two"])
    result = try app.run(["hooks", "remove", "echo two"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(try savedHooks(app) == [])

    result = try app.run(["hooks", "remove", "3"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("no hook"), "\(result.standardError)")
  }
}
