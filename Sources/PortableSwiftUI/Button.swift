import Foundation

/// A control that runs an action: SwiftUI's `Button`.
///
/// ```swift
/// Button("Reset") { store.send(.resetTapped) }
/// Button(role: .destructive) { store.send(.delete) } label: { Label("Delete", systemImage: "trash") }
/// ```
public struct Button<Label: View>: View, _PrimitiveView {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label

  /// A button labelled by the view `label` builds.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role, labelled by the view `label` builds.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  public typealias Body = Never

  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    let attributes: [ViewNode.Attribute] =
      (role.map { [.init("role", "\($0)")] } ?? [])
      + (resolver.environment.isEnabled ? [] : [.init("disabled", "true")])
    let action = self.action
    let dismiss = resolver.environment.dismissesPresentation
    let handlers =
      resolver.environment.isEnabled
      ? [
        "action": handler {
          action(); dismiss?()
        }
      ] : [:]
    let style = resolver.environment.buttonStyle
    let label = self.label
    let children: [ViewNode]
    if let style {
      children = style.makeNodes(
        ButtonStyleConfiguration(label: .init(AnyView(label)), isPressed: false, role: role),
        &resolver)
    } else {
      children = resolver.nodes(for: label) { $0.dismissesPresentation = nil }
    }
    return [resolver.node("Button", attributes, children: children, handlers: handlers)]
  }
}

extension Button where Label == Text {
  /// A button labelled with localized text.
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }
  /// A button labelled with text.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
  /// A button with a role, labelled with localized text.
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
  /// A button with a role, labelled with text.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == PortableSwiftUI.Label<Text, Image> {
  /// A button labelled with text and a system image.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { PortableSwiftUI.Label(titleKey, systemImage: systemImage) }
  }
  /// A button with a role, labelled with text and a system image.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) {
      PortableSwiftUI.Label(titleKey, systemImage: systemImage)
    }
  }
}

/// What a button does, for how it is shown: SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  /// Deletes or removes data.
  public static let destructive = ButtonRole(description: "destructive")
  /// Cancels.
  public static let cancel = ButtonRole(description: "cancel")
}

/// A title and an icon: SwiftUI's `Label`.
public struct Label<Title: View, Icon: View>: View, _PrimitiveView {
  let title: Title
  let icon: Icon

  /// A label from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public typealias Body = Never

  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    let title = self.title
    let icon = self.icon
    if let style = resolver.environment.labelStyle {
      return style.makeNodes(
        LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(AnyView(icon))),
        &resolver)
    }
    return [
      resolver.node(
        "Label", children: resolver.child(icon, at: "icon") + resolver.child(title, at: "title"))
    ]
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with localized text and a system image.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  /// A label with text and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
  /// A label with localized text and an image from the assets.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
}

/// A link to a URL: SwiftUI's `Link`.
public struct Link<Label: View>: View, _PrimitiveView {
  let destination: URL
  let label: Label
  /// A link labelled by the view `label` builds.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    let open = resolver.environment.openURL
    let url = destination
    return [
      resolver.node(
        "Link", [.init("destination", url.absoluteString)],
        children: resolver.nodes(for: label), handlers: ["action": handler { open(url) }])
    ]
  }
}

extension Link where Label == Text {
  /// A link labelled with localized text.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }
  /// A link labelled with text.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
