import ArgumentParser
import PomodoroCore

/// The lengths, the long-break rule, the daily goal and the feedback switches.
struct TimingOptions: ParsableArguments {
  // Unconditional parsing reads `--focus -5` as a value to refuse, not as a missing one.
  @Option(
    name: .customLong("focus"), parsing: .unconditional,
    help: "Focus length in minutes, 1 to 600 (default 25).")
  var focusMinutes: Int?

  @Option(
    name: .customLong("break"), parsing: .unconditional,
    help: "Short break length in minutes, 1 to 600 (default 5).")
  var breakMinutes: Int?

  @Option(
    name: .customLong("long-break"), parsing: .unconditional,
    help: "Long break length in minutes, 1 to 600 (default 15).")
  var longBreakMinutes: Int?

  @Option(
    parsing: .unconditional,
    help: "A long break after every N focus sessions, 1 to 100 (default 4).")
  var every: Int?

  @Option(
    parsing: .unconditional,
    help: "0 to 100 focus sessions a day, after which the cat sleeps; 0 for no goal (default 8).")
  var goal: Int?

  @Option(
    parsing: .unconditional,
    help: "Focus length in seconds, 1 to 36000, for trying the timer out (instead of --focus).")
  var focusSeconds: Int?

  @Option(
    parsing: .unconditional,
    help: "Short break length in seconds, 1 to 36000 (instead of --break).")
  var breakSeconds: Int?

  @Option(
    parsing: .unconditional,
    help: "Long break length in seconds, 1 to 36000 (instead of --long-break).")
  var longBreakSeconds: Int?

  @Flag(inversion: .prefixedNo, help: "Ring the terminal bell when a session ends.")
  var bell: Bool?

  @Flag(inversion: .prefixedNo, help: "Also ring the bell on each press of space (off by default).")
  var tapBell: Bool?

  @Flag(inversion: .prefixedNo, help: "Play a chime when a session ends.")
  var sound: Bool?

  @Flag(inversion: .prefixedNo, help: "Show a desktop notification when a session ends.")
  var notifications: Bool?

  @Flag(
    inversion: .prefixedNo,
    help: "Start each break by itself after a focus session (off by default).")
  var autoStartBreaks: Bool?

  @Flag(
    inversion: .prefixedNo,
    help: "Start the next focus session by itself when a break runs out (off by default).")
  var autoStartFocus: Bool?

  @Option(
    name: .customLong("on-event"),
    help: ArgumentHelp(
      "A shell command to run on each timer event, with POMODORO_EVENT etc. set (repeatable; "
        + "with --save, kept in settings.json: see 'pomodoro hooks').", valueName: "command"))
  var onEvent: [String] = []

  func validate() throws {
    func requireRange(_ value: Int?, _ flag: String, _ range: ClosedRange<Int>, _ unit: String)
      throws
    {
      guard let value, !range.contains(value) else { return }
      throw ValidationError(
        "\(flag) must be between \(range.lowerBound) and \(range.upperBound) \(unit) "
          + "(got \(value)).")
    }
    // The in-app editor applies the same rule, with the same message.
    for (minutes, flag) in [
      (focusMinutes, "--focus"), (breakMinutes, "--break"), (longBreakMinutes, "--long-break"),
    ] {
      if let minutes, let problem = PomodoroSettings.lengthProblem(minutes: minutes, name: flag) {
        throw ValidationError(problem)
      }
    }
    try requireRange(every, "--every", 1...100, "sessions")
    try requireRange(goal, "--goal", 0...100, "sessions")
    try requireRange(focusSeconds, "--focus-seconds", 1...36_000, "seconds")
    try requireRange(breakSeconds, "--break-seconds", 1...36_000, "seconds")
    try requireRange(longBreakSeconds, "--long-break-seconds", 1...36_000, "seconds")
    if focusMinutes != nil && focusSeconds != nil {
      throw ValidationError("Give either --focus or --focus-seconds, not both.")
    }
    if breakMinutes != nil && breakSeconds != nil {
      throw ValidationError("Give either --break or --break-seconds, not both.")
    }
    if longBreakMinutes != nil && longBreakSeconds != nil {
      throw ValidationError("Give either --long-break or --long-break-seconds, not both.")
    }
  }

  /// Writes the given options over `settings`.
  func apply(to settings: inout PomodoroSettings) {
    if let focus = focusSeconds ?? focusMinutes.map({ $0 * 60 }) { settings.focusSeconds = focus }
    if let short = breakSeconds ?? breakMinutes.map({ $0 * 60 }) {
      settings.shortBreakSeconds = short
    }
    if let long = longBreakSeconds ?? longBreakMinutes.map({ $0 * 60 }) {
      settings.longBreakSeconds = long
    }
    if let every { settings.longBreakEvery = every }
    if let goal { settings.dailyGoal = goal }
    if let bell { settings.bellEnabled = bell }
    if let tapBell { settings.tapBellEnabled = tapBell }
    if let sound { settings.soundEnabled = sound }
    if let notifications { settings.notificationsEnabled = notifications }
    if let autoStartBreaks { settings.autoStartBreaks = autoStartBreaks }
    if let autoStartFocus { settings.autoStartFocus = autoStartFocus }
    // A command given again (or saved twice by an older version) runs, and is saved, once.
    var hooks: [String] = []
    for command in settings.onEvent + onEvent where !hooks.contains(command) {
      hooks.append(command)
    }
    settings.onEvent = hooks
  }
}
