/// Rows in a scrolling column: SwiftUI's `List`.
///
/// With a selection, the rows tagged with a value of its type (by `.tag(_:)`, or by their
/// `ForEach` id) are selectable:
///
/// ```swift
/// List(selection: $selectedFruit) {
///   ForEach(fruits, id: \.self) { Text($0) }
/// }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
  let content: Content
  let selection: ListSelection<SelectionValue>?
  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
    self.selection = nil
  }
  /// A list whose selected row is `selection`.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map(ListSelection.init)
  }
  /// A list whose selected rows are `selection`.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map(ListSelection.init)
  }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    // A list of one `ForEach` leaves its rows to the renderer, which resolves those in sight
    // (SwiftUI's lazy list).
    if resolver.graph.resolvesListRowsLazily, let rows = content as? any LazyRowsContent {
      guard let selection else {
        return [resolver.node("List", children: [rows.lazyNode(resolver, selection: nil)])]
      }
      return [selection.lazyNode(rows, resolver)]
    }
    // Only a selection reads the tags of the rows.
    let rows = resolver.nodes(for: content, taggingRowsWithIDs: selection != nil)
    guard let selection else { return [resolver.node("List", children: rows)] }
    return [selection.node(rows: rows, &resolver)]
  }
}

extension List {
  /// A list of a row per identifiable element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable,
    SelectionValue == Never
  {
    self.content = ForEach(data, content: rowContent)
    self.selection = nil
  }
  /// A list of a row per element, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = nil
  }
}

extension List {
  /// A list of a row per identifiable element, whose selected row is `selection`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }
  /// A list of a row per identifiable element, whose selected rows are `selection`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }
  /// A list of a row per element, identified by `id`, whose selected row is `selection`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
  /// A list of a row per element, identified by `id`, whose selected rows are `selection`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
}

/// Rows under a header and above a footer, in a list or form: SwiftUI's `Section`.
public struct Section<Parent: View, Content: View, Footer: View>: View, _PrimitiveView {
  let header: Parent
  let content: Content
  let footer: Footer
  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.content = content()
    self.header = header()
    self.footer = footer()
  }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    let header = resolver.child(self.header, at: "header")
    let footer = resolver.child(self.footer, at: "footer")
    return [
      resolver.node(
        "Section",
        (header.isEmpty ? [] : [.init("header", header.map(\.text).joined(separator: " "))])
          + (footer.isEmpty ? [] : [.init("footer", footer.map(\.text).joined(separator: " "))]),
        children: resolver.nodes(for: content))
    ]
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section of rows.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section with a localized text header.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }
  /// A section with a text header.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

/// Controls grouped for data entry: SwiftUI's `Form`.
public struct Form<Content: View>: View, _PrimitiveView {
  let content: Content
  /// A form of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [resolver.node("Form", children: resolver.nodes(for: content))]
  }
}

/// Content shown or hidden under a label: SwiftUI's `DisclosureGroup`.
public struct DisclosureGroup<Label: View, Content: View>: View, _PrimitiveView {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var expanded = false
  /// A group whose content shows when expanded.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    self.isExpanded = nil
  }
  /// A group expanded while `isExpanded` is true.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.content = content()
    self.label = label()
    self.isExpanded = isExpanded
  }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    resolver.graph.attach(self, at: resolver.identity, environment: resolver.environment)
    let binding = isExpanded ?? $expanded
    let open = binding.wrappedValue
    return [
      resolver.control(
        "DisclosureGroup", [.init("isExpanded", "\(open)")],
        children: resolver.child(label, at: "label") + (open ? resolver.nodes(for: content) : []),
        handlers: ["action": handler { binding.wrappedValue.toggle() }])
    ]
  }
}

extension DisclosureGroup where Label == Text {
  /// A group labelled with localized text.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A group labelled with localized text, expanded while `isExpanded` is true.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
}

/// Content in a box with an optional label: SwiftUI's `GroupBox`.
public struct GroupBox<Label: View, Content: View>: View, _PrimitiveView {
  let label: Label
  let content: Content
  /// A box labelled by the view `label` builds.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [
      resolver.node(
        "GroupBox", children: resolver.child(label, at: "label") + resolver.nodes(for: content))
    ]
  }
}

extension GroupBox where Label == EmptyView {
  /// A box without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  /// A box labelled with localized text.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
}
