/// A view into a parent store's core: state is read through the parent and actions are sent
/// to it, embedded.
@MainActor
final class ScopedCore<Base: Core, State, Action>: Core {
  let base: Base
  let toState: (Base.State) -> State
  let fromAction: (Action) -> Base.Action

  init(
    base: Base,
    toState: @escaping (Base.State) -> State,
    fromAction: @escaping (Action) -> Base.Action
  ) {
    self.base = base
    self.toState = toState
    self.fromAction = fromAction
  }

  var state: State {
    self.toState(self.base.state)
  }

  func send(_ action: Action, transaction: Transaction?) -> Task<Void, Never>? {
    self.base.send(self.fromAction(action), transaction: transaction)
  }
}
