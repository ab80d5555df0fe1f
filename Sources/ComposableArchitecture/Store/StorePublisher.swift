#if canImport(Darwin)
  import Combine
#else
  import OpenCombine
#endif
import CombineSchedulers

extension Store {
  /// A publisher of the store's state: the current state when subscribed, then the state after
  /// each action sent to the store's root.
  ///
  /// It supports dynamic member lookup, to observe one field, emitted when it changes:
  ///
  /// ```swift
  /// store.publisher.alert
  ///   .sink { alert in … }
  /// ```
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, message: "Use observation ('Observations', 'observe') instead")
  #else
    @available(
      iOS,
      deprecated: 9999,
      message: "Use observation ('Observations', 'observe') instead"
    )
    @available(
      macOS,
      deprecated: 9999,
      message: "Use observation ('Observations', 'observe') instead"
    )
    @available(
      tvOS,
      deprecated: 9999,
      message: "Use observation ('Observations', 'observe') instead"
    )
    @available(
      watchOS,
      deprecated: 9999,
      message: "Use observation ('Observations', 'observe') instead"
    )
  #endif
  public var publisher: StorePublisher<State> {
    // The current state when subscribed, then the state after each send. UIScheduler delivers
    // at once on the main thread, where the root's `didSet` fires.
    let didSet = Self.currentThenChanges(self.core.didSet)
    return StorePublisher(
      store: self,
      upstream: didSet.receive(on: UIScheduler.shared).map { _ in self.withState { $0 } }
    )
  }

  /// One value now, then one per emission of `didSet`. Made outside the main actor, so that
  /// a subscription from any thread (a task's `for await`) runs no main-actor code; the subject
  /// is read here, on the main actor, where it is made.
  private nonisolated static func currentThenChanges(
    _ didSet: PassthroughSubject<Void, Never>
  ) -> Deferred<Publishers.Concatenate<Just<Void>, PassthroughSubject<Void, Never>>> {
    Deferred { Just(()).append(didSet) }
  }
}

/// A publisher of a store's state, or of a `ViewStore`'s; it keeps the store alive while
/// subscribed.
#if ComposableArchitecture2Deprecations
  @available(*, deprecated, message: "Use observation ('Observations', 'observe') instead")
#else
  @available(
    iOS,
    deprecated: 9999,
    message: "Use observation ('Observations', 'observe') instead"
  )
  @available(
    macOS,
    deprecated: 9999,
    message: "Use observation ('Observations', 'observe') instead"
  )
  @available(
    tvOS,
    deprecated: 9999,
    message: "Use observation ('Observations', 'observe') instead"
  )
  @available(
    watchOS,
    deprecated: 9999,
    message: "Use observation ('Observations', 'observe') instead"
  )
#endif
@dynamicMemberLookup
public struct StorePublisher<State>: Publisher {
  public typealias Output = State
  public typealias Failure = Never

  /// The store (or view store) the values come from, owned by every subscription.
  let owner: AnyObject
  let upstream: AnyPublisher<State, Never>

  init(store owner: AnyObject, upstream: some Publisher<State, Never>) {
    self.owner = owner
    self.upstream = upstream.eraseToAnyPublisher()
  }

  public func receive<S: Subscriber<State, Never>>(subscriber: S) {
    // The completion closure holds the owner, so `ViewStore(…).publisher.sink { … }` keeps the
    // view store alive as long as the subscription.
    let owner = self.owner
    self.upstream.subscribe(
      AnySubscriber(
        receiveSubscription: subscriber.receive(subscription:),
        receiveValue: subscriber.receive(_:),
        receiveCompletion: { completion in
          subscriber.receive(completion: completion)
          _ = owner
        }
      )
    )
  }

  /// A publisher of one field of the state, emitting only when it changes.
  public subscript<Value: Equatable>(
    dynamicMember keyPath: KeyPath<State, Value>
  ) -> StorePublisher<Value> {
    StorePublisher<Value>(
      store: self.owner, upstream: self.upstream.map(keyPath).removeDuplicates()
    )
  }
}
