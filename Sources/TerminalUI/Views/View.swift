/// A piece of a terminal screen, described as a function of state.
///
/// Write screens the way SwiftUI views are written: a `body` built from other views.
/// ```swift
/// struct CounterView: View {
///   let count: Int
///   var body: some View {
///     VStack {
///       Text("Count: \(count)").bold()
///       Text("press q to quit").dim()
///     }
///     .border()
///   }
/// }
/// ```
@MainActor
package protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// `Never` is the body type of views the renderer draws itself, and has no body either.
  package typealias Body = Never
  /// Never called: no value of `Never` exists.
  package var body: Never { fatalError("Never has no body") }
}

/// A view the renderer draws itself rather than through a `body`.
@MainActor
protocol PrimitiveView {
  /// The layout nodes of this view (none, one, or several for a group of siblings).
  func makeNodes(in context: inout ResolveContext) -> [LayoutNode]
}

extension PrimitiveView {
  /// Primitive views have no body; asking for one is a programming error.
  func bodyNeverCalled() -> Never {
    fatalError("\(Self.self) is drawn by the renderer and has no body")
  }
}
