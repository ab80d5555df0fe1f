import Foundation

/// Lifecycle and data modifiers: tasks, appearance, changes, refresh and search.
extension View {
  /// Starts `action` when this view appears; it is cancelled when the view disappears.
  ///
  /// `action` runs on the actor of the code that wrote it, as SwiftUI's does: a view's body is
  /// on the main actor, so `.task { await store.send(.task).finish() }` sends from there.
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    node("task", handlers: ["task": asyncHandler(action)])
  }

  /// Starts `action` when this view appears and again, cancelling the last, when `id` changes.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    node("task", [.init("id", "\(value)")], handlers: ["task": asyncHandler(action)])
  }

  /// Runs `action` when this view appears.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    node("onAppear", handlers: action.map { ["appear": handler($0)] } ?? [:])
  }

  /// Runs `action` when this view disappears.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    node("onDisappear", handlers: action.map { ["disappear": handler($0)] } ?? [:])
  }

  /// Runs `action` with the old and new values when `value` changes.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void
  ) -> some View {
    modifier(_OnChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(_OnChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs `action` with the new value when `value` changes (deprecated in SwiftUI).
  @_disfavoredOverload
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping @MainActor (V) -> Void
  ) -> some View {
    modifier(_OnChangeModifier(value: value, initial: false) { _, new in action(new) })
  }

  /// Lets a user refresh this view's content: `action` runs, and the refresh shows until it ends.
  public func refreshable(
    @_inheritActorContext action: @escaping @Sendable () async -> Void
  ) -> some View {
    node("refreshable", handlers: ["refresh": asyncHandler(action)]) {
      $0.refresh = RefreshAction(action: action)
    }
  }

  /// A search field for this view's content, editing `text`.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey? = nil
  ) -> some View {
    node(
      "searchable",
      [.init("text", text.wrappedValue)] + (prompt.map { [.init("prompt", $0.string)] } ?? []),
      handlers: ["set": ViewNode.Handler { text.wrappedValue = $0 ?? "" }])
  }

  /// A search field for this view's content, editing `text`, with a text prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?
  ) -> some View {
    node(
      "searchable",
      [.init("text", text.wrappedValue)] + (prompt.map { [.init("prompt", $0.string)] } ?? []),
      handlers: ["set": ViewNode.Handler { text.wrappedValue = $0 ?? "" }])
  }

  /// This view's changes animate with `animation` when `value` changes.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    node("animation", [.init("animation", animation.map { "\($0)" } ?? "nil")])
  }

  /// This view's changes animate with `animation` (deprecated in SwiftUI).
  @_disfavoredOverload
  public func animation(_ animation: Animation?) -> some View {
    node("animation", [.init("animation", animation.map { "\($0)" } ?? "nil")])
  }

  /// How this view comes and goes.
  public func transition(_ t: AnyTransition) -> some View {
    node("transition", [.init("transition", t.description)])
  }

  /// This view's changes carry a transaction changed by `transform`.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    node("transaction")
  }
}

/// Where a search field sits: SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Sendable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

/// How a view comes and goes: SwiftUI's `AnyTransition`.
public struct AnyTransition: Sendable, CustomStringConvertible {
  public let description: String
  public static let identity = AnyTransition(description: "identity")
  public static let opacity = AnyTransition(description: "opacity")
  public static let scale = AnyTransition(description: "scale")
  public static let slide = AnyTransition(description: "slide")
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(description: "move(\(edge))")
  }
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(description: "scale(\(scale))")
  }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition(description: "offset(\(x), \(y))")
  }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(description: "asymmetric(\(insertion), \(removal))")
  }
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(description: "\(description)+\(other.description)")
  }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Runs an action when a value changes between resolutions.
public struct _OnChangeModifier<V: Equatable>: ViewModifier, _PrimitiveModifier {
  let value: V
  let initial: Bool
  let action: @MainActor (V, V) -> Void
  public typealias Body = Never
  public func _makeNodes(content: some View, _ resolver: inout ViewResolver) -> [ViewNode] {
    let key = resolver.identity + "#onChange"
    let previous = resolver.graph.storage[key] as? StateStorage<V>
    if let previous {
      if previous.value != value {
        let old = previous.value
        previous.setQuietly(value)
        action(old, value)
      }
    } else {
      resolver.graph.storage[key] = StateStorage(value)
      if initial { action(value, value) }
    }
    return [
      resolver.node(
        "onChange", [.init("value", "\(value)")], children: resolver.nodes(for: content))
    ]
  }
}

extension StateStorage {
  /// Stores `newValue` without asking for another resolution.
  func setQuietly(_ newValue: Value) { set(newValue, invalidating: false) }
}
