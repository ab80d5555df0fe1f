import PomodoroCore
import TerminalUI

extension TimerFeature.State {
  /// The status as shown on screen, telling a long break from a short one.
  ///
  /// ```swift
  /// Text(store.state.statusTitle)  // "LONG BREAK"
  /// ```
  public var statusTitle: String {
    let title = isPausedBreak ? "BREAK PAUSED" : timerStatus.title
    return isLongBreak ? "LONG " + title : title
  }

  /// Whether a break (not a focus session) is paused.
  public var isPausedBreak: Bool {
    timerStatus == .pause && session.map { $0.kind != .focus } == true
  }

  /// Whether the break ready or under way is a long one.
  public var isLongBreak: Bool {
    switch timerStatus {
    case .breakStandBy: isLongBreakNext
    case .breakTime, .pause: session?.kind == .longBreak
    default: false
    }
  }

  /// How far the session on the clock has run, from 0 to 1.
  public var progress: Double {
    switch timerStatus {
    case .standBy, .breakStandBy: 0
    case .completed, .sleep: 1
    case .focus, .pause, .breakTime:
      session.map { 1 - Double(count) / Double(max(1, $0.plannedSeconds)) } ?? 0
    }
  }

  /// Today's finished sessions toward the goal: "●●●○○○○○  3 of 8 today", without the dots
  /// when they would not fit in `width` (or the goal is over 20), and "3 today" with no goal;
  /// then the task, as much of it as fits: "3 of 8 today · Write report".
  public func goalText(width: Int) -> String {
    let goal = settings.dailyGoal
    let taskText = autoStartText + (task.map { " · " + $0 } ?? "")
    guard goal > 0 else { return Self.cut("\(finishedToday) today" + taskText, to: width) }
    let words = "\(finishedToday) of \(goal) today" + taskText
    guard goal <= 20, goal + 2 + DisplayWidth.of(words) <= width else {
      return Self.cut(words, to: width)
    }
    let done = max(0, min(finishedToday, goal))
    let dots = String(repeating: "●", count: done) + String(repeating: "○", count: goal - done)
    return dots + "  " + words
  }

  /// Which auto-starts are on, for the goal line: " · auto breaks, focus".
  var autoStartText: String {
    let on = [
      settings.autoStartBreaks ? "breaks" : nil, settings.autoStartFocus ? "focus" : nil,
    ].compactMap { $0 }
    return on.isEmpty ? "" : " · auto " + on.joined(separator: ", ")
  }

  /// `text` cut to `width` cells, ending in "…" when cut.
  private static func cut(_ text: String, to width: Int) -> String {
    guard DisplayWidth.of(text) > width, width > 0 else { return text }
    var result = ""
    for character in text {
      if DisplayWidth.of(result + String(character)) > width - 1 { break }
      result.append(character)
    }
    return result + "…"
  }
}
