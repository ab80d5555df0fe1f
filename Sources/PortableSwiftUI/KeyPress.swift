import Foundation

/// A key as SwiftUI names it for shortcuts and key presses: SwiftUI's `KeyEquivalent`.
///
/// Keys without a character of their own (the arrows, Home, Page Up…) use the private-use
/// characters Apple's platforms give them, so that a key press reads the same everywhere.
///
/// ```swift
/// .onKeyPress(.upArrow) { store.send(.incrementTapped); return .handled }
/// ```
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral,
  CustomStringConvertible
{
  /// The key's character.
  public var character: Character

  /// The key that types `character`.
  public init(_ character: Character) {
    self.character = character
  }

  public init(extendedGraphemeClusterLiteral value: Character) {
    self.init(value)
  }

  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  public static let escape = KeyEquivalent("\u{1B}")
  /// Backspace.
  public static let delete = KeyEquivalent("\u{7F}")
  /// The Delete key that erases forward.
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}")
  public static let clear = KeyEquivalent("\u{F739}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  /// Return, or Enter.
  public static let `return` = KeyEquivalent("\r")

  public var description: String { String(character) }
}

/// The modifier keys held with a key: SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let capsLock = EventModifiers(rawValue: 1)
  public static let shift = EventModifiers(rawValue: 2)
  public static let control = EventModifiers(rawValue: 4)
  /// Option, or Alt.
  public static let option = EventModifiers(rawValue: 8)
  public static let command = EventModifiers(rawValue: 16)
  public static let numericPad = EventModifiers(rawValue: 32)
  public static let function = EventModifiers(rawValue: 64)
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad, .function,
  ]
}

/// A key pressed while a view is on screen: SwiftUI's `KeyPress`.
public struct KeyPress: Sendable {
  /// Which phase of a key's press an event is.
  public struct Phases: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let down = Phases(rawValue: 1)
    public static let `repeat` = Phases(rawValue: 2)
    public static let up = Phases(rawValue: 4)
    public static let all: Phases = [.down, .repeat, .up]
  }

  /// Whether a key-press action took the event: if not, the views around it see it next.
  public enum Result: Hashable, Sendable {
    case handled, ignored
  }

  /// The key pressed.
  public let key: KeyEquivalent
  /// What the key types, as if no modifier were held.
  public let characters: String
  /// The modifiers held.
  public let modifiers: EventModifiers
  /// The phase of the press.
  public let phase: Phases

  /// A key press, as a renderer reports one (SwiftUI makes these itself).
  public init(
    _ key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [],
    phase: Phases = .down
  ) {
    self.key = key
    self.characters = characters ?? String(key.character)
    self.modifiers = modifiers
    self.phase = phase
  }

  /// The press as a node handler's argument: the modifiers' raw value, a colon, the key.
  public var _nodeArgument: String { "\(modifiers.rawValue):\(key.character)" }

  /// The press a node handler's argument stands for.
  public init?(_nodeArgument argument: String) {
    guard let colon = argument.firstIndex(of: ":"),
      let modifiers = Int(argument[..<colon]),
      let character = argument[argument.index(after: colon)...].first
    else { return nil }
    self.init(KeyEquivalent(character), modifiers: EventModifiers(rawValue: modifiers))
  }
}

extension View {
  /// Runs `action` with each key pressed while this view is on screen (in a terminal, the
  /// focused control sees a key first, then the views around it, innermost first); the action
  /// returns whether it handled the key.
  ///
  /// ```swift
  /// .onKeyPress { press in
  ///   guard press.characters == "q" else { return .ignored }
  ///   quit()
  ///   return .handled
  /// }
  /// ```
  public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    keyPressNode([], phases: phases, action)
  }

  /// Runs `action` when `key` is pressed while this view is on screen.
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result)
    -> some View
  {
    keyPressNode([key], phases: [.down, .repeat]) { _ in action() }
  }

  /// Runs `action` with the press when `key` is pressed in one of `phases`.
  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases,
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    keyPressNode([key], phases: phases, action)
  }

  /// Runs `action` with the press when one of `keys` is pressed.
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    keyPressNode(
      keys.sorted { String($0.character) < String($1.character) }, phases: phases, action)
  }

  /// Runs `action` with the press when a key typing one of `characters` is pressed.
  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    let action = UncheckedBox(action)
    return node(
      "onKeyPress", [.init("characters", "set")],
      handlers: [
        "key": ViewNode.Handler.deciding({ argument in
          guard let press = argument.flatMap(KeyPress.init(_nodeArgument:)),
            phases.contains(press.phase),
            press.characters.unicodeScalars.allSatisfy(characters.contains)
          else { return false }
          return action.value(press) == .handled
        })
      ])
  }

  private func keyPressNode(
    _ keys: [KeyEquivalent], phases: KeyPress.Phases,
    _ action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    let action = UncheckedBox(action)
    let attributes: [ViewNode.Attribute] =
      keys.isEmpty ? [] : [.init("keys", keys.map(Self.keyName).joined(separator: " "))]
    return node(
      "onKeyPress", attributes,
      handlers: [
        "key": ViewNode.Handler.deciding({ argument in
          guard let press = argument.flatMap(KeyPress.init(_nodeArgument:)),
            phases.contains(press.phase), keys.isEmpty || keys.contains(press.key)
          else { return false }
          return action.value(press) == .handled
        })
      ])
  }

  /// A key's name in a node's attribute: its character, or what it is for keys without one.
  static func keyName(_ key: KeyEquivalent) -> String {
    switch key {
    case .upArrow: "up"
    case .downArrow: "down"
    case .leftArrow: "left"
    case .rightArrow: "right"
    case .escape: "escape"
    case .delete: "delete"
    case .deleteForward: "deleteForward"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageUp"
    case .pageDown: "pageDown"
    case .clear: "clear"
    case .tab: "tab"
    case .space: "space"
    case .return: "return"
    default: String(key.character)
    }
  }
}
