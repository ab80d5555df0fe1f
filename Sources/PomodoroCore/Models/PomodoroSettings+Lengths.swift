extension PomodoroSettings {
  /// The lengths, in minutes, a focus session or a break may have: one rule for the flags and
  /// the in-app editor.
  public static let minutesRange: ClosedRange<Int> = 1...600

  /// Why `minutes` cannot be a length, or `nil` when it can; `name` starts the sentence.
  ///
  /// ```swift
  /// PomodoroSettings.lengthProblem(minutes: 700, name: "--focus")
  /// // "--focus must be between 1 and 600 minutes (got 700)."
  /// ```
  public static func lengthProblem(minutes: Int, name: String) -> String? {
    guard !minutesRange.contains(minutes) else { return nil }
    return "\(name) must be between \(minutesRange.lowerBound) and \(minutesRange.upperBound) "
      + "minutes (got \(minutes))."
  }
}

extension PomodoroSettings {
  /// Sets the focus, short break or long break length.
  ///
  /// ```swift
  /// settings.setLength(.shortBreak, seconds: 420)
  /// ```
  public mutating func setLength(_ length: DurationEditor.Length, seconds: Int) {
    switch length {
    case .focus: focusSeconds = seconds
    case .shortBreak: shortBreakSeconds = seconds
    case .longBreak: longBreakSeconds = seconds
    }
  }
}

/// A length in words, for messages: whole minutes as minutes, anything else in seconds (the
/// flags for trying the timer out give lengths of a few seconds).
///
/// ```swift
/// lengthAdjective(seconds: 300)  // "5-minute"
/// lengthAdjective(seconds: 2)    // "2-second"
/// ```
public func lengthAdjective(seconds: Int) -> String {
  seconds > 0 && seconds % 60 == 0 ? "\(seconds / 60)-minute" : "\(seconds)-second"
}
