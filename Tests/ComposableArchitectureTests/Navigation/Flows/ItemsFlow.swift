import ComposableArchitecture
import Foundation

// A list → detail → edit flow on a navigation stack, as `@Reducer` features:
// the list pushes details, a detail pushes its editor, the editor saves through a delegate
// action and dismisses itself, and a detail deletes its item after an alert.

struct Item: Equatable, Identifiable, Sendable {
  var id: Int
  var title: String
}

@Reducer
struct ItemList {
  @Reducer(state: .equatable)
  enum Path {
    case detail(ItemDetail)
    case edit(ItemEditor)
  }

  @ObservableState
  struct State: Equatable {
    var items: IdentifiedArrayOf<Item> = []
    var path = StackState<Path.State>()
  }

  enum Action {
    case itemTapped(Item.ID)
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .itemTapped(id):
        guard let item = state.items[id: id] else { return .none }
        state.path.append(.detail(ItemDetail.State(item: item)))
        return .none

      case let .path(.element(id: id, action: .detail(.editButtonTapped))):
        guard let detail = state.path[id: id, case: \.detail] else { return .none }
        state.path.append(.edit(ItemEditor.State(item: detail.item)))
        return .none

      case let .path(.element(id: _, action: .detail(.delegate(.deleteItem(id))))):
        state.items.remove(id: id)
        return .none

      case let .path(.element(id: _, action: .edit(.delegate(.saveItem(item))))):
        state.items[id: item.id] = item
        // Details below the editor show the saved item.
        for (id, element) in zip(state.path.ids, state.path) {
          guard case var .detail(detail) = element else { continue }
          detail.item = item
          state.path[id: id] = .detail(detail)
        }
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

@Reducer
struct ItemDetail {
  @ObservableState
  struct State: Equatable {
    var item: Item
    var secondsViewed = 0
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)
    case deleteButtonTapped
    case editButtonTapped
    case onAppear
    case timerTicked

    @CasePathable
    enum Alert: Equatable {
      case confirmDeletion
    }

    @CasePathable
    enum Delegate: Equatable {
      case deleteItem(Item.ID)
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion)):
        return .run { [id = state.item.id] send in
          await send(.delegate(.deleteItem(id)))
          await self.dismiss()
        }
      case .alert, .delegate, .editButtonTapped:
        return .none
      case .deleteButtonTapped:
        state.alert = AlertState {
          TextState("Delete “\(state.item.title)”?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none
      case .onAppear:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
      case .timerTicked:
        state.secondsViewed += 1
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

@Reducer
struct ItemEditor {
  @ObservableState
  struct State: Equatable {
    var item: Item
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case cancelButtonTapped
    case delegate(Delegate)
    case saveButtonTapped

    @CasePathable
    enum Delegate: Equatable {
      case saveItem(Item)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .delegate:
        return .none
      case .cancelButtonTapped:
        return .run { _ in await self.dismiss() }
      case .saveButtonTapped:
        return .run { [item = state.item] send in
          await send(.delegate(.saveItem(item)))
          await self.dismiss()
        }
      }
    }
  }
}
