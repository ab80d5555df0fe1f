import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(.macros(["Presents": MacroSpec(type: PresentsMacro.self)], record: .missing))
struct PresentsMacroTests {
  @Test func optionalState() {
    assertMacro {
      """
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    }
  }

  @Test func publicWithInitialValue() {
    assertMacro {
      """
      public struct State {
        @Presents public var alert: Optional<AlertState<Action.Alert>> = nil
      }
      """
    }
  }

  @Test func nonOptionalIsAnError() {
    assertMacro {
      """
      struct State {
        @Presents var destination = Destination.State.add(.init())
      }
      """
    }
  }
}
