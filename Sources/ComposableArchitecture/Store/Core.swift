#if canImport(Darwin)
  import Combine
#else
  import OpenCombine
#endif

/// What a `Store` runs on: the root's reducer and effects, or a view into them.
@MainActor
protocol Core<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  var state: State { get }
  /// The state, read without registering an observation of the store.
  var unobservedState: State { get }
  func send(_ action: Action, transaction: Transaction?) -> EffectHandle?
  /// Emits after each `send` to the root has run, whether the state changed or not (what
  /// `ViewStore` and `store.publisher` observe).
  var didSet: PassthroughSubject<Void, Never> { get }
  /// The root's effects whose own work is still running (TCA's `effectCancellables`).
  var effectsInFlight: [RunningEffect] { get }

  /// A core for part of this one's state and actions.
  func scoped<ChildState, ChildAction>(
    toState: @escaping (State) -> ChildState,
    fromAction: @escaping (ChildAction) -> Action
  ) -> any Core<ChildState, ChildAction>
}

extension RootCore {
  func scoped<ChildState, ChildAction>(
    toState: @escaping (State) -> ChildState,
    fromAction: @escaping (ChildAction) -> Action
  ) -> any Core<ChildState, ChildAction> {
    ScopedCore(root: self, toState: toState, fromAction: fromAction)
  }
}
