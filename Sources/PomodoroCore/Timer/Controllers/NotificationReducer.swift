import ComposableArchitecture

extension TimerFeature.ControllerReducers {
  /// Desktop notifications when a session ends, for when the terminal is out of sight.
  struct NotificationReducer: TimerControllerProtocol {
    @Dependency(\.notifications) var notifications

    func timerCompleted(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      let title: String
      let body: String
      if state.timerStatus == .breakTime {
        title = "Break over"
        body = "Ready for the next focus session?"
      } else {
        let minutes = max(1, state.nextBreakAfterThisSession / 60)
        title = "Focus session finished"
        body = "Time for a \(minutes)-minute break."
      }
      return .run { [title, body] _ in await notifications.notify(title: title, body: body) }
    }
  }
}

extension TimerFeature.State {
  /// The break that follows the focus session now ending (counted as finished).
  fileprivate var nextBreakAfterThisSession: Int {
    settings.breakSeconds(afterFocusSessions: finishedToday + 1)
  }
}
