/// A store is a reference: two stores are equal when they are the same object, and a store's
/// `id` is its object identity (not the state's `id`, which `store.state.id` reads).
extension Store: Equatable {
  /// Whether two stores are the same object.
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }
}

extension Store: Hashable {
  /// Hashes the store's object identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Store: Identifiable {}
