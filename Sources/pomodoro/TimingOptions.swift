import ArgumentParser
import PomodoroCore

/// The lengths, the long-break rule, the daily goal and the feedback switches.
struct TimingOptions: ParsableArguments {
  @Option(name: .customLong("focus"), help: "Focus length in minutes (default 25).")
  var focusMinutes: Int?

  @Option(name: .customLong("break"), help: "Short break length in minutes (default 5).")
  var breakMinutes: Int?

  @Option(name: .customLong("long-break"), help: "Long break length in minutes (default 15).")
  var longBreakMinutes: Int?

  @Option(help: "A long break after every N focus sessions (default 4).")
  var every: Int?

  @Option(help: "Focus sessions per day before the cat sleeps; 0 for no goal (default 8).")
  var goal: Int?

  @Option(help: "Focus length in seconds, for trying the timer out (overrides --focus).")
  var focusSeconds: Int?

  @Option(help: "Short break length in seconds (overrides --break).")
  var breakSeconds: Int?

  @Option(help: "Long break length in seconds (overrides --long-break).")
  var longBreakSeconds: Int?

  @Flag(inversion: .prefixedNo, help: "Ring the terminal bell as haptic feedback.")
  var bell: Bool?

  @Flag(inversion: .prefixedNo, help: "Play a chime when a session ends.")
  var sound: Bool?

  @Flag(inversion: .prefixedNo, help: "Show a desktop notification when a session ends.")
  var notifications: Bool?

  func validate() throws {
    func requireRange(_ value: Int?, _ flag: String, _ range: ClosedRange<Int>, _ unit: String)
      throws
    {
      guard let value, !range.contains(value) else { return }
      throw ValidationError(
        "\(flag) must be between \(range.lowerBound) and \(range.upperBound) \(unit) "
          + "(got \(value)).")
    }
    try requireRange(focusMinutes, "--focus", 1...600, "minutes")
    try requireRange(breakMinutes, "--break", 1...600, "minutes")
    try requireRange(longBreakMinutes, "--long-break", 1...600, "minutes")
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
    if let sound { settings.soundEnabled = sound }
    if let notifications { settings.notificationsEnabled = notifications }
  }
}
