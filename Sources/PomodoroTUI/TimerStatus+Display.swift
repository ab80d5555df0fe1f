import PomodoroCore

extension TimerStatus {
  /// The status as shown on screen.
  ///
  /// ```swift
  /// Text(store.timerStatus.title)  // "FOCUS"
  /// ```
  public var title: String {
    switch self {
    case .standBy: "STAND BY"
    case .focus: "FOCUS"
    case .pause: "PAUSED"
    case .completed: "COMPLETED"
    case .breakStandBy: "BREAK READY"
    case .breakTime: "BREAK"
    case .sleep: "SLEEP"
    }
  }
}

/// Formats seconds as the clock shows them: `mm:ss`, minutes growing past 99.
///
/// ```swift
/// clockText(seconds: 1500)  // "25:00"
/// ```
public func clockText(seconds: Int) -> String {
  let seconds = max(0, seconds)
  let minutes = seconds / 60
  let rest = seconds % 60
  return (minutes < 10 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
}
