import ComposableArchitecture

/// The buttons of an alert or a confirmation dialog, numbered: `1`, `2`… press them, Enter
/// presses the first without a role (a destructive button is never Enter's: with only it and a
/// cancel button, Enter cancels), and Esc the cancel button (or dismisses).
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
    if let index = defaultIndex {
      tap(buttons[index])
    } else {
      dismiss()
    }
  }

  /// The button Enter presses.
  var defaultIndex: Int? {
    buttons.firstIndex { $0.role == nil } ?? buttons.firstIndex { $0.role == .cancel }
  }

  /// The button at `index` of ``views()`` with its label and what Enter and Esc do with it,
  /// for a web page (the terminal's number keys say it there).
  func marked(_ view: Button, at index: Int) -> some View {
    guard buttons.indices.contains(index) else {
      // The `OK` of an alert without buttons: Enter and Esc both dismiss.
      return view.webButton(title: "OK", roles: [.defaultAction, .cancelAction])
    }
    let button = buttons[index]
    var roles: Set<Semantics.ButtonRole> = []
    if index == defaultIndex { roles.insert(.defaultAction) }
    if button.role == .cancel { roles.insert(.cancelAction) }
    if button.role == .destructive { roles.insert(.destructive) }
    return view.webButton(title: String(state: button.label), roles: roles)
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
