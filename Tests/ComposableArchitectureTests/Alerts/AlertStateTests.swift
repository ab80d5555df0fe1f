import ComposableArchitecture
import Testing

private enum AlertAction: Equatable {
  case confirm
  case retry(Int)
}

@MainActor
struct AlertStateTests {
  private func deletionAlert(includeRetry: Bool = false) -> AlertState<AlertAction> {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .cancel) { TextState("Cancel") }
      ButtonState(action: .confirm) { TextState("OK") }
      if includeRetry {
        ButtonState(action: .retry(1)) { TextState("Retry") }
      }
    } message: {
      TextState("This cannot be undone.")
    }
  }

  @Test func builderCollectsButtonsInOrder() {
    let alert = self.deletionAlert(includeRetry: true)
    #expect(alert.title == TextState("Delete?"))
    #expect(alert.message == TextState("This cannot be undone."))
    #expect(alert.buttons.map { String(state: $0.label) } == ["Cancel", "OK", "Retry"])
    #expect(alert.buttons.map(\.role) == [.cancel, nil, nil])
    #expect(alert.buttons.map(\.action.action) == [nil, .confirm, .retry(1)])
  }

  @Test func equalityIgnoresIdentity() {
    let first = self.deletionAlert()
    let second = self.deletionAlert()
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first != self.deletionAlert(includeRetry: true))
  }

  @Test func dumpReadsLikeTheCode() {
    expectNoDifference(
      String(customDumping: self.deletionAlert()),
      """
      AlertState(
        title: "Delete?",
        actions: [
          [0]: ButtonState(
            role: .cancel,
            action: .send(nil),
            label: "Cancel"
          ),
          [1]: ButtonState(
            action: .send(.confirm),
            label: "OK"
          )
        ],
        message: "This cannot be undone."
      )
      """
    )
  }

  @Test func mapChangesTheActions() {
    let mapped = self.deletionAlert().map { action -> Int? in
      action.map { $0 == .confirm ? 1 : 2 }
    }
    #expect(mapped.buttons.map(\.action.action) == [nil, 1])
  }

  @Test func buttonPerformsItsAction() {
    var performed: [AlertAction?] = []
    for button in self.deletionAlert().buttons {
      button.withAction { performed.append($0) }
    }
    #expect(performed == [nil, .confirm])
  }

  @Test func textConcatenatesStyledRuns() {
    let text = TextState("Delete ") + TextState("Blob").bold() + TextState("?")
    #expect(String(state: text) == "Delete Blob?")
    #expect(String(customDumping: text) == "\"Delete **Blob**?\"")
    #expect(text != TextState("Delete Blob?"))
  }

  @Test func confirmationDialog() {
    let dialog = ConfirmationDialogState<AlertAction>(titleVisibility: .visible) {
      TextState("Share")
    } actions: {
      ButtonState(action: .confirm) { TextState("Copy") }
    }
    #expect(dialog.titleVisibility == .visible)
    #expect(dialog.buttons.count == 1)
    #expect(dialog == dialog.map { $0 })
    expectNoDifference(
      String(customDumping: dialog),
      """
      ConfirmationDialogState(
        titleVisibility: .visible,
        title: "Share",
        actions: [
          [0]: ButtonState(
            action: .send(.confirm),
            label: "Copy"
          )
        ]
      )
      """
    )
  }
}
