/// Tells one presented child from another, so that a child's effects are cancelled when its
/// state is replaced rather than mutated.
///
/// Observable state carries its own identity. Other state (and enum cases holding plain values,
/// whose observable identity is new on each read) is told apart by its enum case and, when it is
/// `Identifiable`, by its id (which covers `AlertState`).
struct NavigationIdentity: Hashable, Sendable {
  private let type: ObjectIdentifier
  private let observableID: ObservableStateID?
  private let caseName: String?
  private let id: UncheckedHashable?

  init<T>(_ value: T) {
    self.type = ObjectIdentifier(T.self)
    guard isEnumType(T.self) else {
      self.caseName = nil
      if let observable = value as? any ObservableState {
        self.observableID = observable._$id
        self.id = nil
      } else {
        self.observableID = nil
        self.id = Self.identifier(of: value)
      }
      return
    }
    if let observable = value as? any ObservableState, case let id = observable._$id,
      id == observable._$id
    {
      self.observableID = id
      self.caseName = nil
      self.id = nil
      return
    }
    // Reflection is slow, so only enums without a stable identity pay for it.
    self.observableID = nil
    let payload = Mirror(reflecting: value).children.first
    self.caseName = payload?.label ?? "\(value)"
    self.id = payload.flatMap { Self.identifier(of: $0.value) }
  }

  private static func identifier(of value: Any) -> UncheckedHashable? {
    if let observable = value as? any ObservableState, case let id = observable._$id,
      id == observable._$id
    {
      return UncheckedHashable(id)
    }
    if let identifiable = value as? any Identifiable {
      return self.openedIdentifier(of: identifiable)
    }
    return nil
  }

  private static func openedIdentifier(of value: some Identifiable) -> UncheckedHashable {
    UncheckedHashable(value.id)
  }
}

/// A hashable value whose sendability we vouch for: ids of state values, only compared.
struct UncheckedHashable: Hashable, @unchecked Sendable {
  let base: AnyHashable
  init(_ base: some Hashable) { self.base = AnyHashable(base) }
}
