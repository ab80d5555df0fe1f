import Foundation

/// The handlers and disabled attribute of a control, as the environment allows.
extension ViewResolver {
  func control(
    _ kind: String, _ attributes: [ViewNode.Attribute], children: [ViewNode] = [],
    handlers: [String: ViewNode.Handler]
  ) -> ViewNode {
    let enabled = environment.isEnabled
    return node(
      kind, attributes + (enabled ? [] : [.init("disabled", "true")]), children: children,
      handlers: enabled ? handlers : [:])
  }
}

/// A control that turns a setting on and off: SwiftUI's `Toggle`.
public struct Toggle<Label: View>: View, _PrimitiveView {
  let isOn: Binding<Bool>
  let label: Label
  /// A toggle labelled by the view `label` builds.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    let isOn = self.isOn
    return [
      resolver.control(
        "Toggle", [.init("isOn", "\(isOn.wrappedValue)")], children: resolver.nodes(for: label),
        handlers: ["action": handler { isOn.wrappedValue.toggle() }])
    ]
  }
}

extension Toggle where Label == Text {
  /// A toggle labelled with localized text.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
  /// A toggle labelled with text.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

/// A field that edits a line of text: SwiftUI's `TextField`.
public struct TextField<Label: View>: View, _PrimitiveView {
  let text: Binding<String>
  let prompt: Text?
  let axis: Axis?
  let label: Label
  let isSecure: Bool
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    let text = self.text
    let attributes: [ViewNode.Attribute] =
      [.init("text", text.wrappedValue)] + (prompt.map { [.init("prompt", $0.string)] } ?? [])
      + (axis == .vertical ? [.init("axis", "vertical")] : [])
    return [
      resolver.control(
        isSecure ? "SecureField" : "TextField", attributes, children: resolver.nodes(for: label),
        handlers: ["set": ViewNode.Handler { value in text.wrappedValue = value ?? "" }])
    ]
  }
}

extension TextField where Label == Text {
  /// A field labelled with localized text.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil
  ) {
    self.init(text: text, prompt: prompt, axis: nil, label: Text(titleKey), isSecure: false)
  }
  /// A field labelled with text.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text, prompt: prompt, axis: nil, label: Text(title), isSecure: false)
  }
  /// A field that grows along `axis`.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis
  ) {
    self.init(text: text, prompt: prompt, axis: axis, label: Text(titleKey), isSecure: false)
  }
  /// A field that edits a value through `format`.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    let text = Binding<String>(
      get: { format.format(value.wrappedValue) },
      set: { if let parsed = try? format.parseStrategy.parse($0) { value.wrappedValue = parsed } })
    self.init(text: text, prompt: prompt, axis: nil, label: Text(titleKey), isSecure: false)
  }
}

extension TextField {
  /// A field labelled by the view `label` builds.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, prompt: prompt, axis: nil, label: label(), isSecure: false)
  }
}

/// A field for a password, whose text is not shown: SwiftUI's `SecureField`.
public struct SecureField<Label: View>: View, _PrimitiveView {
  let field: TextField<Label>
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    field._makeNodes(&resolver).map { node in
      var node = node
      if let index = node.attributes.firstIndex(where: { $0.name == "text" }) {
        node.attributes[index].value = String(
          repeating: "•", count: node.attributes[index].value.count)
      }
      return node
    }
  }
}

extension SecureField where Label == Text {
  /// A password field labelled with localized text.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    field = TextField(text: text, prompt: prompt, axis: nil, label: Text(titleKey), isSecure: true)
  }
  /// A password field labelled with text.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    field = TextField(text: text, prompt: prompt, axis: nil, label: Text(title), isSecure: true)
  }
}

