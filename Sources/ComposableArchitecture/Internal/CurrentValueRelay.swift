import Foundation

#if canImport(Darwin)
  import Combine
#else
  import OpenCombine
#endif

/// A publisher of a current value that never fails nor completes, and delivers each value to
/// its subscribers in the order they subscribed (`CurrentValueSubject` promises no order, and
/// OpenCombine's does not keep it), as a `ViewStore`'s publisher does in TCA.
final class CurrentValueRelay<Output>: Publisher, @unchecked Sendable {
  typealias Failure = Never

  // Guarded by `lock`; values are sent on the main actor, subscriptions end anywhere.
  private let lock = NSRecursiveLock()
  private var current: Output
  private var subscriptions: [RelaySubscription] = []

  init(_ value: Output) {
    self.current = value
  }

  /// The current value; setting it sends it to every subscriber.
  var value: Output {
    get { self.lock.withLock { self.current } }
    set {
      let subscriptions = self.lock.withLock {
        self.current = newValue
        return self.subscriptions
      }
      for subscription in subscriptions {
        subscription.receive(newValue)
      }
    }
  }

  /// Sends a value: it becomes the current one (TCA's name for setting ``value``).
  func send(_ value: Output) {
    self.value = value
  }

  func receive<S: Subscriber<Output, Never>>(subscriber: S) {
    let subscription = RelaySubscription(relay: self, downstream: AnySubscriber(subscriber))
    self.lock.withLock { self.subscriptions.append(subscription) }
    subscriber.receive(subscription: subscription)
  }

  fileprivate func remove(_ subscription: RelaySubscription) {
    self.lock.withLock { self.subscriptions.removeAll { $0 === subscription } }
  }

  /// One subscriber's subscription: the current value on its first demand, then each new one
  /// while it has demand.
  fileprivate final class RelaySubscription: Subscription, @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSRecursiveLock()
    private weak var relay: CurrentValueRelay?
    private var downstream: AnySubscriber<Output, Never>?
    private var demand = Subscribers.Demand.none
    private var hasSentCurrent = false

    init(relay: CurrentValueRelay, downstream: AnySubscriber<Output, Never>) {
      self.relay = relay
      self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
      let current: Output? = self.lock.withLock {
        self.demand += demand
        guard !self.hasSentCurrent, self.demand > 0 else { return nil }
        self.hasSentCurrent = true
        return self.relay?.value
      }
      if let current { self.deliver(current) }
    }

    func receive(_ value: Output) {
      // Before its first demand, a subscriber gets the value current then instead.
      guard self.lock.withLock({ self.hasSentCurrent }) else { return }
      self.deliver(value)
    }

    private func deliver(_ value: Output) {
      let downstream: AnySubscriber<Output, Never>? = self.lock.withLock {
        guard self.demand > 0, let downstream = self.downstream else { return nil }
        self.demand -= 1
        return downstream
      }
      guard let downstream else { return }
      let more = downstream.receive(value)
      self.lock.withLock { self.demand += more }
    }

    func cancel() {
      let relay = self.lock.withLock {
        self.downstream = nil
        return self.relay
      }
      relay?.remove(self)
    }
  }
}
