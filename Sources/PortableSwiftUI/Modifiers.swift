import Foundation

// The modifiers a renderer reads from the node they make: layout, text, colour and the like.
// Each records what was asked; what it looks like is the renderer's to decide.

private func attr(_ name: String, _ value: Any?) -> [ViewNode.Attribute] {
  guard let value else { return [] }
  return [.init(name, "\(value)")]
}

extension View {
  // MARK: Layout

  /// Space around this view along `edges`, of `length` or the platform's default.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    node("padding", attr("edges", edges) + attr("length", length))
  }
  /// Space of `length` around this view.
  public func padding(_ length: CGFloat) -> some View {
    node("padding", attr("edges", Edge.Set.all) + attr("length", length))
  }
  /// Space of `insets` around this view.
  public func padding(_ insets: EdgeInsets) -> some View {
    node(
      "padding",
      attr("insets", "\(insets.top) \(insets.leading) \(insets.bottom) \(insets.trailing)"))
  }
  /// This view in a frame of a fixed size.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    node("frame", attr("width", width) + attr("height", height) + attr("alignment", alignment))
  }
  /// This view in a flexible frame.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    node(
      "frame",
      attr("minWidth", minWidth) + attr("idealWidth", idealWidth) + attr("maxWidth", maxWidth)
        + attr("minHeight", minHeight) + attr("idealHeight", idealHeight)
        + attr("maxHeight", maxHeight) + attr("alignment", alignment))
  }
  /// This view at its ideal size along the axes.
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
    node("fixedSize", attr("horizontal", horizontal) + attr("vertical", vertical))
  }
  /// This view moved by `offset`.
  public func offset(_ offset: CGSize) -> some View {
    node("offset", attr("x", offset.width) + attr("y", offset.height))
  }
  /// This view moved by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    node("offset", attr("x", x) + attr("y", y))
  }
  /// This view centred at `position` in its parent.
  public func position(_ position: CGPoint) -> some View {
    node("position", attr("x", position.x) + attr("y", position.y))
  }
  /// This view centred at `x`, `y` in its parent.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    node("position", attr("x", x) + attr("y", y))
  }
  /// This view's share of its stack when space is short.
  public func layoutPriority(_ value: Double) -> some View {
    node("layoutPriority", attr("value", value))
  }
  /// This view scaled to fit or fill `aspectRatio`.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    node("aspectRatio", attr("ratio", aspectRatio) + attr("contentMode", contentMode))
  }
  /// This view scaled to fit or fill its frame.
  public func scaledToFit() -> some View {
    node("aspectRatio", attr("contentMode", ContentMode.fit))
  }
  /// This view scaled to fill its frame.
  public func scaledToFill() -> some View {
    node("aspectRatio", attr("contentMode", ContentMode.fill))
  }
  /// This view, extending into the safe area along `edges`.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    node("ignoresSafeArea", attr("edges", edges))
  }
  /// A view placed along an edge of the safe area, which content stays clear of.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      _AccessoryModifier(
        kind: "safeAreaInset",
        attributes: attr("edge", edge) + attr("alignment", alignment) + attr("spacing", spacing),
        accessory: AnyView(content())))
  }
  /// This view clipped to its frame.
  public func clipped(antialiased: Bool = false) -> some View { node("clipped") }
  /// This view with rounded corners of `radius`.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    node("cornerRadius", attr("radius", radius))
  }
  /// This view clipped to `shape`.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    node("clipShape", attr("shape", S.self))
  }
  /// This view's content shape for hit testing.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    node("contentShape", attr("shape", S.self))
  }

  // MARK: Text

  /// Text inside in `font`.
  public func font(_ font: Font?) -> some View {
    node("font", attr("font", font)) { $0.font = font }
  }
  /// Text inside in bold.
  public func bold(_ isActive: Bool = true) -> some View {
    node("bold", attr("isActive", isActive))
  }
  /// Text inside in italic.
  public func italic(_ isActive: Bool = true) -> some View {
    node("italic", attr("isActive", isActive))
  }
  /// Text inside with the weight `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    node("fontWeight", attr("weight", weight))
  }
  /// Digits inside of one width.
  public func monospacedDigit() -> some View { node("monospacedDigit") }
  /// Text inside in a fixed-width font.
  public func monospaced(_ isActive: Bool = true) -> some View {
    node("monospaced", attr("isActive", isActive))
  }
  /// Text inside at most `number` lines long.
  public func lineLimit(_ number: Int?) -> some View { node("lineLimit", attr("number", number)) }
  /// Text inside aligned to `alignment` across lines.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    node("multilineTextAlignment", attr("alignment", alignment))
  }
  /// Text inside shrunk down to `factor` to fit.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    node("minimumScaleFactor", attr("factor", factor))
  }
  /// Text inside in `textCase`.
  public func textCase(_ textCase: Text.Case?) -> some View {
    node("textCase", attr("case", textCase))
  }
  /// Text inside struck through.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
    node("strikethrough", attr("isActive", isActive))
  }
  /// Text inside underlined.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    node("underline", attr("isActive", isActive))
  }
  /// Whether text fields inside correct words.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    node("autocorrectionDisabled", attr("disable", disable))
  }
  /// Whether text fields inside correct words (deprecated in SwiftUI).
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    node("autocorrectionDisabled", attr("disable", disable))
  }
  /// How text fields inside capitalise.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  {
    node("textInputAutocapitalization", attr("autocapitalization", autocapitalization))
  }
  /// How text fields inside capitalise (deprecated in SwiftUI).
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    node("autocapitalization", attr("style", style))
  }
  /// The kind of text a field inside expects.
  public func textContentType(_ textContentType: TextContentType?) -> some View {
    node("textContentType", attr("type", textContentType))
  }
  /// The keyboard of text fields inside.
  public func keyboardType(_ type: KeyboardType) -> some View {
    node("keyboardType", attr("type", type))
  }
  /// What the return key of text fields inside says.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    node("submitLabel", attr("label", submitLabel))
  }
  /// Runs `action` when a text field inside is submitted.
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    node("onSubmit", handlers: ["submit": handler(action)])
  }

  // MARK: Colour

  /// Text and symbols inside in `color`.
  public func foregroundColor(_ color: Color?) -> some View {
    node("foregroundColor", attr("color", color))
  }
  /// Text and symbols inside in `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    node("foregroundStyle", attr("style", style))
  }
  /// Text and symbols inside in `primary` and `secondary` styles.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    node("foregroundStyle", attr("style", primary) + attr("secondary", secondary))
  }
  /// Controls inside tinted `tint`.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View { node("tint", attr("tint", tint)) }
  /// Controls inside tinted `tint`.
  public func tint(_ tint: Color?) -> some View { node("tint", attr("tint", tint)) }
  /// Controls inside tinted `color` (deprecated in SwiftUI).
  public func accentColor(_ accentColor: Color?) -> some View {
    node("tint", attr("tint", accentColor))
  }
  /// This view over `style`.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    node("background", attr("style", style))
  }
  /// This view over the view `content` builds.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(_AccessoryModifier(kind: "background", attributes: [], accessory: AnyView(content())))
  }
  /// This view over `background` (deprecated in SwiftUI).
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  {
    modifier(_AccessoryModifier(kind: "background", attributes: [], accessory: AnyView(background)))
  }
  /// The view `content` builds over this view.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(
      _AccessoryModifier(
        kind: "overlay", attributes: attr("alignment", alignment), accessory: AnyView(content())))
  }
  /// `overlay` over this view (deprecated in SwiftUI).
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      _AccessoryModifier(
        kind: "overlay", attributes: attr("alignment", alignment), accessory: AnyView(overlay)))
  }
  /// `style` over this view.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    node("overlay", attr("style", style))
  }
  /// A border of `content` around this view.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    node("border", attr("style", content) + attr("width", width))
  }
  /// This view at `opacity`.
  public func opacity(_ opacity: Double) -> some View { node("opacity", attr("opacity", opacity)) }
  /// This view with a shadow.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    node("shadow", attr("radius", radius))
  }
  /// This view's colours inverted.
  public func colorInvert() -> some View { node("colorInvert") }
  /// This view blended with what is under it.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    node("blendMode", attr("mode", blendMode))
  }
  /// This view in `colorScheme`.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    node("preferredColorScheme", attr("colorScheme", colorScheme))
  }

  // MARK: Transforms

  /// This view rotated by `angle`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    node("rotationEffect", attr("angle", angle))
  }
  /// This view scaled by `scale`.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    node("scaleEffect", attr("scale", scale))
  }
  /// This view scaled by `scale`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    node("scaleEffect", attr("scale", scale))
  }
  /// This view scaled by `x` and `y`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View
  {
    node("scaleEffect", attr("x", x) + attr("y", y))
  }
  /// This view blurred by `radius`.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    node("blur", attr("radius", radius))
  }

  // MARK: Symbols and images

  /// Symbols inside in the variant `variant`.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    node("symbolVariant", attr("variant", variant))
  }
  /// Symbols inside at `scale`.
  public func imageScale(_ scale: Image.Scale) -> some View {
    node("imageScale", attr("scale", scale))
  }

  // MARK: Interaction

  /// Controls inside take no input while `disabled` is true.
  public func disabled(_ disabled: Bool) -> some View {
    node("disabled", attr("disabled", disabled)) { $0.isEnabled = $0.isEnabled && !disabled }
  }
  /// Whether this view takes taps.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    node("allowsHitTesting", attr("enabled", enabled))
  }
  /// This view hidden, keeping its space.
  public func hidden() -> some View { node("hidden") }
  /// Runs `action` when this view is tapped `count` times.
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
    -> some View
  {
    node("onTapGesture", attr("count", count), handlers: ["action": handler(action)])
  }
  /// Runs `action` when this view is pressed for a while.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, perform action: @escaping @MainActor () -> Void
  ) -> some View {
    node("onLongPressGesture", handlers: ["action": handler(action)])
  }
  /// This view with `gesture` attached.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    node("gesture", attr("gesture", G.self))
  }
  /// This view with `gesture` attached, before its content's gestures.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    node("gesture", attr("gesture", G.self))
  }
  /// This view with `gesture` attached alongside its content's.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    node("gesture", attr("gesture", G.self))
  }

  // MARK: Lists

  /// The background of this view's list row.
  public func listRowBackground<V: View>(_ view: V?) -> some View { node("listRowBackground") }
  /// The insets of this view's list row.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { node("listRowInsets") }
  /// Whether this view's row shows its separator.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    node("listRowSeparator", attr("visibility", visibility))
  }
  /// Actions revealed by swiping this list row.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    modifier(
      _AccessoryModifier(
        kind: "swipeActions", attributes: attr("edge", edge), accessory: AnyView(content())))
  }
  /// Actions shown in a menu when this view is pressed for a while.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    modifier(
      _AccessoryModifier(kind: "contextMenu", attributes: [], accessory: AnyView(menuItems())))
  }

  // MARK: Identity and accessibility

  /// This view with the explicit identity `id`: a new `id` makes a new view, with new state.
  public func id<ID: Hashable>(_ id: ID) -> some View { modifier(_IdentityModifier(id: "\(id)")) }
  /// This view's label for assistive technologies.
  public func accessibilityLabel(_ label: Text) -> some View {
    node("accessibilityLabel", attr("label", label.string))
  }
  /// This view's label for assistive technologies.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    node("accessibilityLabel", attr("label", labelKey.string))
  }
  /// How assistive technologies treat this view's children.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    node("accessibilityElement", attr("children", children))
  }
  /// Whether assistive technologies skip this view.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    node("accessibilityHidden", attr("hidden", hidden))
  }
  /// A hint of what this view does, for assistive technologies.
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
    node("accessibilityHint", attr("hint", hintKey.string))
  }
  /// A value this view shows, for assistive technologies.
  public func accessibilityValue(_ valueDescription: Text) -> some View {
    node("accessibilityValue", attr("value", valueDescription.string))
  }
}