/// A control that counts up and down: SwiftUI's `Stepper`.
public struct Stepper<Label: View>: View, _PrimitiveView {
  let increment: @MainActor () -> Void
  let decrement: @MainActor () -> Void
  let label: Label
  /// A stepper that runs `onIncrement` and `onDecrement`.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.increment = onIncrement ?? {}
    self.decrement = onDecrement ?? {}
  }
  /// A stepper that changes `value` by `step` within `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.increment = {
      value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound)
    }
    self.decrement = {
      value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound)
    }
  }
  /// A stepper that changes `value` by `step`.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    self.decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
  }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [
      resolver.control(
        "Stepper", [], children: resolver.nodes(for: label),
        handlers: ["increment": handler(increment), "decrement": handler(decrement)])
    ]
  }
}

extension Stepper where Label == Text {
  /// A stepper labelled with localized text that changes `value` within `bounds`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, label: { Text(titleKey) })
  }
  /// A stepper labelled with localized text that changes `value`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, label: { Text(titleKey) })
  }
  /// A stepper labelled with text that changes `value` within `bounds`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, label: { Text(title) })
  }
  /// A stepper labelled with localized text that runs `onIncrement` and `onDecrement`.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

/// A control that picks a value from a range: SwiftUI's `Slider`.
public struct Slider<Label: View, ValueLabel: View>: View, _PrimitiveView {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let label: Label
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    let (value, bounds) = (self.value, self.bounds)
    let step = self.step ?? (bounds.upperBound - bounds.lowerBound) / 10
    return [
      resolver.control(
        "Slider",
        [
          .init("value", "\(value.wrappedValue)"), .init("range", "\(bounds)"),
          .init("step", "\(step)"),
        ],
        children: resolver.nodes(for: label),
        handlers: [
          "increment": handler {
            value.wrappedValue = min(value.wrappedValue + step, bounds.upperBound)
          },
          "decrement": handler {
            value.wrappedValue = max(value.wrappedValue - step, bounds.lowerBound)
          },
          "set": ViewNode.Handler { text in
            if let number = text.flatMap(Double.init) {
              value.wrappedValue = min(max(number, bounds.lowerBound), bounds.upperBound)
            }
          },
        ])
    ]
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: nil, label: EmptyView())
  }
  /// A slider over `bounds` in steps of `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: Double(step), label: EmptyView())
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A labelled slider over `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: nil, label: label())
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A labelled slider over `bounds` in steps of `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: Double(step), label: label())
  }
}

extension Slider {
  init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: Double?, label: Label
  ) {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step
    self.label = label
  }
}

/// Progress toward a goal, or activity of unknown length: SwiftUI's `ProgressView`.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, _PrimitiveView {
  let fraction: Double?
  let label: Label?
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    let fraction = self.fraction
    let label = self.label
    let children: [ViewNode]
    if let style = resolver.environment.progressViewStyle {
      children = style.makeNodes(
        ProgressViewStyleConfiguration(
          fractionCompleted: fraction, label: label.map { .init(AnyView($0)) },
          currentValueLabel: nil),
        &resolver)
    } else {
      children = label.map { resolver.nodes(for: $0) } ?? []
    }
    return [
      resolver.node(
        "ProgressView", fraction.map { [.init("fraction", "\($0)")] } ?? [], children: children)
    ]
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Activity of unknown length.
  public init() { self.init(fraction: nil, label: nil) }
  /// Progress of `value` out of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(fraction: value.map { Double($0 / total) }, label: nil)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Activity of unknown length, labelled by the view `label` builds.
  public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label()) }
  /// Progress of `value` out of `total`, labelled.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(fraction: value.map { Double($0 / total) }, label: label())
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Activity of unknown length, labelled with localized text.
  public init(_ titleKey: LocalizedStringKey) { self.init(fraction: nil, label: Text(titleKey)) }
  /// Progress of `value` out of `total`, labelled with localized text.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(fraction: value.map { Double($0 / total) }, label: Text(titleKey))
  }
}

extension ProgressView where CurrentValueLabel == EmptyView, Label == _StyledContent {
  /// A progress view made from a style's configuration, as custom styles do.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(fraction: configuration.fractionCompleted, label: configuration.label)
  }
}

