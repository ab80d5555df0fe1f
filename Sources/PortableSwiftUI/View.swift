/// A piece of user interface, described as a function of state: SwiftUI's `View`.
///
/// ```swift
/// struct CounterView: View {
///   let count: Int
///   var body: some View {
///     HStack {
///       Text("Count:")
///       Text("\(count)").monospacedDigit()
///     }
///   }
/// }
/// ```
@MainActor
@preconcurrency
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// `Never` is the body of the views a renderer draws itself.
  public typealias Body = Never
  /// Never called: no value of `Never` exists.
  public var body: Never { fatalError("Never has no body") }
}

/// A view that a renderer resolves itself instead of through its `body`: stacks, text, controls
/// and modifiers. Its nodes are what renderers draw and what tests snapshot.
///
/// Renderers may add views of their own by conforming them to this protocol.
@MainActor
public protocol _PrimitiveView {
  /// The nodes of this view: none, one, or several siblings.
  func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode]
}

extension View where Body == Never {
  /// The body of a primitive view, which is never asked for.
  public var body: Never {
    fatalError("\(Self.self) is resolved by the renderer and has no body")
  }
}
