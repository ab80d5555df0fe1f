#if canImport(Darwin)
  import Combine
#else
  import OpenCombine
#endif

/// A view into a root core: it reads part of the root's state and sends actions to the root.
///
/// Scoping a scoped core composes the paths rather than stacking cores, so that a store ten
/// levels down still sends straight to the root.
@MainActor
final class ScopedCore<Root: Core, State, Action>: Core {
  let root: Root
  let toState: (Root.State) -> State
  let fromAction: (Action) -> Root.Action

  init(
    root: Root,
    toState: @escaping (Root.State) -> State,
    fromAction: @escaping (Action) -> Root.Action
  ) {
    self.root = root
    self.toState = toState
    self.fromAction = fromAction
  }

  var state: State {
    self.toState(self.root.state)
  }

  var unobservedState: State {
    self.toState(self.root.unobservedState)
  }

  func send(_ action: Action, transaction: Transaction?) -> EffectHandle? {
    self.root.send(self.fromAction(action), transaction: transaction)
  }

  var didSet: PassthroughSubject<Void, Never> {
    self.root.didSet
  }

  var effectsInFlight: [RunningEffect] {
    self.root.effectsInFlight
  }

  func scoped<ChildState, ChildAction>(
    toState: @escaping (State) -> ChildState,
    fromAction: @escaping (ChildAction) -> Action
  ) -> any Core<ChildState, ChildAction> {
    let toParentState = self.toState
    let fromParentAction = self.fromAction
    return ScopedCore<Root, ChildState, ChildAction>(
      root: self.root,
      toState: { toState(toParentState($0)) },
      fromAction: { fromParentAction(fromAction($0)) }
    )
  }
}
