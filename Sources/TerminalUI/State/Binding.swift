/// A value a view reads and writes without owning it, as SwiftUI's `Binding`: controls such as
/// ``TextField`` and ``Toggle`` edit state through one.
///
/// With a store whose action is `BindableAction`, `$store.text` is a binding that reads the
/// state and writes it by sending `.binding(.set(\.text, newValue))`, as in TCA's SwiftUI:
/// ```swift
/// struct NameView: View {
///   @Bindable var store: StoreOf<NameFeature>
///   var body: some View {
///     TextField("Name", text: $store.name)
///   }
/// }
/// ```
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let read: @MainActor () -> Value
  private let write: @MainActor (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.read = get
    self.write = set
  }

  /// A binding to a value that never changes (writes are ignored): for previews and tests.
  ///
  /// ```swift
  /// Toggle("Sound", isOn: .constant(true))
  /// ```
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value, read and written through the binding.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// The binding itself, so that `$value` passes it on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a part of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding<Subject>(
      get: { read()[keyPath: keyPath] },
      set: { newValue in
        var value = read()
        value[keyPath: keyPath] = newValue
        write(value)
      })
  }
}
