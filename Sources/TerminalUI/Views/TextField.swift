/// A one-line text field bound to a string: it takes typed and pasted text while focused and
/// draws a cursor.
///
/// Bind it to a store's state and each edit sends a binding action, as TCA's SwiftUI does:
/// ```swift
/// TextField("Task name", text: $store.taskName, maxLength: 40)
/// ```
/// The keys are a shell's: arrows, Home/End (Ctrl-A/Ctrl-E), word jumps with Alt or Ctrl and
/// the arrows (Alt-B/Alt-F), Backspace/Delete, Ctrl-W, Ctrl-U and Ctrl-K. Enter, Esc and Tab
/// are left to the screen (Tab moves focus). The field fills the width it is offered; the text
/// scrolls to keep the cursor in sight.
///
/// A field can take only some characters; the other characters typed are left to the
/// screen's key handlers (so that `q` can still quit beside a field of digits):
/// ```swift
/// TextField("Minutes", text: $store.minutes, allowing: { $0.isWholeNumber })
/// ```
package struct TextField: View, PrimitiveView {
  let title: String
  let text: Binding<String>
  let prompt: String?
  let maxLength: Int?
  /// The character drawn for each character of the text (``SecureField``'s bullets).
  let mask: Character?
  /// The characters the field takes, when not all.
  let allows: (@MainActor (Character) -> Bool)?

  /// A field editing `text`, showing `prompt` (or `title`) while it is empty.
  ///
  /// - Parameters:
  ///   - title: What the field is for; shown while it is empty when there is no `prompt`.
  ///   - text: The text edited.
  ///   - prompt: The placeholder shown while the text is empty.
  ///   - maxLength: The most characters the field takes, typed or pasted.
  ///   - allowing: The characters the field takes (all when `nil`): another character typed
  ///     is left to the screen's keys, and dropped from pasted text.
  package init(
    _ title: String, text: Binding<String>, prompt: String? = nil, maxLength: Int? = nil,
    allowing: (@MainActor (Character) -> Bool)? = nil
  ) {
    self.init(
      title, text: text, prompt: prompt, maxLength: maxLength, mask: nil, allows: allowing)
  }

  init(
    _ title: String, text: Binding<String>, prompt: String?, maxLength: Int?, mask: Character?,
    allows: (@MainActor (Character) -> Bool)? = nil
  ) {
    self.title = title
    self.text = text
    self.prompt = prompt
    self.maxLength = maxLength
    self.mask = mask
    self.allows = allows
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let id = context.path
    let current = text.wrappedValue
    let field = context.focus.state(for: id) { TextFieldState(text: current) }
    field.follow(current)
    let text = text
    let maxLength = maxLength
    let edit: @MainActor (_ change: (inout LineEditor) -> Bool) -> Bool = { change in
      let current = text.wrappedValue
      var editor = field.takeEditor(for: current, maxLength: maxLength)
      guard change(&editor) else {
        if current == field.text { field.keep(editor, as: current) }
        return false
      }
      let edited = editor.text
      field.cursor = editor.cursor
      field.keep(editor, as: edited)
      if edited != text.wrappedValue { text.wrappedValue = edited }
      return true
    }
    let allows = allows
    let isFocused = context.registerFocusable(
      takesFocusFirst: true,
      paste: { pasted in
        let kept = allows.map { pasted.filter($0) } ?? pasted
        _ = edit {
          $0.insert(kept); return true
        }
      },
      handleKey: { press in
        if let allows, case .character(let character) = press.key,
          press.modifiers.isSubset(of: .shift), !allows(character)
        {
          return false
        }
        return edit { $0.apply(press) }
      })
    let shown = mask.map { String(repeating: $0, count: current.count) } ?? current
    let node = TextFieldNode(
      characters: Array(shown), placeholder: prompt ?? title, field: field,
      isFocused: isFocused)
    node.title = title
    node.isSecure = mask != nil
    node.setText = { new in
      let limited = maxLength.map { String(new.prefix($0)) } ?? new
      _ = edit { editor in
        editor = LineEditor(limited, maxLength: maxLength)
        return true
      }
    }
    let focus = context.focus
    return [
      TapNode(
        id: id, highlightsWhenPressed: false, onPress: { focus.focus(id) }, action: {},
        child: node)
    ]
  }
}

