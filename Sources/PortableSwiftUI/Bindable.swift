import Observation

/// Makes bindings to the settable properties of an observable object: SwiftUI's `Bindable`.
///
/// ```swift
/// struct SettingsView: View {
///   @Bindable var settings: Settings
///   var body: some View { Toggle("Sound", isOn: $settings.isSoundOn) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty, @unchecked Sendable {
  /// The object.
  public var wrappedValue: Value

  /// Bindings to the properties of `wrappedValue`.
  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  /// Bindings to the properties of `wrappedValue`.
  public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
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
      read: { object[keyPath: keyPath] }, write: { value, _ in object[keyPath: keyPath] = value })
  }
}
