import Foundation
@_spi(SharedChangeTracking) import Sharing

/// A runtime for testing a feature: each step sends an action or receives one from an effect,
/// and asserts how the state changed.
///
/// ```swift
/// @MainActor
/// struct CounterTests {
///   @Test func refresh() async {
///     let store = TestStore(initialState: Counter.State()) {
///       Counter()
///     } withDependencies: {
///       $0.factClient.fetch = { "\($0) is a good number." }
///     }
///     await store.send(.refresh) { $0.isLoading = true }
///     await store.receive(\.factResponse.success) {
///       $0.isLoading = false
///       $0.fact = "0 is a good number."
///     }
///   }
/// }
/// ```
///
/// By default (`exhaustivity == .on`) a test must account for everything the feature does:
/// every state change, every action an effect sends, and every effect, which must have finished
/// by the end of the test. Failures are reported through `IssueReporting`, so they reach Swift
/// Testing and XCTest alike, at the line of the step that failed.
@preconcurrency @MainActor
public final class TestStore<State: Equatable, Action> {
  /// The dependencies the feature's reducer and the effects it returns use from now on.
  ///
  /// They start as the test dependencies with the overrides given to the initializer, and may
  /// change between steps:
  ///
  /// ```swift
  /// store.dependencies.factClient.fetch = { _ in throw FactError() }
  /// await store.send(.refresh) { $0.isLoading = true }
  /// ```
  public var dependencies: DependencyValues {
    get { self.recorder.dependencies }
    set { self.recorder.dependencies = newValue }
  }

  /// How strictly the store checks the feature; `.on` unless changed.
  public var exhaustivity: Exhaustivity = .on

  /// The state as of the last step: inside an assertion closure, the state before that step.
  public var state: State {
    self.recorder.state
  }

  /// Whether the feature dismissed itself through `@Dependency(\.dismiss)`.
  ///
  /// At its root, a test store stands for a presentation: `dismiss` ends the effects still
  /// running, without failing the test, and sending an action afterwards fails.
  ///
  /// ```swift
  /// await store.send(.saveTapped)
  /// #expect(store.isDismissed)
  /// ```
  public private(set) var isDismissed = false

  /// How many nanoseconds `receive` and `finish` wait when given no timeout (one second).
  public var timeout: UInt64

  /// Whether the store runs every task on the main serial executor, so that effects run one at
  /// a time in a deterministic order. `true` unless changed.
  ///
  /// The setting is global to the process while any store holds it; it is given back when the
  /// store is set to `false` or deinitialized.
  public var useMainSerialExecutor: Bool {
    get { self.holdsMainSerialExecutor }
    set {
      guard newValue != self.holdsMainSerialExecutor else { return }
      self.holdsMainSerialExecutor = newValue
      if newValue {
        MainSerialExecutorUsers.acquire()
      } else {
        MainSerialExecutorUsers.release()
      }
    }
  }

  let recorder: TestRecorder<State, Action>
  let core: any Core<State, TestAction<Action>>
  /// Records the changes the feature makes to `@Shared` state, so that each step asserts them
  /// with the rest of the state.
  let sharedChangeTracker = SharedChangeTracker()
  /// Effects still running, by the order of the `send` that started them.
  var inFlightEffects: [Int: InFlightEffect<Action>] = [:]
  /// Effects the test chose not to wait for; they run on until the store goes away.
  var skippedEffects: [Task<Void, Never>] = []
  private var nextEffectID = 0
  /// Where failures about the whole test are reported: the initializer, then the last `send`
  /// written in the same file.
  var callSite: CallSite
  private var holdsMainSerialExecutor = false

