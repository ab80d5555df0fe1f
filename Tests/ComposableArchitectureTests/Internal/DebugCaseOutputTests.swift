import Testing

@testable import ComposableArchitecture

/// How messages name actions, states and stores, as TCA's do.
struct DebugCaseOutputTests {
  enum Inner { case tapped }
  enum Outer {
    case response(Int)
    case child(Inner)
    case element(id: Int, action: Inner)
    case pair(Int, Inner)
    case plain
  }

  @Test func valuesThatAreNotEnumsAreLeftOutAndTupleLabelsAreNamed() {
    #expect(debugCaseOutput(Outer.response(1)) == "DebugCaseOutputTests.Outer.response")
    #expect(debugCaseOutput(Outer.child(.tapped), abbreviated: true) == ".child(.tapped)")
    #expect(
      debugCaseOutput(Outer.element(id: 1, action: .tapped), abbreviated: true)
        == ".element(id:, action: .tapped)")
    #expect(debugCaseOutput(Outer.pair(1, .tapped), abbreviated: true) == ".pair(_:, _: .tapped)")
    #expect(debugCaseOutput(Outer.plain, abbreviated: true) == ".plain")
  }

  @Test func typeNamesDropModulesAndSugarTheStandardGenerics() {
    #expect(typeName(Void.self) == "()")
    #expect(typeName(Int?.self) == "Int?")
    #expect(typeName([Outer].self) == "[DebugCaseOutputTests.Outer]")
    #expect(typeName([String: Int].self) == "[String: Int]")
    #expect(typeName(IdentifiedArrayOf<Row.State>.self) == "IdentifiedArray")
    #expect(
      typeName(IdentifiedArrayOf<Row.State>.self, genericsAbbreviated: false)
        == "IdentifiedArray<Int, DebugCaseOutputTests.Row.State>")
  }

  @Test func storesOfAFeatureAreNamedAfterIt() {
    #expect(storeTypeName(of: StoreOf<Row>.self) == "StoreOf<DebugCaseOutputTests.Row>")
    #expect(
      storeTypeName(of: Store<Row.State?, Row.Action>.self) == "StoreOf<DebugCaseOutputTests.Row?>")
    #expect(
      storeTypeName(of: Store<IdentifiedArrayOf<Row.State>, IdentifiedActionOf<Row>>.self)
        == "IdentifiedStoreOf<DebugCaseOutputTests.Row>")
    #expect(
      storeTypeName(of: Store<StackState<Row.State>, StackAction<Row.State, Row.Action>>.self)
        == "StackStoreOf<DebugCaseOutputTests.Row>")
    #expect(storeTypeName(of: Store<Int, Outer>.self) == "Store<Int, DebugCaseOutputTests.Outer>")
  }

  struct Row: Reducer {
    struct State: Identifiable { var id = 0 }
    enum Action { case tapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }
}
