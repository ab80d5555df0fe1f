import ComposableArchitecture
import TerminalUI

/// A feature for the navigation tests: an alert, a sheet and a stack, from `@Presents` and
/// `StackState`.
@Reducer
struct InventoryFeature {
  @ObservableState
  struct State: Equatable {
    var items = ["Hammer", "Saw"]
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var edit: ItemEditor.State?
    var path = StackState<ItemDetail.State>()
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case edit(PresentationAction<ItemEditor.Action>)
    case path(StackActionOf<ItemDetail>)
    case deleteTapped
    case addTapped
    case openTapped

    @CasePathable
    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion)):
        state.items.removeLast()
        return .none
      case .alert:
        return .none
      case .edit(.presented(.saveTapped)):
        if let name = state.edit?.name { state.items.append(name) }
        return .none
      case .edit, .path:
        return .none
      case .deleteTapped:
        let last = state.items.last ?? ""
        state.alert = AlertState {
          TextState("Delete \(last)?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Keep") }
        } message: {
          TextState("It cannot be undone.")
        }
        return .none
      case .addTapped:
        state.edit = ItemEditor.State()
        return .none
      case .openTapped:
        state.path.append(ItemDetail.State(name: state.items[0]))
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$edit, action: \.edit) { ItemEditor() }
    .forEach(\.path, action: \.path) { ItemDetail() }
  }
}

@Reducer
struct ItemEditor {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case saveTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { _, action in
      switch action {
      case .binding: .none
      case .saveTapped: .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
struct ItemDetail {
  @ObservableState
  struct State: Equatable {
    var name: String
  }

  enum Action {
    case openTapped
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

struct InventoryView: View {
  @Bindable var store: StoreOf<InventoryFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      VStack(alignment: .leading) {
        ForEach(store.items, id: \.self) { Text($0) }
        HStack {
          Button("Add", key: "a") { store.send(.addTapped) }
          Button("Delete", key: "d") { store.send(.deleteTapped) }
          Button("Open", key: "o") { store.send(.openTapped) }
        }
      }
      .navigationTitle("Items")
    } destination: { store in
      Text("About \(store.name)").navigationTitle(store.name)
    }
    .alert($store.scope(state: \.alert, action: \.alert))
    .sheet(item: $store.scope(state: \.edit, action: \.edit)) { editor in
      ItemEditorView(store: editor)
    }
  }
}

struct ItemEditorView: View {
  @Bindable var store: StoreOf<ItemEditor>

  var body: some View {
    VStack(alignment: .leading) {
      TextField("New item", text: $store.name)
      Button("Save") { store.send(.saveTapped) }
    }
    .onKey(.enter) { store.send(.saveTapped) }
  }
}
