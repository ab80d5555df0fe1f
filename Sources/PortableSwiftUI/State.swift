import Foundation

/// A value a view owns and may change; changing it makes the view resolve again: SwiftUI's
/// `State`.
///
/// ```swift
/// struct RefreshButton: View {
///   @State var isLoading = false
///   var body: some View {
///     Button(isLoading ? "Loading…" : "Refresh") { isLoading = true }
///   }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty, @unchecked Sendable {
  let box: StateBox<Value>

  /// A state whose first value is `wrappedValue`.
  public init(wrappedValue value: Value) { box = StateBox(value) }

  /// A state whose first value is `value`.
  public init(initialValue value: Value) { box = StateBox(value) }

  /// The current value.
  public var wrappedValue: Value {
    get { box.storage.value }
    nonmutating set { box.storage.set(newValue) }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.storage.value }, set: { box.storage.set($0) })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state whose first value is `nil`.
  public init() { self.init(wrappedValue: nil) }
}

extension State: _GraphProperty {
  func _attach(to graph: ViewGraph, key: String, environment: EnvironmentValues) {
    if let existing = graph.storage[key] as? StateStorage<Value> {
      box.storage = existing
    } else {
      graph.storage[key] = box.storage
    }
    box.storage.graph = graph
  }
}

/// The reference a `State` value holds; it points at the graph's storage once attached.
final class StateBox<Value>: @unchecked Sendable {
  var storage: StateStorage<Value>
  init(_ value: Value) { storage = StateStorage(value) }
}

/// One `@State` value in a graph. As SwiftUI's, it may be written from any thread (a
/// `.refreshable` action runs off the main actor); the graph hears of it on the main actor.
final class StateStorage<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  weak var graph: ViewGraph?
  init(_ value: Value) { self.stored = value }

  var value: Value { lock.withLock { stored } }

  func set(_ newValue: Value, invalidating: Bool = true) {
    lock.withLock { stored = newValue }
    guard invalidating, let graph else { return }
    graph.markNeedsUpdate()
    if Thread.isMainThread {
      MainActor.assumeIsolated { graph.invalidate() }
    } else {
      let graph = UncheckedBox(graph)
      Task { @MainActor in graph.value.invalidate() }
    }
  }
}
