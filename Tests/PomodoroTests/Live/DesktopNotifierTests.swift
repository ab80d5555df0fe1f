import Foundation
import PomodoroLive
import Testing

struct DesktopNotifierTests {
  @Test func runsNotifySendWithTitleAndBody() throws {
    try withTemporaryDirectory { directory in
      let program = directory.appending(path: "notify-send")
      try makeExecutable(program)
      let launches = Recorder<[String]>()
      let notifier = DesktopNotifier(
        locator: ExecutableLocator(searchPath: [directory]),
        launcher: ProcessLauncher { url, arguments in launches.append([url.path] + arguments) })
      #expect(notifier.notify(title: "-Focus done", body: "Take a 5-minute break."))
      #expect(
        launches.values == [
          [program.path, "--app-name=Pomodoro", "--", "-Focus done", "Take a 5-minute break."]
        ])
    }
  }

  @Test func doesNothingWithoutNotifySendOrWhenDisabled() throws {
    try withTemporaryDirectory { directory in
      let launches = Recorder<[String]>()
      let launcher = ProcessLauncher { _, arguments in launches.append(arguments) }
      let missing = DesktopNotifier(
        locator: ExecutableLocator(searchPath: [directory]), launcher: launcher)
      #expect(!missing.notify(title: "a", body: "b"))

      try makeExecutable(directory.appending(path: "notify-send"))
      let disabled = DesktopNotifier(
        isEnabled: false, locator: ExecutableLocator(searchPath: [directory]), launcher: launcher)
      #expect(!disabled.notify(title: "a", body: "b"))
      #expect(launches.values.isEmpty)
    }
  }
}
