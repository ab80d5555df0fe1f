/// Presents content over a view (a sheet, a cover, a popover, a pushed destination) while a
/// binding says so; setting the binding back, or the environment's `dismiss`, dismisses it.
public struct _PresentationModifier: ViewModifier, _PrimitiveModifier {
  let kind: String
  let isPresented: @MainActor () -> Bool
  let dismiss: @MainActor () -> Void
  let content: @MainActor () -> AnyView?
  let onDismiss: UncheckedBox<(() -> Void)?>

  init<V: View>(
    kind: String, isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    content: () -> V
  ) {
    let view = AnyView(content())
    self.kind = kind
    self.isPresented = { isPresented.wrappedValue }
    self.dismiss = { isPresented.wrappedValue = false }
    self.content = { isPresented.wrappedValue ? view : nil }
    self.onDismiss = UncheckedBox(onDismiss)
  }

  init<Item, V: View>(
    kind: String, item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    content: @escaping (Item) -> V
  ) {
    self.kind = kind
    self.isPresented = { item.wrappedValue != nil }
    self.dismiss = { item.wrappedValue = nil }
    self.content = { item.wrappedValue.map { AnyView(content($0)) } }
    self.onDismiss = UncheckedBox(onDismiss)
  }

  public typealias Body = Never

  public func _makeNodes(content: some View, _ resolver: inout ViewResolver) -> [ViewNode] {
    var children = resolver.nodes(for: content)
    let dismiss = self.dismiss
    let onDismiss = self.onDismiss
    let close: @MainActor @Sendable () -> Void = {
      dismiss(); onDismiss.value?()
    }
    if let presented = self.content() {
      let nodes = resolver.child(presented, at: kind) { environment in
        environment.isPresented = true
        environment.dismiss = DismissAction(close)
      }
      children.append(resolver.node(kind, children: nodes, handlers: ["dismiss": handler(close)]))
    }
    return children
  }
}

extension View {
  /// Presents the view `content` builds as a sheet while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      _PresentationModifier(
        kind: "sheet", isPresented: isPresented, onDismiss: onDismiss, content: content))
  }

  /// Presents a sheet for `item` while it is not `nil`.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      _PresentationModifier(kind: "sheet", item: item, onDismiss: onDismiss, content: content))
  }

  /// Presents the view `content` builds over the whole screen while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      _PresentationModifier(
        kind: "fullScreenCover", isPresented: isPresented, onDismiss: onDismiss, content: content))
  }

  /// Presents a full-screen cover for `item` while it is not `nil`.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      _PresentationModifier(
        kind: "fullScreenCover", item: item, onDismiss: onDismiss, content: content))
  }

  /// Presents the view `content` builds in a popover while `isPresented` is true.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(_PresentationModifier(kind: "popover", isPresented: isPresented, content: content))
  }

  /// Presents a popover for `item` while it is not `nil`.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(_PresentationModifier(kind: "popover", item: item, content: content))
  }

  /// Sets the heights a sheet can take.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    node(
      "presentationDetents",
      [.init("detents", detents.map(\.description).sorted().joined(separator: ", "))])
  }

  /// Whether a swipe can dismiss the sheet this view is in.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    node("interactiveDismissDisabled", [.init("isDisabled", "\(isDisabled)")])
  }
}

/// Where a popover points: SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor: Sendable {
  case rect(Anchor)
  case point(UnitPoint)
  /// A rectangle of the view.
  public enum Anchor: Sendable { case bounds }
}

/// A height a sheet can take: SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  public static let medium = PresentationDetent(description: "medium")
  public static let large = PresentationDetent(description: "large")
  public static func fraction(_ fraction: Double) -> PresentationDetent {
    PresentationDetent(description: "fraction(\(fraction))")
  }
  public static func height(_ height: Double) -> PresentationDetent {
    PresentationDetent(description: "height(\(height))")
  }
}

/// Whether something is shown: SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

// MARK: Alerts and confirmation dialogs

/// An alert or a dialog: its title, message and buttons.
public struct _DialogModifier: ViewModifier, _PrimitiveModifier {
  let kind: String
  let title: Text
  let isPresented: Binding<Bool>
  let actions: @MainActor () -> AnyView
  let message: @MainActor () -> AnyView

  public typealias Body = Never

  public func _makeNodes(content: some View, _ resolver: inout ViewResolver) -> [ViewNode] {
    var children = resolver.nodes(for: content)
    guard isPresented.wrappedValue else { return children }
    let isPresented = self.isPresented
    let close: @MainActor @Sendable () -> Void = { isPresented.wrappedValue = false }
    var buttons = resolver.child(actions(), at: kind + "-actions") { environment in
      environment.dismissesPresentation = DismissAction(close)
    }
    // SwiftUI adds an OK (alert) or Cancel (dialog) button when there are no actions.
    if buttons.isEmpty {
      buttons.append(
        ViewNode(
          "Button", [.init("role", "cancel")],
          children: [ViewNode("Text", [.init("text", kind == "Alert" ? "OK" : "Cancel")])],
          handlers: ["action": handler(close)]))
    }
    let message = resolver.child(self.message(), at: kind + "-message")
    children.append(
      resolver.node(
        kind,
        [.init("title", title.string)]
          + (message.isEmpty ? [] : [.init("message", message.map(\.text).joined(separator: " "))]),
        children: buttons, handlers: ["dismiss": handler(close)]))
    return children
  }
}

private struct DismissesPresentationKey: EnvironmentKey {
  static var defaultValue: DismissAction? { nil }
}

extension EnvironmentValues {
  /// The alert or dialog a button is in, which its tap dismisses.
  var dismissesPresentation: DismissAction? {
    get { self[DismissesPresentationKey.self] }
    set { self[DismissesPresentationKey.self] = newValue }
  }
}

extension View {
  /// Presents an alert titled `titleKey` with `actions` while `isPresented` is true.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// Presents an alert titled `title` with `actions` while `isPresented` is true.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// Presents an alert with `actions` and a message while `isPresented` is true.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert with `actions` and a message while `isPresented` is true.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let actions = AnyView(actions())
    let message = AnyView(message())
    return modifier(
      _DialogModifier(
        kind: "Alert", title: title, isPresented: isPresented, actions: { actions },
        message: { message }))
  }

  /// Presents an alert about `data` while `isPresented` is true and `data` is not `nil`.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(
      _DialogModifier(
        kind: "Alert", title: title,
        isPresented: Binding(
          get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 }),
        actions: { data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()) },
        message: { data.map { AnyView(message($0)) } ?? AnyView(EmptyView()) }))
  }

  /// Presents an alert about `data` while `isPresented` is true and `data` is not `nil`.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    alert(
      Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message
    )
  }

  /// Presents a confirmation dialog with `actions` while `isPresented` is true.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: { EmptyView() })
  }

  /// Presents a confirmation dialog with `actions` and a message while `isPresented` is true.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: message)
  }

  /// Presents a confirmation dialog with `actions` and a message while `isPresented` is true.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let actions = AnyView(actions())
    let message = AnyView(message())
    return modifier(
      _DialogModifier(
        kind: "ConfirmationDialog", title: title, isPresented: isPresented, actions: { actions },
        message: { message }))
  }

  /// Presents a confirmation dialog about `data` while `isPresented` is true.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(
      _DialogModifier(
        kind: "ConfirmationDialog", title: title,
        isPresented: Binding(
          get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 }),
        actions: { data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()) },
        message: { data.map { AnyView(message($0)) } ?? AnyView(EmptyView()) }))
  }
}
