import Foundation
import Observation

/// A key for a value of the environment: SwiftUI's `EnvironmentKey`.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///   var accent: Color {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value where no view set one.
  static var defaultValue: Self.Value { get }
}

/// The values a view inherits from the views around it: SwiftUI's `EnvironmentValues`.
public struct EnvironmentValues: CustomStringConvertible, @unchecked Sendable {
  private var values: [ObjectIdentifier: Any] = [:]
  private var objects: [ObjectIdentifier: AnyObject] = [:]

  /// The default environment.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The observable object of type `T` placed with `.environment(_:)`, if any.
  subscript<T: AnyObject>(object type: T.Type) -> T? {
    get { objects[ObjectIdentifier(type)] as? T }
    set { objects[ObjectIdentifier(type)] = newValue }
  }

  /// How many values are set.
  public var description: String { "EnvironmentValues(\(values.count) values)" }
}

/// Reads a value of the environment: SwiftUI's `Environment`.
///
/// ```swift
/// struct CloseButton: View {
///   @Environment(\.dismiss) var dismiss
///   var body: some View { Button("Close") { dismiss() } }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty, @unchecked Sendable {
  private let read: (EnvironmentValues) -> Value?
  private let box = EnvironmentBox()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  /// Reads the observable object of type `objectType` placed with `.environment(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
    read = { $0[object: objectType] }
  }

  /// Reads the observable object of type `objectType`, or `nil`.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    read = { $0[object: objectType] }
  }

  /// The current value.
  public var wrappedValue: Value {
    if let value = read(box.values) { return value }
    fatalError("No observable object of type \(Value.self) found in the environment.")
  }
}

extension Environment: _GraphProperty {
  func _attach(to graph: ViewGraph, key: String, environment: EnvironmentValues) {
    box.values = environment
  }
}

/// The environment an `Environment` reads, set when its view is resolved.
final class EnvironmentBox: @unchecked Sendable {
  var values = EnvironmentValues()
}

/// A modifier that sets a value of the environment for its content.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, _PrimitiveModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  public func _makeNodes(content: some View, _ resolver: inout ViewResolver) -> [ViewNode] {
    let keyPath = self.keyPath
    let value = self.value
    return resolver.nodes(for: content) { $0[keyPath: keyPath] = value }
  }
}

/// A modifier that places an observable object in the environment.
public struct _EnvironmentObjectModifier<T: AnyObject & Observable>: ViewModifier,
  _PrimitiveModifier
{
  let object: T?

  public func _makeNodes(content: some View, _ resolver: inout ViewResolver) -> [ViewNode] {
    let object = self.object
    return resolver.nodes(for: content) { $0[object: T.self] = object }
  }
}

extension View {
  /// Sets the environment value at `keyPath` to `value` for this view and its content.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }

  /// Places `object` in the environment, for `@Environment(T.self)`.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(_EnvironmentObjectModifier(object: object))
  }

  /// Transforms the environment value at `keyPath` for this view and its content.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(_EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
  }
}

/// A modifier that transforms a value of the environment.
public struct _EnvironmentTransformModifier<Value>: ViewModifier, _PrimitiveModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let transform: (inout Value) -> Void

  public func _makeNodes(content: some View, _ resolver: inout ViewResolver) -> [ViewNode] {
    let keyPath = self.keyPath
    let transform = self.transform
    return resolver.nodes(for: content) { transform(&$0[keyPath: keyPath]) }
  }
}
