import ComposableArchitecture
import Testing

/// The warnings reducers and effects report outside of a test store, word for word.
@MainActor
struct IssueMessageTests {
  struct Failure: Error {}

  @CasePathable
  enum Action: Equatable {
    case child(Child)
    case rows(IdentifiedActionOf<Row>)

    @CasePathable
    enum Child: Equatable { case tapped }
  }

  struct Row: Reducer {
    struct State: Equatable, Identifiable { let id: Int }
    enum Action: Equatable { case tapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  @CasePathable
  enum Screen: Equatable {
    case child(Int)
    case other
  }

  @Test func ifLetGivenAnActionWhileNil() {
    let line: UInt = #line + 3
    let store = Store(initialState: Int?.none) {
      EmptyReducer<Int?, Action>()
        .ifLet(\.self, action: \.child) { EmptyReducer<Int, Action.Child>() }
    }
    let issues = issuesReported { store.send(.child(.tapped)) }
    #expect(
      issues == [
        CollectedIssue(
          message: """
            An "ifLet" at "ComposableArchitectureTests/IssueMessageTests.swift:\(line)" \
            received a child action when child state was "nil".

              Action:
                IssueMessageTests.Action.child(.tapped)

            This is generally considered an application logic error, and can happen for a few \
            reasons:

            A parent reducer set child state to "nil" before this reducer ran. This reducer must \
            run before any other reducer sets child state to "nil". This ensures that child \
            reducers can handle their actions while their state is still available.

            An in-flight effect emitted this action when child state was "nil". While it may be \
            perfectly reasonable to ignore this action, consider canceling the associated \
            effect before child state becomes "nil", especially if it is a long-living effect.

            This action was sent to the store while state was "nil". Make sure that actions for \
            this reducer can only be sent from a store when state is non-"nil". In SwiftUI \
            applications, use "IfLetStore".
            """,
          line: line
        )
      ]
    )
  }

  @Test func ifCaseLetGivenAnActionInAnotherCase() {
    let line: UInt = #line + 3
    let store = Store(initialState: Screen.other) {
      EmptyReducer<Screen, Action>()
        .ifCaseLet(\.child, action: \.child) { EmptyReducer<Int, Action.Child>() }
    }
    let issues = issuesReported { store.send(.child(.tapped)) }
    #expect(
      issues == [
        CollectedIssue(
          message: """
            An "ifCaseLet" at "ComposableArchitectureTests/IssueMessageTests.swift:\(line)" \
            received a child action when child state was set to a different case.

              Action:
                IssueMessageTests.Action.child(.tapped)
              State:
                IssueMessageTests.Screen.other

            This is generally considered an application logic error, and can happen for a few \
            reasons:

            A parent reducer set "IssueMessageTests.Screen" to a different case before this \
            reducer ran. This reducer must run before any other reducer sets child state to a \
            different case. This ensures that child reducers can handle their actions while \
            their state is still available.

            An in-flight effect emitted this action when child state was unavailable. While it \
            may be perfectly reasonable to ignore this action, consider canceling the \
            associated effect before child state changes to another case, especially if it is a \
            long-living effect.

            This action was sent to the store while state was another case. Make sure that \
            actions for this reducer can only be sent from a store when state is set to the \
            appropriate case. In SwiftUI applications, use "SwitchStore".
            """,
          line: line
        )
      ]
    )
  }

