import ComposableArchitecture
import Testing

private enum DialogAction: Equatable {
  case confirm
  case retry
}

/// The initializers swift-navigation still ships, deprecated, which apps written before the
/// builders use.
@MainActor
struct AlertStateDeprecationsTests {
  @available(*, deprecated)
  @Test func alertWithADismissButton() {
    let alert = AlertState<DialogAction>(
      title: TextState("Saved"), message: TextState("All done."),
      dismissButton: .default(TextState("OK"), action: .send(.confirm))
    )
    #expect(alert.title == TextState("Saved"))
    #expect(alert.message == TextState("All done."))
    #expect(alert.buttons.map { String(state: $0.label) } == ["OK"])
    #expect(alert.buttons.map(\.action.action) == [.confirm])
    #expect(AlertState<DialogAction>(title: TextState("Saved")).buttons.isEmpty)
  }

  @available(*, deprecated)
  @Test func alertWithTwoButtons() {
    let alert = AlertState<DialogAction>(
      title: TextState("Delete?"),
      primaryButton: .destructive(TextState("Delete"), action: .send(.confirm)),
      secondaryButton: .cancel(TextState("Cancel"))
    )
    #expect(alert.message == nil)
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(alert.buttons.map(\.action.action) == [.confirm, nil])
  }

  @available(*, deprecated)
  @Test func alertWithAListOfButtons() {
    let alert = AlertState<DialogAction>(
      title: TextState("Failed"),
      message: TextState("Try again?"),
      buttons: [.default(TextState("Retry"), action: .send(.retry)), .cancel(TextState("No"))]
    )
    let expected = AlertState<DialogAction> {
      TextState("Failed")
    } actions: {
      ButtonState(action: .retry) { TextState("Retry") }
      ButtonState(role: .cancel) { TextState("No") }
    } message: {
      TextState("Try again?")
    }
    #expect(alert == expected)
  }

  @available(*, deprecated)
  @Test func confirmationDialogWithAListOfButtons() {
    let dialog = ConfirmationDialogState<DialogAction>(
      title: TextState("Share"), titleVisibility: .visible,
      buttons: [.default(TextState("Copy"), action: .send(.confirm))]
    )
    #expect(dialog.titleVisibility == .visible)
    #expect(dialog.buttons.map(\.action.action) == [.confirm])
    let plain = ConfirmationDialogState<DialogAction>(
      title: TextState("Share"), message: TextState("Where?")
    )
    #expect(plain.message == TextState("Where?"))
    #expect(plain.buttons.isEmpty)
  }
}