/// A control that picks a date: SwiftUI's `DatePicker`.
public struct DatePicker<Label: View>: View, _PrimitiveView {
  let selection: Binding<Date>
  let label: Label
  /// Which parts of a date a date picker edits.
  public typealias Components = DatePickerComponents
  /// A date picker labelled by the view `label` builds.
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
  }
  /// A date picker within `range`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
  }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    let selection = self.selection
    return [
      resolver.control(
        "DatePicker", [.init("selection", selection.wrappedValue.formatted(.iso8601))],
        children: resolver.nodes(for: label),
        handlers: [
          "set": ViewNode.Handler { text in
            if let date = text.flatMap({ try? Date.ISO8601FormatStyle().parse($0) }) {
              selection.wrappedValue = date
            }
          }
        ])
    ]
  }
}

extension DatePicker where Label == Text {
  /// A date picker labelled with localized text.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
}

/// A control that picks one of several tagged views: SwiftUI's `Picker`.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content
  /// A picker labelled by the view `label` builds, over the tagged views `content` builds.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
    self.content = content()
  }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    let selection = self.selection
    let options = resolver.nodes(for: content, taggingRowsWithIDs: true)
    let tags = resolver.graph.tags
    let selected = options.first {
      tags[$0.identity].map { AnyHashable(selection.wrappedValue) == $0 } ?? false
    }
    return [
      resolver.control(
        "Picker", [.init("selection", selected?.text ?? "\(selection.wrappedValue)")],
        children: resolver.child(label, at: "label") + options,
        handlers: [
          "set": ViewNode.Handler { text in
            // The argument is an option's text or its identity.
            guard
              let option = options.first(where: { $0.text == text || $0.identity == text }),
              let value = tags[option.identity]?.base as? SelectionValue
            else { return }
            selection.wrappedValue = value
          }
        ])
    ]
  }
}

extension Picker where Label == Text {
  /// A picker labelled with localized text.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
  /// A picker labelled with text.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension View {
  /// The value a picker or tab view selects when this view is chosen.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(_TagModifier(tag: AnyHashable(tag)))
  }
}

/// A modifier that tags its content for a `Picker` or `TabView`.
public struct _TagModifier: ViewModifier, _PrimitiveModifier {
  let tag: AnyHashable
  public typealias Body = Never
  public func _makeNodes(content: some View, _ resolver: inout ViewResolver) -> [ViewNode] {
    let nodes = resolver.nodes(for: content)
    for node in nodes { resolver.graph.tags[node.identity] = tag }
    return nodes.map { node in
      var node = node
      node.attributes.append(.init("tag", "\(tag.base)"))
      return node
    }
  }
}

/// A button that shows a menu of actions: SwiftUI's `Menu`.
public struct Menu<Label: View, Content: View>: View, _PrimitiveView {
  let label: Label
  let content: Content
  /// A menu of the views `content` builds, labelled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [
      resolver.node(
        "Menu", children: resolver.child(label, at: "label") + resolver.nodes(for: content))
    ]
  }
}

extension Menu where Label == Text {
  /// A menu labelled with localized text.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A menu labelled with text.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// A button that turns the edit mode of the environment on and off: SwiftUI's `EditButton`.
public struct EditButton: View, _PrimitiveView {
  /// An edit button.
  public init() {}
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    let editMode = resolver.environment.editMode
    let isEditing = editMode?.wrappedValue.isEditing ?? false
    return [
      resolver.control(
        "EditButton", [.init("title", isEditing ? "Done" : "Edit")],
        handlers: [
          "action": handler {
            editMode?.wrappedValue = isEditing ? .inactive : .active
          }
        ])
    ]
  }
}

/// A value and its label, in a form's row: SwiftUI's `LabeledContent`.
public struct LabeledContent<Label: View, Content: View>: View, _PrimitiveView {
  let label: Label
  let content: Content
  /// Content labelled by the view `label` builds.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [
      resolver.node(
        "LabeledContent",
        children: resolver.child(label, at: "label") + resolver.nodes(for: content))
    ]
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A value shown as text, labelled with localized text.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }
}

extension LabeledContent where Label == Text {
  /// Content labelled with localized text.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }
}

/// Which parts of a date a date picker edits: SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  public static let date = DatePickerComponents(rawValue: 2)
}
