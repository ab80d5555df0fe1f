import Testing

@testable import ComposableArchitecture

/// `_printChanges()` prints TCA's text: the action, dumped, then a diff of the state. A binding
/// to a nested field names its key path as the source does, also on Linux, where the
/// properties of an `@ObservableState` state are computed and Swift cannot name them itself.
struct PrintChangesOutputTests {
  @Test func nestedBindingChange() {
    let oldState = Editor.State()
    var newState = oldState
    newState.item.title = "Milk"
    let text = _ReducerPrinter<Editor.State, Editor.Action>.customDumpText(
      .binding(.set(\.item.title, "Milk")), oldState, newState
    )
    #expect(
      text == """
        received action:
          Editor.Action.binding(
            .set(
              \\State.item.title,
              "Milk"
            )
          )
          Editor.State(
        -   _item: Editor.Item(title: "")
        +   _item: Editor.Item(title: "Milk")
          )

        """
    )
  }

  @Test func noStateChange() {
    let text = _ReducerPrinter<Editor.State, Editor.Action>.customDumpText(
      .save, Editor.State(), Editor.State()
    )
    #expect(
      text == """
        received action:
          Editor.Action.save
          (No state changes)

        """
    )
  }
}

@Reducer
private struct Editor {
  struct Item: Equatable {
    var title = ""
  }
  @ObservableState
  struct State: Equatable {
    var item = Item()
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case save
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}
