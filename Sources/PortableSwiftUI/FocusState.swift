/// Which control has the keyboard focus: SwiftUI's `FocusState`.
///
/// ```swift
/// @FocusState var focus: Field?
/// TextField("Name", text: $name).focused($focus, equals: .name)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, @unchecked Sendable {
  let box: StateBox<Value>

  /// A focus state whose value is `nil` (nothing focused).
  public init<T: Hashable>() where Value == T? { box = StateBox(nil) }
  /// A focus state that says whether one control is focused.
  public init() where Value == Bool { box = StateBox(false) }

  /// The focused value.
  public var wrappedValue: Value {
    get { box.storage.value }
    nonmutating set { box.storage.set(newValue) }
  }

  /// The binding `.focused(_:)` takes.
  public var projectedValue: Binding {
    let box = self.box
    return Binding(read: { box.storage.value }, write: { box.storage.set($0) })
  }

  /// A binding to a focus state, for `.focused(_:equals:)`.
  @propertyWrapper
  public struct Binding: @unchecked Sendable {
    let read: () -> Value
    let write: (Value) -> Void
    /// The focused value.
    public var wrappedValue: Value {
      get { read() }
      nonmutating set { write(newValue) }
    }
    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

extension FocusState: _GraphProperty {
  func _attach(to graph: ViewGraph, key: String, environment: EnvironmentValues) {
    if let existing = graph.storage[key] as? StateStorage<Value> {
      box.storage = existing
    } else {
      graph.storage[key] = box.storage
    }
    box.storage.graph = graph
  }
}

extension View {
  /// Focuses this view when `binding` equals `value`, and sets it so when a user focuses it.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    node(
      "focused", [.init("isFocused", "\(binding.wrappedValue == value)")],
      handlers: [
        "focus": handler { binding.wrappedValue = value },
        // Focus leaving the view clears the state, where the state can say "nothing".
        "release": handler {
          if binding.wrappedValue == value, let none = Value.self as? _FocusNothing.Type,
            let nothing = none._nothing as? Value
          {
            binding.wrappedValue = nothing
          }
        },
      ])
  }
  /// Focuses this view while `condition` is true.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    node(
      "focused", [.init("isFocused", "\(condition.wrappedValue)")],
      handlers: [
        "focus": handler { condition.wrappedValue = true },
        "release": handler { condition.wrappedValue = false },
      ])
  }
}

/// A focus state's "nothing focused": `nil` of an optional value.
protocol _FocusNothing {
  static var _nothing: Any { get }
}

extension Optional: _FocusNothing {
  static var _nothing: Any { Optional<Wrapped>.none as Any }
}
