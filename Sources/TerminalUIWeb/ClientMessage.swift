import Foundation
import TerminalUI

/// What the page sends: a click, a field's new text, focus, or a key press, as JSON.
///
/// ```json
/// {"t":"click","id":"a0-2"}
/// {"t":"input","id":"a0-3","v":"Write the report"}
/// {"t":"key","k":"ArrowDown","m":["shift"]}
/// ```
/// Keys are named as the browser's `KeyboardEvent.key` names them.
package enum ClientMessage: Equatable, Sendable {
  case click(id: String)
  case input(id: String, text: String)
  case focus(id: String)
  case key(TerminalUI.KeyPress)

  /// The most bytes a message may have: a field's text fits many times over.
  package static let maximumSize = 16 * 1024

  /// Why a message was refused.
  package enum Refusal: Error, Equatable, CustomStringConvertible {
    case tooLarge(Int)
    case malformed
    case unknownKey(String)
    case unknownElement(String)

    package var description: String {
      switch self {
      case .tooLarge(let size): "message of \(size) bytes (at most \(ClientMessage.maximumSize))"
      case .malformed: "not a message of the page's"
      case .unknownKey(let key): "unknown key \(key.prefix(20).debugDescription)"
      case .unknownElement(let id): "no element \(id.prefix(20).debugDescription) on the page"
      }
    }
  }

  private struct Wire: Decodable {
    var t: String
    var id: String?
    var v: String?
    var k: String?
    var m: [String]?
  }

  /// Reads a message, refusing one that is too large, is not JSON of the page's shape, or
  /// names a key that does not exist.
  package init(_ data: some Collection<UInt8>) throws(Refusal) {
    guard data.count <= Self.maximumSize else { throw .tooLarge(data.count) }
    guard let wire = try? JSONDecoder().decode(Wire.self, from: Data(data)) else {
      throw .malformed
    }
    switch (wire.t, wire.id, wire.v, wire.k) {
    case ("click", let id?, nil, nil): self = .click(id: id)
    case ("input", let id?, let text?, nil): self = .input(id: id, text: text)
    case ("focus", let id?, nil, nil): self = .focus(id: id)
    case ("key", nil, nil, let name?):
      guard let key = Self.key(named: name) else { throw .unknownKey(name) }
      var modifiers: KeyModifiers = []
      for modifier in wire.m ?? [] {
        switch modifier {
        case "ctrl": modifiers.insert(.control)
        case "alt": modifiers.insert(.alt)
        // A character is already in the case shift gave it, as a terminal sends it.
        case "shift": if case .character = key {} else { modifiers.insert(.shift) }
        default: throw .malformed
        }
      }
      self = .key(TerminalUI.KeyPress(key, modifiers: modifiers))
    default:
      throw .malformed
    }
  }

  /// The key a browser calls `name`.
  static func key(named name: String) -> Key? {
    switch name {
    case "Enter": return .enter
    case "Tab": return .tab
    case "Backspace": return .backspace
    case "Escape": return .escape
    case "ArrowUp": return .up
    case "ArrowDown": return .down
    case "ArrowLeft": return .left
    case "ArrowRight": return .right
    case "Home": return .home
    case "End": return .end
    case "PageUp": return .pageUp
    case "PageDown": return .pageDown
    case "Insert": return .insert
    case "Delete": return .delete
    default:
      if name.count == 1, let character = name.first { return .character(character) }
      if name.hasPrefix("F"), let number = Int(name.dropFirst()), (1...24).contains(number) {
        return .function(number)
      }
      return nil
    }
  }
}