/// What a text field keeps between frames: its cursor and how far its text is scrolled.
@MainActor
final class TextFieldState {
  /// The text as the field last saw it.
  var text: String
  var cursor: Int
  /// The first character shown.
  var scroll = 0

  init(text: String) {
    self.text = text
    self.cursor = text.count
  }

  /// The editor of the last edit, holding `text` as characters, so that a key does not build
  /// the array again (an allocation per key, even for a key the field ignores).
  private var editor: LineEditor?

  /// Takes a text set from elsewhere (the reducer): the cursor goes to its end.
  func follow(_ current: String) {
    guard current != text else { return }
    text = current
    cursor = current.count
    editor = nil
  }

  /// An editor for `current` at the cursor: the kept one when it holds that text, taken out so
  /// that editing it does not copy its characters.
  func takeEditor(for current: String, maxLength: Int?) -> LineEditor {
    if var kept = editor, current == text, kept.maxLength == maxLength {
      editor = nil
      kept.cursor = min(cursor, kept.characters.count)
      return kept
    }
    editor = nil
    return LineEditor(current, cursor: cursor, maxLength: maxLength)
  }

  /// Keeps `editor` for the next key, now that `text` is what it holds.
  func keep(_ editor: LineEditor, as text: String) {
    self.text = text
    self.editor = editor
  }
}

/// Draws a text field's line: the visible part of the text and the cursor, or the placeholder.
final class TextFieldNode: LayoutNode {
  let characters: [Character]
  let placeholder: String
  let field: TextFieldState
  let isFocused: Bool
  /// What a web page needs besides the drawing: the field's title, whether it hides its
  /// text, and a way to replace the text.
  var title = ""
  var isSecure = false
  var setText: (@MainActor (String) -> Void)?
  /// The text as typed; never a secure field's.
  var value: String { isSecure ? "" : field.text }

  init(characters: [Character], placeholder: String, field: TextFieldState, isFocused: Bool) {
    self.characters = characters
    self.placeholder = placeholder
    self.field = field
    self.isFocused = isFocused
  }

  override func measure(_ proposal: Size) -> Size {
    Size(width: proposal.width, height: 1).clamped(to: proposal)
  }

  override func isFlexible(_ axis: Axis) -> Bool { axis == .horizontal }

  override func draw(in rect: Rect, _ context: DrawContext) {
    guard rect.width > 0, rect.height > 0 else { return }
    if isFocused { context.focusedRect = rect }
    let cursorStyle = context.style.merging(Style(attributes: .reverse))
    if characters.isEmpty {
      let dim = context.style.merging(Style(attributes: .dim))
      context.buffer.write(placeholder, at: rect.origin, style: dim, limit: rect.maxX)
      if isFocused {
        let cell = Rect(origin: rect.origin, size: Size(width: 1, height: 1))
        context.buffer.restyle(cell) { $0.merging(cursorStyle) }
      }
      return
    }
    let cursor = min(field.cursor, characters.count)
    let widths = characters.map { DisplayWidth.of($0) }
    // Keep the cursor's cell in sight while focused: scroll left to it, or right until it
    // fits. Unfocused, the field stays where it was left.
    var scroll = min(field.scroll, isFocused ? cursor : characters.count)
    func span(_ range: Range<Int>) -> Int { widths[range].reduce(0, +) }
    while isFocused, scroll < cursor, span(scroll..<cursor) + 1 > rect.width { scroll += 1 }
    field.scroll = scroll
    var x = rect.minX
    for index in scroll..<characters.count {
      guard x + widths[index] <= rect.maxX else { break }
      let style = isFocused && index == cursor ? cursorStyle : context.style
      x += context.buffer.write(
        String(characters[index]), at: Point(x: x, y: rect.minY), style: style,
        limit: rect.maxX)
    }
    if isFocused, cursor == characters.count, x < rect.maxX {
      context.buffer.write(" ", at: Point(x: x, y: rect.minY), style: cursorStyle)
    }
  }
}
