import ComposableArchitecture

/// The buttons of an alert or a confirmation dialog, numbered: `1`, `2`… press them, Enter
/// presses the first that does not cancel, and Esc the cancel button (or dismisses).
@MainActor
struct PresentationButtons<Action> {
  let buttons: [ButtonState<Action>]
  let dismiss: @MainActor () -> Void
  let send: @MainActor (Action) -> Void

  /// Runs `button`: sends its action, if any, then dismisses (which sends nothing when the
  /// action already ended the presentation, as an alert's does).
  func tap(_ button: ButtonState<Action>) {
    button.withAction { action in
      if let action { send(action) }
    }
    dismiss()
  }

  func cancel() {
    if let button = buttons.first(where: { $0.role == .cancel }) {
      tap(button)
    } else {
      dismiss()
    }
  }

  func confirm() {
    if let button = buttons.first(where: { $0.role != .cancel }) {
      tap(button)
    } else {
      dismiss()
    }
  }

  /// The buttons as views, the first nine numbered with their keys; an `OK` that dismisses
  /// when there are none.
  func views() -> [Button] {
    guard !buttons.isEmpty else { return [Button("1 OK", key: "1", action: dismiss)] }
    return buttons.enumerated().map { index, button in
      let label = String(state: button.label)
      guard index < 9 else { return Button(label) { tap(button) } }
      let digit = Character(String(index + 1))
      return Button("\(digit) \(label)", key: .character(digit)) { tap(button) }
    }
  }

  /// Keys the panel handles: Enter and Esc.
  func handle(_ press: KeyPress) -> Bool {
    switch press {
    case KeyPress(.enter): confirm()
    case KeyPress(.escape): cancel()
    default: return false
    }
    return true
  }
}
