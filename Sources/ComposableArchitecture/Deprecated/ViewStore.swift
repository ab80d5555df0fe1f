import Foundation

#if canImport(Darwin)
  @preconcurrency import Combine
#else
  @preconcurrency import OpenCombine
#endif

/// The pre-1.7 way for a view to observe a store: it holds the part of the state the view
/// needs, tells its observers before that part changes, and sends actions to the store.
///
/// ```swift
/// let viewStore = ViewStore(store, observe: { $0 })
/// viewStore.send(.incrementButtonTapped)
/// viewStore.count          // the observed state's fields, by dynamic member lookup
/// viewStore.publisher.count.sink { … }
/// ```
///
/// Its SwiftUI bindings (`binding(get:send:)`) are not here: they are SwiftUI's `Binding`.
@available(
  *,
  deprecated,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
@dynamicMemberLookup
@preconcurrency @MainActor
public final class ViewStore<ViewState, ViewAction>: ObservableObject {
  /// Emits before the observed state changes.
  public nonisolated let objectWillChange = ObservableObjectPublisher()
  /// The observed state; its subscribers get the current value when they subscribe, and each
  /// change in the order they subscribed.
  private let observed: CurrentValueRelay<ViewState>
  private var lastSeen: ViewState
  private var rootChanges: AnyCancellable?
  /// The store scoped to the view's state and actions.
  let store: Store<ViewState, ViewAction>

  /// Observes a store, emitting when the observed state is not a duplicate of the last one.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - toViewState: The part of the state the view needs.
  ///   - isDuplicate: Whether two observed states are the same, so that no change is emitted.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
  }

  /// Observes a store, sending view actions embedded in the store's actions.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - toViewState: The part of the state the view needs.
  ///   - fromViewAction: The store's action for a view action.
  ///   - isDuplicate: Whether two observed states are the same, so that no change is emitted.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) {
    let scoped = Store<ViewState, ViewAction>(
      core: store.core.scoped(toState: toViewState, fromAction: fromViewAction)
    )
    self.store = scoped
    self.observed = CurrentValueRelay(scoped.withState { $0 })
    // The state is read again as the view store subscribes to the store's changes, as TCA's
    // does (its subscription reads the current state, then drops it): changes are compared
    // with that value, and a closure scope runs twice when a view store is made (TCA's
    // `StoreTests` count the calls).
    self.lastSeen = scoped.withState { $0 }
    // After each send to the root, the new view state, unless it is a duplicate of the last one
    // seen (seen, not published: as `removeDuplicates` compares).
    self.rootChanges = scoped.core.didSet.sink { [weak self] in
      guard let self else { return }
      let next = self.store.withState { $0 }
      let previous = self.lastSeen
      self.lastSeen = next
      guard !isDuplicate(previous, next) else { return }
      self.objectWillChange.send()
      self.observed.value = next
    }
  }

  /// A publisher of the observed state: the current one when subscribed, then each change.
  public var publisher: StorePublisher<ViewState> {
    StorePublisher(store: self, upstream: self.observed)
  }

  /// The observed state.
  public var state: ViewState {
    self.observed.value
  }

  /// A field of the observed state.
  public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
    self.state[keyPath: keyPath]
  }

  /// Sends an action to the store.
  ///
  /// - Parameter action: A view action.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(_ action: ViewAction) -> StoreTask {
    self.store.send(action)
  }

  /// Sends an action to the store with an animation.
  @discardableResult
  public func send(_ action: ViewAction, animation: Animation?) -> StoreTask {
    self.store.send(action, animation: animation)
  }

  /// Sends an action to the store inside a transaction.
  @discardableResult
  public func send(_ action: ViewAction, transaction: Transaction) -> StoreTask {
    self.store.send(action, transaction: transaction)
  }

  /// Sends an action, then suspends while `predicate` holds for the observed state. Cancelling
  /// the caller cancels the action's effects.
  ///
  /// ```swift
  /// await viewStore.send(.refresh, while: \.isLoading)
  /// ```
  public func send(
    _ action: ViewAction,
    while predicate: @escaping (_ state: ViewState) -> Bool
  ) async {
    await self.suspend(running: self.send(action), while: predicate)
  }

  /// Sends an action with an animation, then suspends while `predicate` holds.
  public func send(
    _ action: ViewAction,
    animation: Animation?,
    while predicate: @escaping (_ state: ViewState) -> Bool
  ) async {
    await self.suspend(running: self.send(action, animation: animation), while: predicate)
  }

  private func suspend(
    running task: StoreTask, while predicate: @escaping (ViewState) -> Bool
  ) async {
    await withTaskCancellationHandler {
      await self.yield(while: predicate)
    } onCancel: {
      task.cancel()
    }
  }

  /// Suspends while `predicate` holds for the observed state, or until the caller is cancelled.
  public func yield(while predicate: @escaping (_ state: ViewState) -> Bool) async {
    let waiter = Waiter()
    await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
        waiter.wait(continuation)
        guard !Task.isCancelled else { return waiter.resume() }
        waiter.hold(self.publisher.first { !predicate($0) }.sink { _ in waiter.resume() })
      }
    } onCancel: {
      waiter.resume()
    }
  }
}

/// A continuation resumed once, by whichever comes first of the awaited value and the
/// cancellation of the waiting task, and the subscription that waits for the value.
private final class Waiter: @unchecked Sendable {
  // Guarded by `lock`: the value arrives on the main actor, a cancellation on any thread.
  private let lock = NSLock()
  private var continuation: UnsafeContinuation<Void, Never>?
  private var subscription: AnyCancellable?

  func wait(_ continuation: UnsafeContinuation<Void, Never>) {
    self.lock.withLock { self.continuation = continuation }
  }

  func hold(_ subscription: AnyCancellable) {
    self.lock.withLock { self.subscription = subscription }
  }

  func resume() {
    let (continuation, subscription) = self.lock.withLock {
      defer { (self.continuation, self.subscription) = (nil, nil) }
      return (self.continuation, self.subscription)
    }
    continuation?.resume()
    subscription?.cancel()
  }
}

/// A view store of a feature, as in `ViewStoreOf<Counter>`.
@available(
  *,
  deprecated,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>

@available(
  *,
  deprecated,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
extension ViewStore where ViewState: Equatable {
  /// Observes a store, emitting when the observed state changes.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState
  ) {
    self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
  }

  /// Observes a store, emitting when the observed state changes, and sending view actions
  /// embedded in the store's actions.
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
  ) {
    self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
  }
}
