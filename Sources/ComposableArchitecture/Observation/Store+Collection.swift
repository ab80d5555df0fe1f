extension Store {
  /// Stores for the rows of an identified array, in order, each scoped to one element.
  ///
  /// ```swift
  /// for row in store.scope(state: \.rows, action: \.rows) {
  ///   RowView(store: row)
  /// }
  /// ```
  ///
  /// Reading the collection observes which rows there are; a row's store observes only that
  /// row, so editing one row notifies neither the list nor the other rows.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> some RandomAccessCollection<Store<ElementState, ElementAction>> {
    self.reportIfUncached()
    // The annotation picks the plain scope, not this overload.
    let rows:
      Store<
        IdentifiedArray<ElementID, ElementState>, IdentifiedAction<ElementID, ElementAction>
      > = self.scope(state: state, action: action)
    return _StoreCollection(rows)
  }

  /// Stores for the rows of an identified array; the same as `scope(state:action:)`, in the
  /// unlabeled form TCA 1.25 prefers. Disfavored, as TCA's is: where the type is open,
  /// `scope(_:action:)` gives the store of the whole array.
  ///
  /// ```swift
  /// ForEach(store.scope(\.rows, action: \.rows)) { RowView(store: $0) }
  /// ```
  @_disfavoredOverload
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> some RandomAccessCollection<Store<ElementState, ElementAction>> {
    self.scope(state: state, action: action)
  }
}

/// The row stores of an identified array; see `Store.scope(state:action:)`.
public struct _StoreCollection<ID: Hashable & Sendable, State, Action>: RandomAccessCollection {
  private let store: Store<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>
  private let data: IdentifiedArray<ID, State>

  @MainActor
  init(_ store: Store<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>) {
    self.store = store
    self.data = store.state
    store.removeCachedRows(notIn: self.data.ids)
  }

  public var startIndex: Int { self.data.startIndex }
  public var endIndex: Int { self.data.endIndex }

  public subscript(position: Int) -> Store<State, Action> {
    precondition(
      self.data.indices.contains(position),
      "Index \(position) is out of range for \(self.data.count) rows"
    )
    let id = self.data.ids[position]
    let store = self.store
    // The collection is made on the main actor from a store's state and, like the store, is
    // only used there; `Collection` just cannot say so.
    nonisolated(unsafe) let initial = self.data[position]
    return MainActor.assumeIsolated {
      store.element(id: id, initial: initial)
    }
  }
}

extension Store {
  /// A store for the element `id` of an identified array store.
  @MainActor
  fileprivate func element<ID: Hashable & Sendable, Element, ElementAction>(
    id: ID, initial: Element
  ) -> Store<Element, ElementAction>
  where State == IdentifiedArray<ID, Element>, Action == IdentifiedAction<ID, ElementAction> {
    // Cached by the row's id, as TCA's are, so that a row keeps its store while it exists.
    self.cachedChild(ScopeID(element: id)) {
      // A view may hold a row's store for a moment after the row is removed; it sees the last
      // value rather than crash.
      let lastValue = LastValueBox(initial)
      let core = self.core.scoped(
        toState: { (rows: State) -> Element in
          if let row = rows[id: id] {
            lastValue.value = row
            return row
          }
          return lastValue.value
        },
        fromAction: { (action: ElementAction) -> Action in .element(id: id, action: action) }
      )
      return Store<Element, ElementAction>(core: core)
    }
  }
}
