import Foundation
import PortableSwiftUI
import Testing

/// `onKeyPress` resolves to a node whose handler answers whether it took the key, as SwiftUI's
/// `KeyPress.Result` says; the key travels as a node argument a renderer writes.
@MainActor
struct KeyPressTests {
  @Test func aKeyPressTravelsAsANodeArgument() {
    let press = KeyPress(.upArrow, modifiers: [.shift, .control])
    let decoded = KeyPress(_nodeArgument: press._nodeArgument)
    #expect(decoded?.key == .upArrow)
    #expect(decoded?.modifiers == [.shift, .control])
    #expect(decoded?.characters == "\u{F700}")
    #expect(KeyPress(_nodeArgument: "nonsense") == nil)
  }

  @Test func theActionSaysWhetherItHandledTheKey() {
    struct Keys: View {
      let seen: Box
      var body: some View {
        Text("keys").onKeyPress { press in
          seen.characters.append(press.characters)
          return press.characters == "a" ? .handled : .ignored
        }
      }
    }
    let seen = Box()
    let tree = ViewResolver.resolve(Keys(seen: seen))
    let node = tree.first("onKeyPress")
    let decide = node?.handlers["key"]?.decide
    #expect(decide?(KeyPress("a")._nodeArgument) == true)
    #expect(decide?(KeyPress("b")._nodeArgument) == false)
    #expect(seen.characters == ["a", "b"])
  }

  @Test func aKeyOrASetOfKeysTakesOnlyThose() {
    struct Keys: View {
      let seen: Box
      var body: some View {
        VStack {
          Text("one").onKeyPress(.escape) {
            seen.characters.append("escape")
            return .handled
          }
          Text("set").onKeyPress(keys: [.upArrow, .downArrow]) { press in
            seen.characters.append(press.key == .upArrow ? "up" : "down")
            return .handled
          }
          Text("digits").onKeyPress(characters: .decimalDigits) { press in
            seen.characters.append(press.characters)
            return .handled
          }
        }
      }
    }
    let seen = Box()
    let tree = ViewResolver.resolve(Keys(seen: seen))
    let nodes = tree.allNodes.filter { $0.kind == "onKeyPress" }
    #expect(nodes.count == 3)
    #expect(nodes[0][attribute: "keys"] == "escape")
    let one = nodes[0].handlers["key"]?.decide
    let set = nodes[1].handlers["key"]?.decide
    let digits = nodes[2].handlers["key"]?.decide
    #expect(one?(KeyPress("x")._nodeArgument) == false)
    #expect(one?(KeyPress(.escape)._nodeArgument) == true)
    #expect(set?(KeyPress(.leftArrow)._nodeArgument) == false)
    #expect(set?(KeyPress(.downArrow)._nodeArgument) == true)
    #expect(digits?(KeyPress("x")._nodeArgument) == false)
    #expect(digits?(KeyPress("7")._nodeArgument) == true)
    #expect(seen.characters == ["escape", "down", "7"])
  }

  @MainActor
  final class Box {
    var characters: [String] = []
  }
}
