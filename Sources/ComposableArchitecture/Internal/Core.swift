/// What a `Store` runs on: the root's reducer and effects, or a view into them.
@MainActor
protocol Core<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  var state: State { get }
  func send(_ action: Action, transaction: Transaction?) -> Task<Void, Never>?

  /// A function that sends to this core, for a child's to call once it has embedded its
  /// action: calling it skips this core's own `send`.
  var sender: CoreSender<Action> { get }

  /// A core for part of this one's state; it sends its actions with `send`.
  func scoped<ChildState, ChildAction>(
    toState: @escaping (State) -> ChildState,
    send: @escaping CoreSender<ChildAction>
  ) -> any Core<ChildState, ChildAction>
}

/// Sends an action to a core. A scoped store's embeds the action and calls its parent's, so a
/// send from ten levels down is ten of these calls, each specialised for its level's types.
@usableFromInline
typealias CoreSender<Action> = @MainActor (Action, Transaction?) -> Task<Void, Never>?

extension RootCore {
  var sender: CoreSender<Action> {
    { self.send($0, transaction: $1) }
  }

  func scoped<ChildState, ChildAction>(
    toState: @escaping (State) -> ChildState,
    send: @escaping CoreSender<ChildAction>
  ) -> any Core<ChildState, ChildAction> {
    ScopedCore(root: self, toState: toState, send: send)
  }
}