  @Test func forEachGivenAnActionForAMissingElement() {
    let line: UInt = #line + 3
    let store = Store(initialState: IdentifiedArrayOf<Row.State>()) {
      EmptyReducer<IdentifiedArrayOf<Row.State>, Action>()
        .forEach(\.self, action: \.rows) { Row() }
    }
    let issues = issuesReported { store.send(.rows(.element(id: 7, action: .tapped))) }
    #expect(
      issues == [
        CollectedIssue(
          message: """
            A "forEach" at "ComposableArchitectureTests/IssueMessageTests.swift:\(line)" \
            received an action for a missing element.

              Action:
                IssueMessageTests.Action.rows(.element(id:, action: .tapped))

            This is generally considered an application logic error, and can happen for a few \
            reasons:

            A parent reducer removed an element with this ID before this reducer ran. This \
            reducer must run before any other reducer removes an element, which ensures that \
            element reducers can handle their actions while their state is still available.

            An in-flight effect emitted this action when state contained no element at this ID. \
            While it may be perfectly reasonable to ignore this action, consider canceling the \
            associated effect before an element is removed, especially if it is a long-living \
            effect.

            This action was sent to the store while its state contained no element at this ID. \
            To fix this make sure that actions for this reducer can only be sent from a store \
            when its state contains an element at this id. In SwiftUI applications, use \
            "ForEachStore".
            """,
          line: line
        )
      ]
    )
  }

  @Test func dismissOutsideOfAPresentation() async {
    @Dependency(\.dismiss) var dismiss
    let line: UInt = #line + 2
    let issues = await knownIssues(containing: "couldn't be dismissed") {
      await dismiss()
    }
    #expect(
      issues == [
        CollectedIssue(
          message: """
            A reducer requested dismissal at \
            "ComposableArchitectureTests/IssueMessageTests.swift:\(line)", but couldn't be \
            dismissed.

            This is generally considered an application logic error, and can happen when a \
            reducer assumes it runs in a presentation context. If a reducer can run at both the \
            root level of an application, as well as in a presentation destination, use \
            @Dependency(\\.isPresented) to determine if the reducer is being presented before \
            calling @Dependency(\\.dismiss).
            """,
          line: line
        )
      ]
    )
  }

  @Test func runThrowingAnUnhandledError() async {
    let line: UInt = #line + 3
    let store = Store(initialState: 0) {
      Reduce<Int, Void> { _, _ in
        .run { _ in throw Failure() }
      }
    }
    let issues = await knownIssues(containing: "threw an unhandled error") {
      await store.send(()).finish()
    }
    #expect(
      issues == [
        CollectedIssue(
          message: """
            An "Effect.run" returned from \
            "ComposableArchitectureTests/IssueMessageTests.swift:\(line)" threw an unhandled \
            error.

                IssueMessageTests.Failure()

            All non-cancellation errors must be explicitly handled via the "catch" parameter on \
            "Effect.run", or via a "do" block.
            """,
          line: line
        )
      ]
    )
  }

  @Test func mappedRunThrowingAnUnhandledErrorIsReportedWhereTheRunWasMade() async {
    // A child feature's effects reach the store mapped (and maybe made cancellable); what the
    // operation throws is still reported at the `Effect.run` that made it.
    let line: UInt = #line + 3
    let store = Store(initialState: 0) {
      Reduce<Int, String> { _, _ in
        Effect<Int>.run { _ in throw Failure() }
          .map { "\($0)" }
          .cancellable(id: "child")
      }
    }
    let issues = await knownIssues(containing: "threw an unhandled error") {
      await store.send("go").finish()
    }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        """
        An "Effect.run" returned from \
        "ComposableArchitectureTests/IssueMessageTests.swift:\(line)" threw an unhandled error.
        """
      ) == true
    )
  }

  @Test func sendFromACompletedEffect() async {
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { state, action in
        switch action {
        case .child(.tapped):
          return .run { send in
            // Escapes the effect, and sends once the effect has returned.
            Task { @MainActor in
              for await _ in gate { break }
              send(.rows(.element(id: 1, action: .tapped)))
            }
          }
        case .rows:
          state += 1
          return .none
        }
      }
    }
    let issues = await knownIssues(containing: "An action was sent from a completed effect.") {
      await store.send(.child(.tapped)).finish()
      open.yield()
      while store.state == 0 { await Task.yield() }
    }
    #expect(
      issues.map(\.message) == [
        """
        An action was sent from a completed effect.

          Action:
            IssueMessageTests.Action.rows(.element(id:, action: .tapped))

          Effect returned from:
            IssueMessageTests.Action.child(.tapped)

        Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
        completed. This can happen if you escape the 'send' argument in an unstructured context.

        To fix this, make sure that your 'run' closure does not return until you're done \
        calling 'send'.
        """
      ]
    )
  }
}

/// Runs `body`, whose issues the test expects, and returns them as they were reported.
@MainActor
private func issuesReported(_ body: () -> Void) -> [CollectedIssue] {
  let collector = IssueCollector()
  withKnownIssue {
    withIssueReporters(IssueReporters.current + [collector]) {
      body()
    }
  }
  return collector.issues
}

extension IssueMessageTests {
  @Test func scopeOfACaseGivenAnActionInAnotherCase() {
    let line: UInt = #line + 2
    let store = Store(initialState: Screen.other) {
      Scope<Screen, Action, EmptyReducer<Int, Action.Child>>(state: \.child, action: \.child) {
        EmptyReducer()
      }
    }
    let issues = issuesReported { store.send(.child(.tapped)) }
    #expect(
      issues.map(\.message) == [
        """
        A "Scope" at "ComposableArchitectureTests/IssueMessageTests.swift:\(line)" received a \
        child action when child state was set to a different case.

          Action:
            IssueMessageTests.Action.child(.tapped)
          State:
            IssueMessageTests.Screen.other

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set "IssueMessageTests.Screen" to a different case before the scoped \
        reducer ran. Child reducers must run before any parent reducer sets child state to a \
        different case. This ensures that child reducers can handle their actions while their \
        state is still available. Consider using "Reducer.ifCaseLet" to embed this child \
        reducer in the parent reducer that change its state to ensure the child reducer runs \
        first.

        An in-flight effect emitted this action when child state was unavailable. While it may \
        be perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state changes to another case, especially if it is a long-living effect.

        This action was sent to the store while state was another case. Make sure that actions \
        for this reducer can only be sent from a store when state is set to the appropriate \
        case. In SwiftUI applications, use "SwitchStore".
        """
      ]
    )
  }
}

extension IssueMessageTests {
  @CasePathable
  enum PathAction: Equatable {
    case path(StackAction<Int, Action.Child>)
  }

  @Test func popFromAMissingElementShowsTheIDsAfterTheParentRan() {
    // TCA runs the parent first and lists the IDs the stack has then.
    let line: UInt = #line + 6
    let store = Store(initialState: StackState<Int>()) {
      Reduce<StackState<Int>, PathAction> { state, action in
        if case .path(.popFrom) = action { state.append(1) }
        return .none
      }
      .forEach(\.self, action: \.path) { EmptyReducer<Int, Action.Child>() }
    }
    let issues = issuesReported { store.send(.path(.popFrom(id: 7))) }
    let ids = store.withState(\.ids)
    #expect(ids.count == 1)
    #expect(
      issues == [
        CollectedIssue(
          message: """
            A "forEach" at "ComposableArchitectureTests/IssueMessageTests.swift:\(line)" \
            received a "popFrom" action for a missing element.

              ID:
                #7
              Path IDs:
                \(ids)
            """,
          line: line
        )
      ]
    )
  }
}
