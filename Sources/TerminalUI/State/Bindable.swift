/// Makes bindings to the settable properties of an object, as SwiftUI's `Bindable`: hold a
/// store with it and `$store.field` is a ``Binding`` that sends a binding action.
///
/// ```swift
/// struct SettingsView: View {
///   @Bindable var store: StoreOf<Settings>
///   var body: some View {
///     Toggle("Sound", isOn: $store.isSoundOn)
///   }
/// }
/// ```
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
  /// The object.
  public var wrappedValue: Value

  /// Bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Bindings to `wrappedValue`'s properties.
  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// This wrapper, whose members are bindings.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to a settable property of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
