/// What one view of a frame means, apart from how a terminal draws it: the tree a web page (or
/// any other front end) draws with real controls.
///
/// A host lays the views out as for a terminal, then reads this tree from the layout:
/// ```swift
/// let host = ViewHost(size: Size(width: 80, height: 24)) { CounterView(store: store) }
/// let tree = host.renderSemantics()  // [.stack(.vertical) [.text("Count: 0"), .button("+")]]
/// ```
/// Two trees compare equal when they would be drawn alike; the actions are left out.
package struct Semantics: Equatable {
  /// What kind of element a node is.
  package enum Kind: Equatable, Sendable {
    /// Children side by side (`.horizontal`) or one above the other, `spacing` cells apart
    /// along the axis and placed across it as `alignment` says.
    case stack(Axis, spacing: Int, alignment: Placement)
    /// Children drawn over each other (a `ZStack` or an overlay).
    case layers
    /// Styled text.
    case text([TextRun])
    /// Large digits (`BigText`): a clock or a counter.
    case bigText(String)
    /// A button; `shortcut` is the key that presses it too, `roles` what Enter or Esc does
    /// with it in a dialog (a dialog's only way out is both its default and its cancel button).
    case button(title: String, shortcut: String?, roles: Set<ButtonRole>)
    /// A check box.
    case toggle(title: String, isOn: Bool)
    /// A one-line text field.
    case textField(title: String, value: String, placeholder: String, isSecure: Bool)
    /// A choice of one of `options`, `selected` the chosen one's index; the element's
    /// ``Actions/setText`` takes the index of the option chosen, as text.
    case picker(title: String, options: [String], selected: Int?)
    /// A value in `bounds`, in steps of `step`; the element's ``Actions/setText`` takes the
    /// new value, as text.
    case slider(title: String, value: Double, bounds: ClosedRange<Double>, step: Double)
    /// A list with a selection; its children are its rows. One that selects many rows lets a
    /// click add a row to the selection or take it out.
    case list(selectsMany: Bool)
    /// The row at `index` of a list's data.
    case row(index: Int, isSelected: Bool)
    /// A panel presented over the screen (alert, dialog, sheet): its children are the panel.
    case dialog(title: String?)
    /// A navigation stack's title bar: the screens' titles, root first.
    case breadcrumbs([String], canGoBack: Bool)
    /// A border around its child, with an optional title.
    case box(title: String?)
    /// A canvas of `width` × `height` dots: its lines (polylines, in dots), single dots, and
    /// text labels.
    case canvas(
      width: Int, height: Int, lines: [[Point]], dots: [Point], labels: [CanvasLabel])
    /// Labelled bars.
    case barChart([Bar])
    /// A sparkline of values.
    case sparkline([Double])
    /// A progress bar at a value from 0 to 1.
    case progress(Double)
    /// The key line at the bottom of a screen.
    case keyHints([String])
    /// A scrolling region.
    case scroll
    /// A style inherited by the children (a colour, bold…).
    case styled(TextStyle)
    /// A frame: its child grows to the maximum sizes (`Int.max` fills the space), is kept
    /// at least at the minimums, and is placed inside as `horizontal` and `vertical` say.
    case frame(Frame)
    /// Blank space around the child, in cells.
    case padding(EdgeInsets)
    /// A table with these column titles: its child is the list of its rows
    /// (``tableRow(_:)``).
    case table(columns: [String])
    /// A row of a table: its cells' text.
    case tableRow([String])
    /// The tabs of a tab view: its children are ``tab(title:isSelected:)``.
    case tabs
    /// One tab of a tab bar.
    case tab(title: String, isSelected: Bool)
    /// A horizontal rule.
    case divider
    /// Flexible space.
    case spacer
    /// Content that keeps its place but is not shown and takes no input (SwiftUI's `.hidden()`).
    case hidden
  }

  /// Where content sits along an axis: at its start (leading, top), centre, or end.
  package enum Placement: Equatable, Sendable {
    case start, center, end
  }

  /// What a dialog's button does: Enter presses the default one, Esc the cancel one.
  package enum ButtonRole: Hashable, Sendable {
    case defaultAction, cancelAction, destructive
  }

  /// A frame's sizes in cells (`nil` where it leaves the child's, `Int.max` to fill) and the
  /// child's place in it.
  package struct Frame: Equatable, Sendable {
    package var minWidth: Int?
    package var maxWidth: Int?
    package var minHeight: Int?
    package var maxHeight: Int?
    package var horizontal: Placement
    package var vertical: Placement
  }

  /// A piece of text in one style.
  package struct TextRun: Equatable, Sendable {
    package var string: String
    package var style: TextStyle
  }

  /// A style as a web page draws it: CSS colours and attributes.
  package struct TextStyle: Equatable, Sendable {
    /// A CSS colour, or `nil` for the page's own.
    package var foreground: String?
    package var background: String?
    package var attributes: Style.Attributes
  }

  /// A label placed on a canvas, at a dot position.
  package struct CanvasLabel: Equatable, Sendable {
    package var point: Point
    package var text: String
  }

  /// A bar of a chart.
  package struct Bar: Equatable, Sendable {
    package var label: String
    package var value: Double
  }

  /// What the user can do to an element: each is `nil` where the element does not take it.
  package struct Actions {
    /// A click (or Enter/space on a focused control).
    package var activate: (@MainActor () -> Void)?
    /// The element takes focus (a click on a field, a list).
    package var focus: (@MainActor () -> Void)?
    /// New text for a text field.
    package var setText: (@MainActor (String) -> Void)?

    package init(
      activate: (@MainActor () -> Void)? = nil, focus: (@MainActor () -> Void)? = nil,
      setText: (@MainActor (String) -> Void)? = nil
    ) {
      self.activate = activate
      self.focus = focus
      self.setText = setText
    }
  }

  package var kind: Kind
  /// Whether this element has the keyboard focus.
  package var isFocused: Bool
  package var children: [Semantics]
  package var actions: Actions

  package init(
    _ kind: Kind, isFocused: Bool = false, children: [Semantics] = [],
    actions: Actions = Actions()
  ) {
    self.kind = kind
    self.isFocused = isFocused
    self.children = children
    self.actions = actions
  }

  package static func == (lhs: Semantics, rhs: Semantics) -> Bool {
    lhs.kind == rhs.kind && lhs.isFocused == rhs.isFocused && lhs.children == rhs.children
  }
}
