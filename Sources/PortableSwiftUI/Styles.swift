/// A custom style kept in the environment, type-erased.
struct StyleBox<Configuration>: @unchecked Sendable {
  let makeBody: @MainActor (Configuration) -> any View

  @MainActor
  func makeNodes(_ configuration: Configuration, _ resolver: inout ViewResolver) -> [ViewNode] {
    resolver.nodes(for: makeBody(configuration))
  }
}

/// A view passed to a style: the label or content the style arranges.
public struct _StyledContent: View, _PrimitiveView {
  let view: AnyView
  init(_ view: AnyView) { self.view = view }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] { resolver.nodes(for: view) }
}

// MARK: Buttons

/// How a button looks, made from its label: SwiftUI's `ButtonStyle`.
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a button style arranges.
public struct ButtonStyleConfiguration {
  public typealias Label = _StyledContent
  /// The button's label.
  public let label: Label
  /// Whether the button is being pressed.
  public let isPressed: Bool
  /// The button's role.
  public let role: ButtonRole?
}

/// How a button looks and triggers: SwiftUI's `PrimitiveButtonStyle`. Renderers show the
/// built-in styles.
public protocol PrimitiveButtonStyle: Sendable {
  var _name: String { get }
}

public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public var _name: String { "automatic" }; public init() {}
}
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public var _name: String { "borderless" }; public init() {}
}
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public var _name: String { "bordered" }; public init() {}
}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public var _name: String { "borderedProminent" }; public init() {}
}
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public var _name: String { "plain" }; public init() {}
}
public struct LinkButtonStyle: PrimitiveButtonStyle {
  public var _name: String { "link" }; public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: Self { .init() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: Self { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: Self { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: Self { .init() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: Self { .init() }
}
extension PrimitiveButtonStyle where Self == LinkButtonStyle {
  public static var link: Self { .init() }
}

private struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: StyleBox<ButtonStyleConfiguration>? { nil }
}

extension EnvironmentValues {
  var buttonStyle: StyleBox<ButtonStyleConfiguration>? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Buttons inside look as `style` makes them.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    node("buttonStyle", [.init("style", "\(S.self)")]) {
      $0.buttonStyle = StyleBox { style.makeBody(configuration: $0) }
    }
  }
  /// Buttons inside are shown in the built-in style `style`.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    node("buttonStyle", [.init("style", style._name)]) { $0.buttonStyle = nil }
  }
}

// MARK: Labels

/// How a label looks, made from its title and icon: SwiftUI's `LabelStyle`.
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a label style arranges.
public struct LabelStyleConfiguration {
  public typealias Title = _StyledContent
  public typealias Icon = _StyledContent
  /// The label's title.
  public let title: Title
  /// The label's icon.
  public let icon: Icon
}

/// Shows a label's title and icon: SwiftUI's `TitleAndIconLabelStyle`.
public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon; configuration.title
    }
  }
}
/// Shows a label's title only: SwiftUI's `TitleOnlyLabelStyle`.
public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
/// Shows a label's icon only: SwiftUI's `IconOnlyLabelStyle`.
public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: Self { .init() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: Self { .init() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: Self { .init() }
}

private struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: StyleBox<LabelStyleConfiguration>? { nil }
}

extension EnvironmentValues {
  var labelStyle: StyleBox<LabelStyleConfiguration>? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Labels inside look as `style` makes them.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    node("labelStyle", [.init("style", "\(S.self)")]) {
      $0.labelStyle = StyleBox { style.makeBody(configuration: $0) }
    }
  }
}

// MARK: Progress views

/// How a progress view looks: SwiftUI's `ProgressViewStyle`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  associatedtype Body: View
  typealias Configuration = ProgressViewStyleConfiguration
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a progress view style arranges.
public struct ProgressViewStyleConfiguration {
  /// How much is done, from 0 to 1, or `nil` when unknown.
  public let fractionCompleted: Double?
  public typealias Label = _StyledContent
  public typealias CurrentValueLabel = _StyledContent
  /// The progress view's label, if any.
  public var label: Label?
  /// The progress view's current value label, if any.
  public var currentValueLabel: CurrentValueLabel?
}

/// A bar or a spinner, as the platform chooses: SwiftUI's `DefaultProgressViewStyle`.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    _ProgressIndicator(fraction: configuration.fractionCompleted, kind: "automatic")
  }
}
/// A bar: SwiftUI's `LinearProgressViewStyle`.
public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    _ProgressIndicator(fraction: configuration.fractionCompleted, kind: "linear")
  }
}
/// A spinner or ring: SwiftUI's `CircularProgressViewStyle`.
public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    _ProgressIndicator(fraction: configuration.fractionCompleted, kind: "circular")
  }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: Self { .init() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: Self { .init() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: Self { .init() }
}

/// The indicator a built-in progress style shows.
public struct _ProgressIndicator: View, _PrimitiveView {
  let fraction: Double?
  let kind: String
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [
      resolver.node(
        "ProgressIndicator",
        [.init("style", kind)] + (fraction.map { [.init("fraction", "\($0)")] } ?? []))
    ]
  }
}

private struct ProgressViewStyleKey: EnvironmentKey {
  static var defaultValue: StyleBox<ProgressViewStyleConfiguration>? { nil }
}

