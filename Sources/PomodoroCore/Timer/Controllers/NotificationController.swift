import ComposableArchitecture

extension TimerFeature.Controllers {
  /// Desktop notifications when a session ends, for when the terminal is out of sight.
  struct NotificationController: TimerControllerProtocol {
    @Dependency(\.notifications) var notifications

    func timerCompleted(
      _ transition: TimerFeature.Transition, state: inout TimerFeature.State
    ) -> Effect<TimerFeature.Action> {
      let title: String
      let body: String
      if transition.from == .breakTime {
        title = "Break over"
        body = "Ready for the next focus session?"
      } else {
        let length = lengthAdjective(seconds: state.nextBreakAfterThisSession)
        title = "Focus session finished"
        body = "Time for a \(length) \(state.isLongBreakAfterThisSession ? "long " : "")break."
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

  /// Whether that break is a long one.
  fileprivate var isLongBreakAfterThisSession: Bool {
    settings.longBreakEvery > 0 && (finishedToday + 1).isMultiple(of: settings.longBreakEvery)
  }
}
