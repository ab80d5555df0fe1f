/// The actions of a navigation stack: an element's action, a push and a pop.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// // A parent reacts to what happens inside an element:
/// case let .path(.element(id: id, action: .detail(.deleteButtonTapped))): …
/// ```
public enum StackAction<State, Action> {
  /// An action of the element with an ID.
  indirect case element(id: StackElementID, action: Action)

  /// Removes the element with an ID and every element above it, after the parent ran.
  case popFrom(id: StackElementID)

  /// Pushes state with a new ID, before the parent runs.
  case push(id: StackElementID, state: State)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

/// The stack action of a feature, as in `StackActionOf<Path>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: CasePathable {
  /// The case paths of stack actions, which also address elements by ID.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of a stack action, including one per element ID: `\.path[id: 0]`.
  public struct AllCasePaths: Sendable {
    /// Any element's action, with the element's ID.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// A pop, with the ID popped from.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case let .popFrom(id) = $0 else { return nil }
          return id
        }
      )
    }

    /// A push, with the new ID and state.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case let .push(id, state) = $0 else { return nil }
          return (id, state)
        }
      )
    }

    /// The actions of the element with an ID.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case let .element(elementID, action) = $0, elementID == id else { return nil }
          return action
        }
      )
    }
  }
}

extension Case {
  /// The case key path to the actions of one stack element: `\.path[id: 0].detail.save`.
  public subscript<ElementState, ElementAction>(
    id id: StackElementID
  ) -> Case<ElementAction> where Value == StackAction<ElementState, ElementAction> {
    self[dynamicMember: \.[id: id]]
  }
}