  /// Creates a test store with an initial state and the reducer of the feature to test.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let store = TestStore(initialState: Timer.State()) {
  ///   Timer()
  /// } withDependencies: {
  ///   $0.continuousClock = clock
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state the feature starts in.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides of the test dependencies, applied before the initial
  ///     state and the reducer are made.
  ///   - fileID: The file ID of the call site, for the failures this call reports.
  ///   - filePath: The file path of the call site, for the failures this call reports.
  ///   - line: The line of the call site, for the failures this call reports.
  ///   - column: The column of the call site, for the failures this call reports.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let dismissal = TestStoreDismissal()
    let tracker = self.sharedChangeTracker
    let (state, reducer, dependencies) = Dependencies.withDependencies {
      $0.context = .test
      // Before the overrides, so that a test can give its own.
      $0.dismiss = DismissEffect { dismissal.dismiss() }
      prepareDependencies(&$0)
      // The reducer and its effects run with these dependencies: their changes to shared
      // state are tracked.
      tracker.track(&$0)
    } operation: {
      @Dependency(\.self) var dependencies
      return (initialState(), reducer(), dependencies)
    }
    // The initial state is where the test starts: what its initializer wrote to shared state is
    // not a change for the first step to assert. Snapshots are taken afresh from here.
    tracker.reset()
    let recorder = TestRecorder<State, Action>(state: state, dependencies: dependencies)
    self.recorder = recorder
    self.core = RootCore(
      initialState: state,
      reducer: Reduce(TestReducer(base: reducer, recorder: recorder)),
      dependencies: nil
    )
    self.timeout = 1_000_000_000
    self.callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.useMainSerialExecutor = true
    dismissal.store = self
  }

  // Not an isolated deinit: that one runs as a job of its own, outside the test's task, and
  // its failures would not be attributed to the test. A test store is released on the main
  // actor, at the end of the test that made it.
  nonisolated deinit {
    MainActor.assumeIsolated {
      self.reportUnreceivedActions(at: self.callSite)
      self.reportUnfinishedEffects()
      self.reportUnassertedSharedChanges(at: self.callSite)
      for effect in self.skippedEffects {
        effect.cancel()
      }
      self.useMainSerialExecutor = false
    }
  }

  /// Waits until every effect has finished, and fails if some are still running after the
  /// timeout.
  ///
  /// ```swift
  /// await store.send(.stopButtonTapped) { $0.isRunning = false }
  /// await store.finish()
  /// ```
  ///
  /// - Parameters:
  ///   - nanoseconds: How long to wait; the store's `timeout` when `nil`.
  ///   - fileID: The file ID of the call site, for the failures this call reports.
  ///   - filePath: The file path of the call site, for the failures this call reports.
  ///   - line: The line of the call site, for the failures this call reports.
  ///   - column: The column of the call site, for the failures this call reports.
  @_disfavoredOverload
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.reportUnreceivedActions(at: site)
    let nanoseconds = nanoseconds ?? self.timeout
    let deadline = Deadline(nanoseconds: nanoseconds)
    await self.drainEffects()
    while !self.inFlightEffects.isEmpty {
      guard !deadline.hasPassed else {
        self.reportFailure(
          """
          Expected effects to finish, but there are still effects in-flight\
          \(describeTimeout(nanoseconds)).

          \(self.inFlightSuggestion(nanoseconds: nanoseconds))
          """,
          at: site
        )
        return
      }
      await Task.yield()
    }
    self.reportUnassertedSharedChanges(at: site)
  }

  /// Waits until every effect has finished, and fails if some are still running after the
  /// timeout.
  ///
  /// - Parameters:
  ///   - duration: How long to wait.
  ///   - fileID: The file ID of the call site, for the failures this call reports.
  ///   - filePath: The file path of the call site, for the failures this call reports.
  ///   - line: The line of the call site, for the failures this call reports.
  ///   - column: The column of the call site, for the failures this call reports.
  public func finish(
    timeout duration: Duration,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.finish(
      timeout: duration.nanoseconds,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Runs an operation with the store's dependencies changed, restoring them afterwards.
  ///
  /// ```swift
  /// await store.withDependencies {
  ///   $0.factClient.fetch = { _ in throw FactError() }
  /// } operation: {
  ///   await store.send(.refresh) { $0.isLoading = true }
  /// }
  /// ```
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.dependencies
    defer { self.dependencies = previous }
    try updateValuesForOperation(&self.dependencies)
    return try operation()
  }

  /// Runs an asynchronous operation with the store's dependencies changed, restoring them
  /// afterwards.
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) async throws -> Void,
    operation: @MainActor () async throws -> R
  ) async rethrows -> R {
    let previous = self.dependencies
    defer { self.dependencies = previous }
    var dependencies = previous
    try await updateValuesForOperation(&dependencies)
    self.dependencies = dependencies
    return try await operation()
  }

  /// Runs an operation with the store's exhaustivity changed, restoring it afterwards.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.onAppear)
  /// }
  /// ```
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// Runs an asynchronous operation with the store's exhaustivity changed, restoring it
  /// afterwards.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: @MainActor () async throws -> R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try await operation()
  }

  // MARK: - Internals shared by the concerns

  /// Tracks the effects a `send` started until they finish or are cancelled, and returns a task
  /// that ends once they are no longer tracked, so that a test awaiting it can end right away.
  func track(
    _ task: EffectHandle, startedBy action: Action, at site: CallSite
  ) -> Task<Void, Never> {
    let id = self.nextEffectID
    self.nextEffectID += 1
    let tracking = Task { [weak self] in
      await withTaskCancellationHandler {
        await task.wait()
      } onCancel: {
        task.cancel()
      }
      self?.inFlightEffects[id] = nil
    }
    self.inFlightEffects[id] = InFlightEffect(action: action, site: site, task: tracking)
    return tracking
  }

  /// Lets the effects run until each is suspended on something outside the executor or has
  /// finished (see `MainExecutorDrain`). With no effect running there is nothing to wait for.
  func drainEffects() async {
    guard !self.inFlightEffects.isEmpty else { return }
    await MainExecutorDrain.drain()
  }

  /// The running effects, oldest first.
  var orderedInFlightEffects: [InFlightEffect<Action>] {
    self.inFlightEffects.sorted { $0.key < $1.key }.map(\.value)
  }

  /// Reports the received actions the test has not asserted. An exhaustive store then sets them
  /// aside, so that they fail the test once; a non-exhaustive one keeps them to be skipped.
  func reportUnreceivedActions(at site: CallSite) {
    let received = self.recorder.receivedActions
    guard let last = received.last else { return }
    let actions = received.map { "    " + debugCaseOutput($0.action, abbreviated: true) }
    self.reportFailure(
      """
      The store received \(received.count) unexpected \
      action\(received.count == 1 ? "" : "s").

        Unhandled actions:
      \(actions.joined(separator: "\n"))

      To fix, explicitly assert against these actions using "store.receive", skip these actions \
      by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
      store: "store.exhaustivity = .off".
      """,
      at: site
    )
    guard self.exhaustivity == .on else { return }
    self.recorder.state = last.state
    self.recorder.receivedActions.removeAll()
  }

  /// Reports shared state changed since the last assertion (by effects that ran after it), as
  /// TCA's test store does when it finishes, and forgets those changes. A store that is not
  /// exhaustive forgets them without a word, as it does at each step.
  func reportUnassertedSharedChanges(at site: CallSite) {
    let tracker = self.sharedChangeTracker
    defer { tracker.reset() }
    guard self.exhaustivity == .on, tracker.hasChanges else { return }
    let state = self.recorder.state
    tracker.assert {
      // Inside `assert`, the left side of a comparison reads shared values as last asserted.
      guard state != state else { return }
      let difference = describeDifference(expected: state, actual: state, actualLabel: "Actual")
      reportTestIssue(
        """
        Test store finished before asserting against changes to shared state.

        \(difference)

        Invoke "TestStore.assert" at the end of this test to assert against changes to shared \
        state.
        """,
        at: site
      )
    }
  }

  /// Reports the effects still running when the store goes away, at the sends that started
  /// them, and cancels them.
  private func reportUnfinishedEffects() {
    for effect in self.orderedInFlightEffects {
      self.reportFailure(
        """
        An effect returned for this action is still running. It must complete before the end of \
        the test.

        To fix, inspect any effects the reducer returns for this action and ensure that all of \
        them complete by the end of the test. There are a few reasons why an effect may not have \
        completed:

        If using async/await in your effect, it may need a little bit of time to properly \
        finish. To fix you can simply perform "await store.finish()" at the end of your test.

        If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
        make sure that you wait enough time for it to perform the effect. If you are using a test \
        clock/scheduler, advance it so that the effects may complete, or consider using an \
        immediate clock/scheduler to immediately perform the effect instead.

        If you are returning a long-living effect (timers, notifications, subjects, etc.), then \
        make sure those effects are torn down by marking the effect ".cancellable" and returning \
        a corresponding cancellation effect ("Effect.cancel") from another action, or, if your \
        effect is driven by a Combine subject, send it a completion.

        If you do not wish to assert on these effects, perform "await \
        store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
        "store.exhaustivity = .off".
        """,
        at: effect.site
      )
      effect.task.cancel()
    }
  }

  /// The advice given when effects are still running past a timeout.
  func inFlightSuggestion(nanoseconds: UInt64) -> String {
    let timeoutAdvice =
      nanoseconds != self.timeout
      ? #"try increasing the duration of this assertion's "timeout""#
      : #"configure this assertion with an explicit "timeout""#
    return """
      There are effects in-flight. If the effect that delivers this action uses a \
      clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait \
      enough time for it to perform the effect. If you are using a test clock/scheduler, advance \
      it so that the effects may complete, or consider using an immediate clock/scheduler to \
      immediately perform the effect instead.

      If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
      \(timeoutAdvice).
      """
  }
}

/// Dismisses the feature at the root of a test store; made before the store, whose dependencies
/// carry it.
@MainActor
final class TestStoreDismissal {
  weak var store: (any TestStoreDismissible)?

  func dismiss() {
    self.store?.dismissRoot()
  }
}

/// A test store, whatever its domain.
@MainActor
protocol TestStoreDismissible: AnyObject {
  func dismissRoot()
}

extension TestStore: TestStoreDismissible {
  /// Marks the store dismissed and drops the effects still running, as the presentation the
  /// store stands for would.
  func dismissRoot() {
    self.isDismissed = true
    for effect in self.inFlightEffects.values {
      effect.task.cancel()
    }
    self.inFlightEffects.removeAll()
  }
}

/// A test store of a feature, as in `TestStoreOf<Counter>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action>
where R.State: Equatable

/// The effects started by one `send`, and where that `send` was written. Cancelling the task
/// cancels the effects.
struct InFlightEffect<Action> {
  let action: Action
  let site: CallSite
  let task: Task<Void, Never>
}
