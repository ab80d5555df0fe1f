/// A key on the keyboard, without modifiers.
///
/// A string literal of one character is a ``Key/character(_:)``:
/// ```swift
/// let quit: Key = "q"
/// let up: Key = .up
/// ```
public enum Key: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// A printable character (a letter in the case the user typed, a digit, a Hangul syllable…).
  case character(Character)
  /// Return or Enter.
  case enter
  /// Tab (Shift-Tab is `tab` with ``KeyModifiers/shift``).
  case tab
  /// Backspace.
  case backspace
  /// Esc, alone (not the start of a sequence).
  case escape
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Insert.
  case insert
  /// Delete (forward delete).
  case delete
  /// A function key, F1 to F12 (and beyond, where terminals send them).
  case function(Int)

  /// The key of the character `value`: `"q"` is `.character("q")`.
  public init(extendedGraphemeClusterLiteral value: Character) {
    self = .character(value)
  }
}

/// Modifier keys held with a key or a mouse button.
///
/// ```swift
/// KeyPress(.character("c"), modifiers: .control)
/// ```
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The modifiers as bits.
  public let rawValue: UInt8
  /// The modifiers whose bits are set in `rawValue`.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Alt (Option, or Meta).
  public static let alt = KeyModifiers(rawValue: 2)
  /// Control.
  public static let control = KeyModifiers(rawValue: 4)

  /// Modifiers from the xterm encoding: parameter `1 + bits`, bits shift=1, alt=2, ctrl=4
  /// (meta, 8, is read as alt).
  init(xtermParameter: Int) {
    let bits = max(0, xtermParameter - 1)
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    self = modifiers
  }
}

/// A key with the modifiers held while it was pressed.
///
/// ```swift
/// let press: KeyPress = "q"
/// let interrupt = KeyPress(.character("c"), modifiers: .control)
/// ```
public struct KeyPress: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral,
  CustomStringConvertible
{
  /// The key pressed.
  public var key: Key
  /// The modifiers held.
  public var modifiers: KeyModifiers

  /// A press of `key` with `modifiers` held.
  public init(_ key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// A press of the character `value` with no modifiers: `"q"`.
  public init(extendedGraphemeClusterLiteral value: Character) {
    self.init(.character(value))
  }

  /// The press as people write it: `q`, `space`, `ctrl+c`, `shift+tab`, `f5`.
  public var description: String {
    var parts: [String] = []
    if modifiers.contains(.control) { parts.append("ctrl") }
    if modifiers.contains(.alt) { parts.append("alt") }
    if modifiers.contains(.shift) { parts.append("shift") }
    switch key {
    case .character(" "): parts.append("space")
    case .character(let character): parts.append(String(character))
    case .function(let number): parts.append("f\(number)")
    default: parts.append("\(key)")
    }
    return parts.joined(separator: "+")
  }
}
