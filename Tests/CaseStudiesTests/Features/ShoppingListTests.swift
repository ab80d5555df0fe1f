import CaseStudiesCore
import ComposableArchitecture
import Testing

@MainActor
struct ShoppingListTests {
  /// A name of spaces alone was added as a blank row (issue 37's findings): saving it now does
  /// nothing, and the sheet stays up with the text to fix.
  @Test func aBlankNameIsNotAdded() async {
    var initial = ShoppingList.State(items: ["Milk"])
    initial.addItem = AddItem.State(name: "   ")
    let store = TestStore(initialState: initial) { ShoppingList() }
    await store.send(.addItem(.presented(.saveButtonTapped)))
    await store.send(.addItem(.presented(.binding(.set(\.name, " Tea "))))) {
      $0.addItem?.name = " Tea "
    }
    await store.send(.addItem(.presented(.saveButtonTapped))) {
      $0.items = ["Milk", "Tea"]
      $0.selection = "Tea"
    }
    await store.receive(\.addItem.dismiss) { $0.addItem = nil }
  }

  @Test func clearingAsksFirst() async {
    let store = TestStore(initialState: ShoppingList.State(items: ["Milk", "Eggs"])) {
      ShoppingList()
    }
    await store.send(.clearButtonTapped) {
      $0.alert = AlertState {
        TextState("Clear the list?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
        ButtonState(role: .cancel) { TextState("Keep") }
      } message: {
        TextState("All 2 items are removed.")
      }
    }
    await store.send(.alert(.presented(.confirmClear))) {
      $0.alert = nil
      $0.items = []
      $0.selection = nil
    }
  }
}
