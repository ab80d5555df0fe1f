import ComposableArchitecture
import Testing

private struct Appending: Reducer {
  let name: String
  func reduce(into state: inout [String], action: Bool) -> Effect<Bool> {
    state.append(self.name)
    return .none
  }
}

private struct Built: Reducer {
  let flag: Bool
  let optional: Bool
  let names: [String]

  var body: some Reducer<[String], Bool> {
    Appending(name: "first")
    if self.flag {
      Appending(name: "if")
    } else {
      Appending(name: "else")
    }
    if self.optional {
      Appending(name: "optional")
    }
    for name in self.names {
      Appending(name: name)
    }
    EmptyReducer()
    CombineReducers {
      Appending(name: "combined 1")
      Appending(name: "combined 2")
    }
  }
}

@MainActor
struct ReducerBuilderTests {
  @Test func blocksRunInOrderWithBranchesLoopsAndOptionals() {
    var state: [String] = []
    _ = Built(flag: true, optional: true, names: ["a", "b"]).reduce(into: &state, action: true)
    #expect(state == ["first", "if", "optional", "a", "b", "combined 1", "combined 2"])

    state = []
    _ = Built(flag: false, optional: false, names: []).reduce(into: &state, action: true)
    #expect(state == ["first", "else", "combined 1", "combined 2"])
  }

  @Test func effectsOfEveryReducerInABlockAreMerged() async {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        return action == "go" ? .send("from first") : .none
      }
      Reduce<[String], String> { state, action in
        action == "go" ? .run { send in await send("from second") } : .none
      }
    }
    await store.send("go").finish()
    #expect(store.state == ["go", "from first", "from second"])
  }

  @Test func anExistentialReducerIsAStatementOfTheBlock() {
    // Written as TCA's users write it: a coercion (a variable of existential type is opened
    // by the compiler instead, in TCA as here, and does not compile).
    let reducer = CombineReducers {
      Appending(name: "first")
      Appending(name: "existential") as any Reducer<[String], Bool>
    }
    var state: [String] = []
    _ = reducer.reduce(into: &state, action: true)
    #expect(state == ["first", "existential"])
  }
}
