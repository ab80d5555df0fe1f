import ComposableArchitecture
import Foundation

/// The navigation case study: a shopping list that presents an alert (clear the list), a sheet
/// (add an item) and a stack (an item's detail) from `@Presents` and `StackState`, each
/// dismissed through the store.
///
/// ```swift
/// let store = Store(initialState: ShoppingList.State()) { ShoppingList() }
/// store.send(.addButtonTapped)       // the sheet
/// store.send(.clearButtonTapped)     // the alert
/// store.send(.itemOpened("Milk"))    // the stack
/// ```
@Reducer
public struct ShoppingList: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var items: [String]
    public var selection: String?
    @Presents public var alert: AlertState<Action.Alert>?
    @Presents public var addItem: AddItem.State?
    public var path = StackState<ItemDetail.State>()

    public init(items: [String] = ["Milk", "Bread", "Eggs"]) {
      self.items = items
      self.selection = items.first
    }
  }

  public enum Action: Sendable {
    case addButtonTapped
    case addItem(PresentationAction<AddItem.Action>)
    case alert(PresentationAction<Alert>)
    case clearButtonTapped
    case itemOpened(String)
    case path(StackActionOf<ItemDetail>)
    case selectionChanged(String?)

    @CasePathable
    public enum Alert: Equatable, Sendable {
      case confirmClear
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.addItem = AddItem.State()
        return .none
      case .addItem(.presented(.saveButtonTapped)):
        guard let name = state.addItem?.trimmedName, !name.isEmpty else { return .none }
        state.items.append(name)
        state.selection = name
        return .none
      case .addItem:
        return .none
      case .alert(.presented(.confirmClear)):
        state.items = []
        state.selection = nil
        return .none
      case .alert:
        return .none
      case .clearButtonTapped:
        guard !state.items.isEmpty else { return .none }
        let count = state.items.count
        state.alert = AlertState {
          TextState("Clear the list?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
          ButtonState(role: .cancel) { TextState("Keep") }
        } message: {
          TextState("All \(count) items are removed.")
        }
        return .none
      case .itemOpened(let name):
        state.path.append(ItemDetail.State(name: name))
        return .none
      case .path:
        return .none
      case .selectionChanged(let selection):
        state.selection = selection
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$addItem, action: \.addItem) { AddItem() }
    .forEach(\.path, action: \.path) { ItemDetail() }
  }
}

/// The sheet of the shopping list: a name typed into a field; saving dismisses it with
/// `@Dependency(\.dismiss)`.
@Reducer
public struct AddItem: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var name = ""

    public init(name: String = "") {
      self.name = name
    }

    /// The name without the spaces around it: what is added, and nothing if it is blank.
    public var trimmedName: String { name.trimmingCharacters(in: .whitespacesAndNewlines) }
  }

  public enum Action: BindableAction, Sendable {
    case binding(BindingAction<State>)
    case saveButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .saveButtonTapped:
        // A blank name saves nothing: the sheet stays up for a name to be typed.
        guard !state.trimmedName.isEmpty else { return .none }
        return .run { _ in await dismiss() }
      }
    }
  }
}

/// A screen pushed on the shopping list's stack: how many of an item to buy.
@Reducer
public struct ItemDetail: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var name: String
    public var quantity = 1

    public init(name: String, quantity: Int = 1) {
      self.name = name
      self.quantity = quantity
    }
  }

  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.quantity = max(1, state.quantity - 1)
        return .none
      case .incrementButtonTapped:
        state.quantity += 1
        return .none
      }
    }
  }
}
