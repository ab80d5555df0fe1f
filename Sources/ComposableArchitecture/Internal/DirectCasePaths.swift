/// An enum whose case key paths can be turned into case paths that match and build its cases
/// directly. Conform with `@_DirectCasePaths`, which `@Reducer` adds to `State` and `Action`.
public protocol _DirectCasePaths {
  /// A direct case path for `keyPath`, or `nil` when it is not one of the enum's own cases
  /// with at most one associated value (a path into a nested enum, say).
  static func _$casePath<Value>(for keyPath: CaseKeyPath<Self, Value>) -> AnyCasePath<Self, Value>?
}

/// Makes a case path for `_$casePath(for:)`: `Payload` and `Value` are the same type, which the
/// key path match guarantees.
@inlinable
public func _$directCasePath<Root, Payload, Value>(
  embed: @escaping @Sendable (Payload) -> Root,
  extract: @escaping @Sendable (Root) -> Payload?
) -> AnyCasePath<Root, Value> {
  precondition(Payload.self == Value.self, "A case key path matched a case of another type.")
  // The same function types: cast once here rather than each value on every call.
  return AnyCasePath(
    embed: unsafeBitCast(embed, to: (@Sendable (Value) -> Root).self),
    extract: unsafeBitCast(extract, to: (@Sendable (Root) -> Value?).self)
  )
}

extension AnyCasePath {
  /// A case path for `keyPath`: a direct one when the enum provides it, otherwise CasePaths'
  /// general one.
  @usableFromInline
  init(resolving keyPath: CaseKeyPath<Root, Value>) {
    if let type = Root.self as? any _DirectCasePaths.Type,
      let direct = Self.direct(type, keyPath)
    {
      self = direct
    } else {
      self.init(keyPath)
    }
  }

  private static func direct<Enum: _DirectCasePaths>(
    _: Enum.Type, _ keyPath: CaseKeyPath<Root, Value>
  ) -> Self? {
    guard let keyPath = keyPath as AnyKeyPath as? CaseKeyPath<Enum, Value> else { return nil }
    return Enum._$casePath(for: keyPath) as? Self
  }
}
