/// Where the timer is in the Pomodoro cycle.
///
/// The trigger button moves between them (see `TransitionController`):
/// `standBy → focus ⇄ pause`, a finished focus → `completed` → `breakStandBy → breakTime` →
/// `standBy`, and `sleep` once the day's goal is reached.
///
/// ```swift
/// if store.timerStatus == .focus { print("Focusing") }
/// ```
public enum TimerStatus: String, Equatable, Sendable, CaseIterable {
  /// Waiting for the user to start a focus session.
  case standBy
  /// A focus session is counting down.
  case focus
  /// A focus session or a break is paused, keeping its remaining time.
  case pause
  /// A focus session just ran to zero.
  case completed
  /// Waiting for the user to start the break.
  case breakStandBy
  /// A break is counting down.
  case breakTime
  /// The day's goal of focus sessions is reached: the cat sleeps and the trigger does nothing
  /// until the next day or a reset.
  case sleep
}
