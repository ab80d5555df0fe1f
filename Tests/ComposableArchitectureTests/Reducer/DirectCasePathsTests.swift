import Testing

@testable import ComposableArchitecture

@Reducer
private struct Child {
  struct State: Equatable {}
  enum Action: Equatable {
    case increment
    case set(to: Int)
  }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
private struct Parent {
  struct State: Equatable {}
  enum Action: Equatable {
    case child(Child.Action)
    case tap
    case pair(Int, String)
  }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

struct DirectCasePathsTests {
  @Test func aReducersActionCasesHaveDirectCasePaths() {
    let child = try! #require(Parent.Action._$casePath(for: \.child))
    #expect(child.extract(from: .child(.increment)) == .increment)
    #expect(child.extract(from: .tap) == nil)
    #expect(child.embed(.set(to: 3)) == .child(.set(to: 3)))

    let tap = try! #require(Parent.Action._$casePath(for: \.tap))
    #expect(tap.extract(from: .tap) != nil)
    #expect(tap.extract(from: .child(.increment)) == nil)
    #expect(tap.embed(()) == .tap)

    let set = try! #require(Child.Action._$casePath(for: \.set))
    #expect(set.extract(from: .set(to: 7)) == 7)
    #expect(set.embed(2) == .set(to: 2))
  }

  @Test func otherPathsFallBackToCasePaths() {
    // A path through two enums, and a case with two values, are not the enum's own.
    #expect(Parent.Action._$casePath(for: \.child.set) == nil)
    #expect(Parent.Action._$casePath(for: \.pair) == nil)

    let nested = AnyCasePath(resolving: \Parent.Action.Cases.child.set)
    #expect(nested.extract(from: .child(.set(to: 5))) == 5)
    #expect(nested.extract(from: .child(.increment)) == nil)
    #expect(nested.embed(1) == .child(.set(to: 1)))

    let pair = AnyCasePath(resolving: \Parent.Action.Cases.pair)
    let extracted = pair.extract(from: .pair(1, "one"))
    #expect(extracted?.0 == 1 && extracted?.1 == "one")
  }
}