extension EnvironmentValues {
  var progressViewStyle: StyleBox<ProgressViewStyleConfiguration>? {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Progress views inside look as `style` makes them.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    node("progressViewStyle", [.init("style", "\(S.self)")]) {
      $0.progressViewStyle = StyleBox { style.makeBody(configuration: $0) }
    }
  }
}

// MARK: Styles a renderer shows by name

/// A style for toggles: SwiftUI's `ToggleStyle`.
public protocol ToggleStyle: Sendable { var _name: String { get } }
public struct DefaultToggleStyle: ToggleStyle {
  public var _name: String { "automatic" }; public init() {}
}
public struct SwitchToggleStyle: ToggleStyle {
  public var _name: String { "switch" }; public init() {}
}
public struct ButtonToggleStyle: ToggleStyle {
  public var _name: String { "button" }; public init() {}
}
extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: Self { .init() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: Self { .init() }
}
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: Self { .init() } }

/// A style for pickers: SwiftUI's `PickerStyle`.
public protocol PickerStyle: Sendable { var _name: String { get } }
public struct DefaultPickerStyle: PickerStyle {
  public var _name: String { "automatic" }; public init() {}
}
public struct SegmentedPickerStyle: PickerStyle {
  public var _name: String { "segmented" }; public init() {}
}
public struct MenuPickerStyle: PickerStyle { public var _name: String { "menu" }; public init() {} }
public struct InlinePickerStyle: PickerStyle {
  public var _name: String { "inline" }; public init() {}
}
public struct WheelPickerStyle: PickerStyle {
  public var _name: String { "wheel" }; public init() {}
}
public struct NavigationLinkPickerStyle: PickerStyle {
  public var _name: String { "navigationLink" }; public init() {}
}
public struct PalettePickerStyle: PickerStyle {
  public var _name: String { "palette" }; public init() {}
}
extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: Self { .init() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: Self { .init() }
}
extension PickerStyle where Self == MenuPickerStyle { public static var menu: Self { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: Self { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: Self { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: Self { .init() }
}
extension PickerStyle where Self == PalettePickerStyle {
  public static var palette: Self { .init() }
}

/// A style for text fields: SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle: Sendable { var _name: String { get } }
public struct DefaultTextFieldStyle: TextFieldStyle {
  public var _name: String { "automatic" }; public init() {}
}
public struct PlainTextFieldStyle: TextFieldStyle {
  public var _name: String { "plain" }; public init() {}
}
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public var _name: String { "roundedBorder" }; public init() {}
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: Self { .init() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: Self { .init() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: Self { .init() }
}

/// A style for lists: SwiftUI's `ListStyle`.
public protocol ListStyle: Sendable { var _name: String { get } }
public struct DefaultListStyle: ListStyle {
  public var _name: String { "automatic" }; public init() {}
}
public struct PlainListStyle: ListStyle { public var _name: String { "plain" }; public init() {} }
public struct GroupedListStyle: ListStyle {
  public var _name: String { "grouped" }; public init() {}
}
public struct InsetGroupedListStyle: ListStyle {
  public var _name: String { "insetGrouped" }; public init() {}
}
public struct InsetListStyle: ListStyle { public var _name: String { "inset" }; public init() {} }
public struct SidebarListStyle: ListStyle {
  public var _name: String { "sidebar" }; public init() {}
}
extension ListStyle where Self == DefaultListStyle { public static var automatic: Self { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: Self { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: Self { .init() } }
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: Self { .init() }
}
extension ListStyle where Self == InsetListStyle { public static var inset: Self { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: Self { .init() } }

/// A style for navigation views: SwiftUI's `NavigationViewStyle`.
public protocol NavigationViewStyle: Sendable { var _name: String { get } }
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public var _name: String { "automatic" }; public init() {}
}
public struct StackNavigationViewStyle: NavigationViewStyle {
  public var _name: String { "stack" }; public init() {}
}
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  public var _name: String { "columns" }; public init() {}
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: Self { .init() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: Self { .init() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  public static var columns: Self { .init() }
}

/// A style for tab views: SwiftUI's `TabViewStyle`.
public protocol TabViewStyle: Sendable { var _name: String { get } }
public struct DefaultTabViewStyle: TabViewStyle {
  public var _name: String { "automatic" }; public init() {}
}
public struct PageTabViewStyle: TabViewStyle {
  public var _name: String { "page" }; public init() {}
}
extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: Self { .init() }
}
extension TabViewStyle where Self == PageTabViewStyle { public static var page: Self { .init() } }

extension View {
  /// Toggles inside are shown in `style`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    node("toggleStyle", [.init("style", style._name)])
  }
  /// Pickers inside are shown in `style`.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    node("pickerStyle", [.init("style", style._name)])
  }
  /// Text fields inside are shown in `style`.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    node("textFieldStyle", [.init("style", style._name)])
  }
  /// Lists inside are shown in `style`.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    node("listStyle", [.init("style", style._name)])
  }
  /// Navigation views inside are shown in `style`.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    node("navigationViewStyle", [.init("style", style._name)])
  }
  /// Tab views inside are shown in `style`.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    node("tabViewStyle", [.init("style", style._name)])
  }
}
