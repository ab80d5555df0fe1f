/// One line of text being edited, with a cursor: what a text field does with the keys, kept
/// apart from drawing so that it can be tested alone.
///
/// The keys are the ones shells (readline) and text boxes share: arrows, Home/End (and Ctrl-A,
/// Ctrl-E), Alt or Ctrl with the arrows (and Alt-B, Alt-F) jump by words, Backspace and Delete,
/// Ctrl-W and Alt-Backspace delete a word, Ctrl-U and Ctrl-K delete to either end.
struct LineEditor: Equatable {
  /// The text, as characters (the cursor counts characters, not bytes).
  var characters: [Character]
  /// Where typing goes: before `characters[cursor]`, at the end when it equals the count.
  var cursor: Int
  /// The most characters the text may hold, if limited.
  var maxLength: Int?

  init(_ text: String, cursor: Int? = nil, maxLength: Int? = nil) {
    // Room for a few more characters, so that typing one does not copy the array again.
    var characters: [Character] = []
    characters.reserveCapacity(text.count + 8)
    characters.append(contentsOf: text)
    self.characters = characters
    self.cursor = min(max(0, cursor ?? characters.count), characters.count)
    self.maxLength = maxLength
  }

  /// The text as a string, built in one allocation of the right size.
  var text: String {
    var text = ""
    text.reserveCapacity(characters.reduce(0) { $0 + $1.utf8.count })
    for character in characters { text.append(character) }
    return text
  }

  /// Applies `press`; returns whether the key is an editing key (handled even when it changes
  /// nothing, so that a cursor at the end does not let Right move focus).
  mutating func apply(_ press: KeyPress) -> Bool {
    let word = press.modifiers.contains(.alt) || press.modifiers.contains(.control)
    switch (press.key, press.modifiers) {
    case (.character(let character), []), (.character(let character), .shift):
      insert(String(character))
    case (.left, _): cursor = word ? wordStart(before: cursor) : max(0, cursor - 1)
    case (.right, _): cursor = word ? wordEnd(after: cursor) : min(characters.count, cursor + 1)
    case (.character("b"), .alt): cursor = wordStart(before: cursor)
    case (.character("f"), .alt): cursor = wordEnd(after: cursor)
    case (.home, _), (.character("a"), .control): cursor = 0
    case (.end, _), (.character("e"), .control): cursor = characters.count
    case (.backspace, []), (.character("h"), .control):
      delete(from: max(0, cursor - 1), to: cursor)
    case (.backspace, _), (.character("w"), .control):
      delete(from: wordStart(before: cursor), to: cursor)
    case (.delete, []), (.character("d"), .control):
      delete(from: cursor, to: min(characters.count, cursor + 1))
    case (.delete, _), (.character("d"), .alt):
      delete(from: cursor, to: wordEnd(after: cursor))
    case (.character("u"), .control): delete(from: 0, to: cursor)
    case (.character("k"), .control): delete(from: cursor, to: characters.count)
    default: return false
    }
    return true
  }

  /// Inserts `text` at the cursor (line breaks become spaces), as much as the maximum length
  /// leaves room for.
  mutating func insert(_ text: String) {
    let room = maxLength.map { max(0, $0 - characters.count) } ?? .max
    let inserted = text.lazy.prefix(room).map { $0.isNewline ? " " : $0 }
    let count = characters.count
    characters.insert(contentsOf: inserted, at: cursor)
    cursor += characters.count - count
  }

  private mutating func delete(from start: Int, to end: Int) {
    guard start < end else { return }
    characters.removeSubrange(start..<end)
    cursor = start
  }

  private func isWord(_ index: Int) -> Bool {
    characters[index].isLetter || characters[index].isNumber
  }

  /// The start of the word before `index` (skipping the spaces and punctuation before it).
  private func wordStart(before index: Int) -> Int {
    var index = index
    while index > 0, !isWord(index - 1) { index -= 1 }
    while index > 0, isWord(index - 1) { index -= 1 }
    return index
  }

  /// The end of the word after `index` (skipping the spaces and punctuation before it).
  private func wordEnd(after index: Int) -> Int {
    var index = index
    while index < characters.count, !isWord(index) { index += 1 }
    while index < characters.count, isWord(index) { index += 1 }
    return index
  }
}
