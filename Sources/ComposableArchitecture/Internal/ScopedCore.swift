/// A view into a root core: it reads part of the root's state and sends actions to the root.
///
/// Scoping a scoped core composes the state paths rather than stacking cores, so that a store
/// ten levels down reads the root's state directly; its sends go through the `CoreSender`s of
/// the stores it was scoped from.
@MainActor
final class ScopedCore<Root: Core, State, Action>: Core {
  let root: Root
  let toState: (Root.State) -> State
  let sender: CoreSender<Action>

  init(root: Root, toState: @escaping (Root.State) -> State, send: @escaping CoreSender<Action>) {
    self.root = root
    self.toState = toState
    self.sender = send
  }

  var state: State {
    self.toState(self.root.state)
  }

  func send(_ action: Action, transaction: Transaction?) -> Task<Void, Never>? {
    self.sender(action, transaction)
  }

  func scoped<ChildState, ChildAction>(
    toState: @escaping (State) -> ChildState,
    send: @escaping CoreSender<ChildAction>
  ) -> any Core<ChildState, ChildAction> {
    let toParentState = self.toState
    return ScopedCore<Root, ChildState, ChildAction>(
      root: self.root, toState: { toState(toParentState($0)) }, send: send
    )
  }
}
