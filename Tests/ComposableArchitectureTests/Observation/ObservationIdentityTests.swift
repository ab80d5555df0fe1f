import ComposableArchitecture
import Testing

/// An in-place edit of observable child state gives the child a new identity, as TCA's
/// `willModify` does, so that restoring a copy saved before the edit is a change observers see.
@MainActor
struct ObservationIdentityTests {
  @ObservableState
  struct Item: Equatable {
    var title = ""
  }

  @ObservableState
  struct Editor: Equatable {
    var item = Item()
    var draft: Item?
  }

  @Test func aCopySavedBeforeAnEditIsAnotherValue() {
    var editor = Editor()
    let copy = editor.item
    editor.item.title = "Edited"
    #expect(editor.item._$id != copy._$id)
    // A copy taken now shares the edited value's identity.
    let later = editor.item
    #expect(later._$id == editor.item._$id)
  }

  @Test func restoringTheSavedCopyNotifiesObservers() {
    var editor = Editor()
    let saved = editor.item
    editor.item.title = "Edited"
    let item = observe { _ = editor.item }
    editor.item = saved
    #expect(item.value == 1)
    #expect(editor.item.title == "")
  }

  @Reducer
  struct EditFeature {
    typealias State = Editor
    enum Action {
      case beginEditing
      case cancel
      case type(String)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .beginEditing:
          state.draft = state.item
        case .cancel:
          if let draft = state.draft { state.item = draft }
          state.draft = nil
        case let .type(text):
          state.item.title = text
        }
        return .none
      }
    }
  }

  @Test func cancellingEditsInAStoreNotifiesTheItemsObservers() {
    let store = Store(initialState: Editor()) { EditFeature() }
    store.send(.beginEditing)
    store.send(.type("Edited"))
    let item = observe { _ = store.item }
    store.send(.cancel)
    #expect(item.value == 1)
    #expect(store.item.title == "")
  }
}