/// A modifier that adds another view to its content: a background, an overlay, an inset.
public struct _AccessoryModifier: ViewModifier, _PrimitiveModifier {
  let kind: String
  let attributes: [ViewNode.Attribute]
  let accessory: AnyView
  public typealias Body = Never
  public func _makeNodes(content: some View, _ resolver: inout ViewResolver) -> [ViewNode] {
    let accessory = resolver.child(self.accessory, at: kind)
    return [
      resolver.node(
        kind, attributes,
        children: resolver.nodes(for: content) + [ViewNode(kind + "Content", children: accessory)])
    ]
  }
}

/// A modifier that gives its content an explicit identity.
public struct _IdentityModifier: ViewModifier, _PrimitiveModifier {
  let id: String
  public typealias Body = Never
  public func _makeNodes(content: some View, _ resolver: inout ViewResolver) -> [ViewNode] {
    resolver.child(content, at: "id:" + id)
  }
}

/// How content fits a frame: SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }
/// How lines of text line up: SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }
/// How colours blend: SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop
  case destinationOver, destinationOut, plusDarker, plusLighter
}
/// The top or bottom edge: SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  case top, bottom
  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}
/// The leading or trailing edge: SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable { case leading, trailing }
/// The regions of the safe area: SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
/// A symbol's variant: SwiftUI's `SymbolVariants`.
public struct SymbolVariants: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  public static let none = SymbolVariants(description: "none")
  public static let fill = SymbolVariants(description: "fill")
  public static let circle = SymbolVariants(description: "circle")
  public static let square = SymbolVariants(description: "square")
  public static let slash = SymbolVariants(description: "slash")
  public static let rectangle = SymbolVariants(description: "rectangle")
}
/// How text fields capitalise: SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable, CustomStringConvertible {
  public let description: String
  public static let never = TextInputAutocapitalization(description: "never")
  public static let words = TextInputAutocapitalization(description: "words")
  public static let sentences = TextInputAutocapitalization(description: "sentences")
  public static let characters = TextInputAutocapitalization(description: "characters")
}
/// How a field capitalises: UIKit's `UITextAutocapitalizationType`, as SwiftUI takes it.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
  case none, words, sentences, allCharacters
}
/// The kind of text a field expects: UIKit's `UITextContentType`, as SwiftUI takes it.
public struct TextContentType: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  public static let username = TextContentType(description: "username")
  public static let password = TextContentType(description: "password")
  public static let newPassword = TextContentType(description: "newPassword")
  public static let emailAddress = TextContentType(description: "emailAddress")
  public static let name = TextContentType(description: "name")
  public static let oneTimeCode = TextContentType(description: "oneTimeCode")
  public static let telephoneNumber = TextContentType(description: "telephoneNumber")
}
/// A keyboard: UIKit's `UIKeyboardType`, as SwiftUI takes it.
public enum KeyboardType: Hashable, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}
/// What the return key says: SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Sendable, CustomStringConvertible {
  public let description: String
  public static let done = SubmitLabel(description: "done")
  public static let go = SubmitLabel(description: "go")
  public static let send = SubmitLabel(description: "send")
  public static let join = SubmitLabel(description: "join")
  public static let route = SubmitLabel(description: "route")
  public static let search = SubmitLabel(description: "search")
  public static let `return` = SubmitLabel(description: "return")
  public static let next = SubmitLabel(description: "next")
  public static let `continue` = SubmitLabel(description: "continue")
}
/// What submits a field: SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}
/// How assistive technologies treat children: SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  public static let ignore = AccessibilityChildBehavior(description: "ignore")
  public static let contain = AccessibilityChildBehavior(description: "contain")
  public static let combine = AccessibilityChildBehavior(description: "combine")
}

extension Text {
  /// A text case: SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable { case uppercase, lowercase }
}
