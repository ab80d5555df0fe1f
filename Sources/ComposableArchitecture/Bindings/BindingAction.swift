/// A change of one field of a feature's state, sent by a view that edits the field directly.
///
/// ```swift
/// store.send(.binding(.set(\.email, "blob@pointfree.co")))
/// // In a reducer, match a change by its key path:
/// case .binding(\.email):
///   state.isFormValid = !state.email.isEmpty
/// ```
///
/// Two binding actions are equal when they set the same field to equal values. `BindingReducer`
/// applies them.
public struct BindingAction<Root>: Equatable, @unchecked Sendable {
  /// The field that is set.
  public let keyPath: PartialKeyPath<Root>
  // Values are Sendable (see `set`), and key paths are immutable.
  let value: Any
  let apply: @Sendable (inout Root) -> Void
  let isValueEqual: @Sendable (Any) -> Bool

  /// An action that sets a field of the state to a value.
  ///
  /// - Parameters:
  ///   - keyPath: The field to set.
  ///   - value: Its new value.
  /// - Returns: A binding action that ``BindingReducer`` applies to the state.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self {
    // Key paths are immutable, but Swift does not mark them `Sendable`.
    let path = UncheckedSendable(keyPath)
    return Self(
      keyPath: keyPath,
      value: value,
      apply: { $0[keyPath: path.value] = value },
      isValueEqual: { ($0 as? Value) == value }
    )
  }

  /// Sets the field in the state.
  public func set(_ root: inout Root) {
    self.apply(&root)
  }

  /// Whether a binding action sets the field at `keyPath`, for `case .binding(\.email):`.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    keyPath == action.keyPath
  }

  /// Whether two binding actions set the same field to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.isValueEqual(rhs.value)
  }
}

extension BindingAction: CasePathable {
  /// The case paths of binding actions, one per field of the state.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// One case path per field of the state, so that `\.binding.email` names the change of
  /// `email` in `store.send(\.binding.email, "…")` and `store.receive(\.binding.email)`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path of a change of the field at `keyPath`: it embeds a value as
    /// `.set(keyPath, value)`, and extracts the value of a binding action that sets that field.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      // Key paths are immutable, but Swift does not mark them `Sendable`.
      let path = UncheckedSendable(keyPath)
      return AnyCasePath(
        embed: { .set(path.value, $0) },
        extract: { action in
          guard action.keyPath == path.value else { return nil }
          return action.value as? Value
        }
      )
    }
  }
}

extension BindingAction: CustomDumpReflectable {
  /// The action as the code that made it reads, `.set(\State.email, "blob@pointfree.co")`,
  /// for `customDump` and test failure messages.
  public var customDumpMirror: Mirror {
    Mirror(
      self, children: [("set", (ReadableKeyPath(self.keyPath), self.value))], displayStyle: .enum
    )
  }
}

extension BindingAction: CustomDebugStringConvertible {
  /// The action as the code that made it reads: `.set(\State.email, "blob@pointfree.co")`.
  public var debugDescription: String {
    ".set(\(ReadableKeyPath(self.keyPath)), \(String(customDumping: self.value)))"
  }
}
