/// Builds views from the statements of a closure, as SwiftUI's `ViewBuilder` does: sequences,
/// `if`/`else`, `switch`, `if let` and `if #available`.
///
/// ```swift
/// @ViewBuilder func status(running: Bool) -> some View {
///   if running { Text("Running") } else { Text("Stopped") }
/// }
/// ```
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// An empty closure: nothing.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One view: that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views: siblings.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }

  /// Each statement's view, as it is.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else`: the view, or nothing.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The `if` branch (or a `switch` case) taken.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The `else` branch (or a later `switch` case) taken.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// An `if #available` branch, type-erased as SwiftUI does.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views side by side, as a builder makes them: SwiftUI's `TupleView`.
public struct TupleView<T>: View, _PrimitiveView {
  /// The views, as a tuple.
  public var value: T

  /// Siblings of the views in `value`.
  public init(_ value: T) { self.value = value }

  public typealias Body = Never

  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    var nodes: [ViewNode] = []
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      if let view = child.value as? any View {
        nodes += resolver.child(view, at: "\(index)")
      }
    }
    return nodes
  }
}

/// One of two views, as an `if`/`else` makes it.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage

  public typealias Body = Never

  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    switch storage {
    case .trueContent(let view): resolver.child(view, at: "T")
    case .falseContent(let view): resolver.child(view, at: "F")
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: _PrimitiveView where Wrapped: View {
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    switch self {
    case .some(let view): resolver.child(view, at: "some")
    case .none: []
    }
  }
}

/// Nothing: SwiftUI's `EmptyView`.
public struct EmptyView: View, _PrimitiveView {
  /// Nothing.
  public init() {}
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] { [] }
}

/// A view whose type is erased: SwiftUI's `AnyView`.
public struct AnyView: View, _PrimitiveView {
  let view: any View

  /// `view`, type-erased.
  public init<V: View>(_ view: V) { self.view = view }

  /// `view`, type-erased, or `nil` if it is not a view.
  public init?(erasing view: Any) {
    guard let view = view as? any View else { return nil }
    self.view = view
  }

  public typealias Body = Never

  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    resolver.child(view, at: "\(type(of: view))")
  }
}

/// Views grouped without a layout of their own: SwiftUI's `Group`.
public struct Group<Content> {
  /// The grouped content.
  public var content: Content
}

extension Group: View, _PrimitiveView where Content: View {
  /// Groups the views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public typealias Body = Never

  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    resolver.nodes(for: content)
  }
}
