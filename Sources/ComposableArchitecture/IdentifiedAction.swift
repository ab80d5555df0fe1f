/// An action of one element of an `IdentifiedArray`, addressed by its id.
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
/// }
/// store.send(.rows(.element(id: row.id, action: .toggle)))
/// ```
@CasePathable
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// An action for the element with `id`.
  case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

/// The identified action of a feature's elements, as in `IdentifiedActionOf<Row>`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction.AllCasePaths {
  /// The actions of the element with an id: `\.rows[id: 1]`.
  public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
    AnyCasePath(
      embed: { .element(id: id, action: $0) },
      extract: {
        guard case let .element(elementID, action) = $0, elementID == id else { return nil }
        return action
      }
    )
  }
}

extension Case {
  /// The case key path to the actions of one element: `\.rows[id: 1].toggle`, as in
  /// `store.send(\.rows[id: 1].toggle)` and `store.receive(\.rows[id: 1].response)`.
  public subscript<ElementID: Hashable & Sendable, ElementAction>(
    id id: ElementID
  ) -> Case<ElementAction> where Value == IdentifiedAction<ElementID, ElementAction> {
    self[dynamicMember: \.[id: id]]
  }
}
