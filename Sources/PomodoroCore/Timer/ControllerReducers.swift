import ComposableArchitecture

extension TimerFeature {
  /// Every controller of the timer screen. Each interaction runs all of them, in this order,
  /// and their effects are merged; adding a concern means adding a case and its controller.
  ///
  /// ```swift
  /// let effects = TimerFeature.ControllerReducers.makeAllReducers(state: &state, act: .resetTapped)
  /// ```
  public enum ControllerReducers: CaseIterable, Sendable {
    // The action controller runs after the others, so they see the state as it was before
    // the interaction changed it. The hook controller comes after it: the action controller
    // changes the status only through `setStatus`, which its effect sends first, so a session
    // it starts exists when the hook's `hookSessionStarted` arrives.
    case haptic, guide, sound, notification, action, hook

    var myReducer: any TimerControllerProtocol {
      switch self {
      case .haptic: HapticReducer()
      case .guide: GuideReducer()
      case .action: ActionReducer()
      case .sound: SoundReducer()
      case .notification: NotificationReducer()
      case .hook: HookReducer()
      }
    }

    /// Runs every controller for `act` and returns their effects.
    public static func makeAllReducers(
      state: inout TimerFeature.State, act: Interaction
    ) -> [Effect<Action>] {
      allCases.map { reducer in
        reducer.myReducer.makeReducer(state: &state, act: act)
      }
    }
  }
}
