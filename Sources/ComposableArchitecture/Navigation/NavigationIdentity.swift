@_spi(Reflection) import CasePaths

/// Tells one child feature from another, as TCA does: by the child state's type, its enum case,
/// and its `id` when it, or the value its enum case holds, is `Identifiable`.
///
/// A child keeps its identity while it is mutated, reset (`state = State()`) or replaced by a
/// value with the same id, so its effects live on; presenting another case or another id, or
/// dismissing it, ends them.
@usableFromInline
struct NavigationIdentity: Hashable, @unchecked Sendable {
  // `@unchecked`: `id` holds an `Identifiable.id`, which is only hashed and compared.
  private let type: ObjectIdentifier
  private let tag: UInt32?
  private let id: AnyHashable?

  @usableFromInline
  init<T>(_ value: T) {
    self.type = ObjectIdentifier(T.self)
    self.tag = EnumMetadata(T.self)?.tag(of: value)
    if let identifiable = value as? any Identifiable {
      self.id = Self.identifier(of: identifiable)
    } else if self.tag != nil, let identifiable = EnumMetadata.project(value) as? any Identifiable {
      // An enum destination's case holding an identifiable child: the child's id.
      self.id = Self.identifier(of: identifiable)
    } else {
      self.id = nil
    }
  }

  private static func identifier(of value: some Identifiable) -> AnyHashable {
    AnyHashable(value.id)
  }
}

/// The cancellation namespace of a child feature held at `path` in a parent's state.
struct ChildNamespace: Hashable, @unchecked Sendable {
  // `@unchecked`: key paths are immutable, but Swift does not mark `AnyKeyPath` `Sendable`.
  let path: AnyKeyPath
  let identity: NavigationIdentity
}
