import PomodoroCore
import PomodoroTUI
import Testing

/// Today's goal line with goals of any size.
struct GoalTextTests {
  /// Finding 3 of issue 39: a goal of 10^12 (from a hand-edited settings file or a running
  /// timer's row) built a string of 10^12 dots before the `goal <= 20` check and aborted.
  @Test func aHugeGoalIsWrittenInDigitsWithoutBuildingItsDots() {
    let state = TimerFeature.State(
      settings: PomodoroSettings(dailyGoal: 1_000_000_000_000), finishedToday: 3)
    #expect(state.goalText(width: 40) == "3 of 1000000000000 today")
  }

  @Test func aSmallGoalHasItsDots() {
    let state = TimerFeature.State(settings: PomodoroSettings(dailyGoal: 4), finishedToday: 1)
    #expect(state.goalText(width: 40) == "●○○○  1 of 4 today")
  }
}
