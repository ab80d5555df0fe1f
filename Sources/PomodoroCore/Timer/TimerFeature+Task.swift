import ComposableArchitecture

extension TimerFeature {
  /// The task editor: `n` opens it on the current task, Enter sets the task for the sessions
  /// started from now on and for the one under way (saved at once), Esc leaves it as it was.
  func editTask(_ action: Action, state: inout State) -> Effect<Action> {
    switch action {
    case .taskTapped:
      state.durationEditor = nil
      state.taskEditor = state.taskEditor == nil ? TaskEditor(task: state.task) : nil
      return .none
    case .taskTyped(let text):
      state.taskEditor?.type(text)
      return .none
    case .taskEdited(let text):
      state.taskEditor?.edit(to: text)
      return .none
    case .taskDeletedBackward:
      state.taskEditor?.deleteBackward()
      return .none
    case .taskCommitted:
      guard let editor = state.taskEditor else { return .none }
      state.taskEditor = nil
      state.task = editor.task
      guard state.session?.isRunning == true else { return .none }
      state.session?.task = editor.task
      return Self.save(state.session)
    case .taskCancelled:
      state.taskEditor = nil
      return .none
    default:
      return .none
    }
  }
}
