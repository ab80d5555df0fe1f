import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    [
      "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"]),
    ],
    record: .missing
  )
)
struct ReducerMacroTests {
  @Test func structWithBody() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {
          case child(Child.Action)
          case factResponse(Result<String, any Error>)
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    }
  }

  @Test func enumStateGetsCasePaths() {
    assertMacro {
      """
      @Reducer
      struct App {
        enum State {
          case login(Login.State)
        }
        @CasePathable
        enum Action {
          case login(Login.Action)
        }
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }
      """
    }
  }

  @Test func typeAliasesAndReduceMethod() {
    assertMacro {
      """
      @Reducer
      struct Counter {
        typealias State = Int
        typealias Action = Bool
        func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
          .none
        }
      }
      """
    }
  }

  @Test func existingBuilderAndConformance() {
    assertMacro {
      """
      @Reducer
      struct Feature: Reducer {
        struct State {}
        enum Action {}
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    }
  }

  @Test func emptyStruct() {
    assertMacro {
      """
      @Reducer
      public struct Placeholder {
      }
      """
    }
  }

  @Test func classIsAnError() {
    assertMacro {
      """
      @Reducer
      class Feature {
      }
      """
    }
  }

  @Test func protocolIsAnError() {
    assertMacro {
      """
      @Reducer
      protocol Feature {
      }
      """
    }
  }

  @Test func argumentsOnStructAreAnError() {
    assertMacro {
      """
      @Reducer(state: .equatable)
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    }
  }

  @Test func enumOfFeatures() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case add(AddFeature)
        case edit(EditFeature)
      }
      """
    }
  }

  @Test func enumWithEphemeralAndIgnoredCases() {
    assertMacro {
      """
      @Reducer
      public enum Destination {
        case detail(Detail)
        case alert(AlertState<Alert>)
        @ReducerCaseEphemeral
        case sheet(SheetState)
        @ReducerCaseIgnored
        case meta(Meta)
        case none
        case pair(Int, label: String)
        case custom(Custom = Custom(limit: 3))
      }
      """
    }
  }

  @Test func enumConformances() {
    assertMacro {
      """
      @Reducer(state: .equatable, .hashable, .sendable, action: .equatable, .sendable)
      enum Path {
        case counter(Counter)
      }
      """
    }
  }

  @Test func enumCaseHoldingStateIsAnError() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case add(AddFeature.State)
      }
      """
    }
  }
}
