/// A field of a feature's state that views may set directly through binding actions; the
/// pre-1.7 way, before `@ObservableState` made every field bindable.
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var text = ""
/// }
/// // A binding action names the field by its projected value:
/// store.send(.binding(.set(\.$text, "Hello")))
/// case .binding(\.$text): …
/// ```
@available(
  *,
  deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
@propertyWrapper
public struct BindingState<Value> {
  /// The field's value.
  public var wrappedValue: Value
  #if DEBUG
    // Where the field is declared, which TCA's warnings name.
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
  #endif

  /// A bindable field with an initial value.
  public init(
    wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.wrappedValue = wrappedValue
    #if DEBUG
      self.fileID = fileID
      self.filePath = filePath
      self.line = line
      self.column = column
    #endif
  }

  /// The wrapper itself, so that `\.$field` names the field in binding actions.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

// Equality, hashing, coding and dumps see the value only, not where it is declared.

@available(*, deprecated)
extension BindingState: Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

@available(*, deprecated)
extension BindingState: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

@available(*, deprecated)
extension BindingState: Decodable where Value: Decodable {
  /// Decodes the value from a single value container, or else from the decoder itself.
  public init(from decoder: any Decoder) throws {
    if let value = try? decoder.singleValueContainer().decode(Value.self) {
      self.init(wrappedValue: value)
    } else {
      self.init(wrappedValue: try Value(from: decoder))
    }
  }
}

@available(*, deprecated)
extension BindingState: Encodable where Value: Encodable {
  /// Encodes the value into a single value container, or else into the encoder itself.
  public func encode(to encoder: any Encoder) throws {
    do {
      var container = encoder.singleValueContainer()
      try container.encode(self.wrappedValue)
    } catch {
      try self.wrappedValue.encode(to: encoder)
    }
  }
}

@available(*, deprecated)
extension BindingState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue)
  }
}

@available(*, deprecated)
extension BindingState: CustomDumpRepresentable {
  public var customDumpValue: Any {
    self.wrappedValue
  }
}

@available(*, deprecated)
extension BindingState: CustomDebugStringConvertible where Value: CustomDebugStringConvertible {
  public var debugDescription: String {
    self.wrappedValue.debugDescription
  }
}

@available(*, deprecated)
extension BindingState: Sendable where Value: Sendable {}

@available(
  *,
  deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
extension BindableAction {
  /// An action that sets a `@BindingState` field: `.set(\.$text, "Hello")`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    self.binding(.set(keyPath, value))
  }
}

@available(
  *,
  deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
extension BindingAction {
  /// An action that sets a `@BindingState` field to a value. Its key path is the wrapper's
  /// (`\.$text`), which `case .binding(\.$text):` matches.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    // Key paths are immutable, but Swift does not mark them `Sendable`.
    let path = UncheckedSendable(keyPath)
    return Self(
      keyPath: keyPath,
      value: value,
      apply: { $0[keyPath: path.value].wrappedValue = value },
      isValueEqual: { ($0 as? Value) == value }
    )
  }
}

@available(
  *,
  deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
extension BindingAction.AllCasePaths {
  /// The case path of a change of a `@BindingState` field, `\.binding.$text`: it embeds a value
  /// as `.set(\.$text, value)` and extracts the value such an action sets.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> AnyCasePath<BindingAction, Value> {
    let path = UncheckedSendable(keyPath)
    return AnyCasePath(
      embed: { .set(path.value, $0) },
      extract: { action in
        action.keyPath == path.value ? action.value as? Value : nil
      }
    )
  }
}
