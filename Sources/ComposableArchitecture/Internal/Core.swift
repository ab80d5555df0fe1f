/// What a `Store` runs on: the root's reducer and effects, or a view into them.
@MainActor
protocol Core<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  var state: State { get }
  func send(_ action: Action, transaction: Transaction?) -> Task<Void, Never>?
}
