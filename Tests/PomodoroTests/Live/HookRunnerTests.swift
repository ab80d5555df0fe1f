import Foundation
import PomodoroCore
import PomodoroLive
import Testing

/// The live hook runner: commands get the event in their environment, failures are reported
/// in words, and a slow command is stopped at its time limit.
struct HookRunnerTests {
  let event = HookEvent(
    name: .focusFinished, phase: "focus", task: "Write report", remainingSeconds: 0,
    sessionID: UUID(uuidString: "00000000-0000-0000-0000-000000000007"))

  @Test func commandsGetTheEventInTheirEnvironment() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appending(path: "pomodoro-hooks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      let file = directory.appending(path: "event.txt")
      let runner = HookRunner(commands: [
        "printf '%s|%s|%s|%s|%s' \"$POMODORO_EVENT\" \"$POMODORO_PHASE\" \"$POMODORO_TASK\" "
          + "\"$POMODORO_REMAINING\" \"$POMODORO_SESSION_ID\" > '\(file.path)'"
      ])
      #expect(await runner.run(event) == [])
      #expect(
        try String(contentsOf: file, encoding: .utf8)
          == "focus-finished|focus|Write report|0|00000000-0000-0000-0000-000000000007")
    }
  }

  @Test func failuresAreReportedAndSlowCommandsStopped() async {
    let runner = HookRunner(
      commands: ["exit 3", "true", "sleep 30"], timeout: .milliseconds(300))
    let started = ContinuousClock.now
    let failures = await runner.run(event)
    // Well before `sleep 30` would end (other tests running beside this one can hold up the
    // 0.3-second timer for seconds on a busy machine).
    #expect(ContinuousClock.now - started < .seconds(25))
    #expect(
      failures == [
        HookFailure(command: "exit 3", reason: "exit status 3"),
        HookFailure(
          command: "sleep 30", reason: "still running after 0.3 seconds, so it was stopped"),
      ])
  }
}
