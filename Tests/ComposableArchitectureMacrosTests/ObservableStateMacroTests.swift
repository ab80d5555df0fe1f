import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    [
      "ObservableState": MacroSpec(
        type: ObservableStateMacro.self, conformances: ["Observable", "ObservableState"]
      ),
      "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
      "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
      "Presents": MacroSpec(type: PresentsMacro.self),
    ],
    record: .missing
  )
)
struct ObservableStateMacroTests {
  @Test func structFields() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
        var text: String
        let id: Int
        @ObservationStateIgnored var cache: [Int] = []
        var isEven: Bool { count.isMultiple(of: 2) }
        static var shared = 1
      }
      """
    }
  }

  @Test func publicStruct() {
    assertMacro {
      """
      @ObservableState
      public struct State: Equatable {
        public var child: Child.State?
      }
      """
    }
  }

  @Test func enumState() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case loading
        case loaded(Feature.State)
        case failed(message: String)
        case pair(Int, Int)
      }
      """
    }
  }

  @Test func presentsIsIgnoredByTracking() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    }
  }

  @Test func classIsAnError() {
    assertMacro {
      """
      @ObservableState
      class Model {
        var count = 0
      }
      """
    }
  }

  @Test func observationAttributesAreRenamed() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @ObservationIgnored var cache = 0
      }
      """
    }
  }
}
