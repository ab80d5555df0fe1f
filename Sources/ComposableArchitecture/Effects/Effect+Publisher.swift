import ConcurrencyExtras
import Foundation

#if canImport(Darwin)
  import Combine
#else
  import OpenCombine
#endif

extension Effect {
  /// An effect that sends each value a Combine publisher outputs, and finishes when it does.
  ///
  /// ```swift
  /// case .onAppear:
  ///   return .publisher {
  ///     notificationCenter.publisher(for: .userDidLogIn).map { _ in .userLoggedIn }
  ///   }
  /// ```
  ///
  /// The publisher is subscribed to when the store runs the effect, as in TCA: the effect's
  /// task starts at once, inside the `send` that returned it, so that no value published after
  /// is lost. As TCA's store does, a value or completion published on the main thread is
  /// handled at once (inside the `send` being handled, if any, after its action); one published
  /// elsewhere reaches the store through the effect's task, and later main-thread values wait
  /// behind it, so that the order is kept. Cancelling the effect cancels the subscription.
  ///
  /// - Parameter createPublisher: Makes the publisher, when the effect is created.
  /// - Returns: An effect.
  public static func publisher(_ createPublisher: () -> some Publisher<Action, Never>) -> Self {
    // Type-erased here, so that the task below captures no metatype of the publisher's
    // (non-`Sendable`) opaque type: Swift 6.2 warns about that on every build.
    let publisher = UncheckedSendable(createPublisher().eraseToAnyPublisher())
    let effect = Self.run { send in
      // Runs at once, inside the store's `send` (see `startsImmediately`), so the subscription
      // is made there, as in TCA. The store's node for this effect, to end it at once when the
      // publisher completes on the main thread (nil outside a store).
      let context = EffectContext.current
      let delivery = PublisherDelivery()
      let (values, continuation) = AsyncStream.makeStream(of: UncheckedSendable<Action>.self)
      let subscription = UncheckedSendable(
        publisher.value.sink(
          receiveCompletion: { _ in
            if delivery.completesInline() {
              // Nothing is on its way: the effect's work is over now, as TCA's store removes
              // a completed publisher's cancellable at once. Its task ends on its own.
              context.effect?.markReturned(registry: context.registry)
            }
            continuation.finish()
          },
          receiveValue: { value in
            if delivery.deliversInline() {
              let value = UncheckedSendable(value)
              MainActor.assumeIsolated { send(value.value) }
            } else {
              continuation.yield(UncheckedSendable(value))
            }
          }
        )
      )
      continuation.onTermination = { _ in subscription.value.cancel() }
      for await value in values {
        await send(value.value)
        delivery.deliveredThroughTask()
      }
      withExtendedLifetime(subscription) {}
    }
    guard case let .run(name, priority, operation) = effect.operation else { return effect }
    var immediate = operation
    immediate.startsImmediately = true
    immediate.publisher = EffectPublisherSource(publisher.value)
    return Self(operation: .run(name: name, priority: priority, operation: immediate))
  }

  /// Delays this effect by `dueTime` on a scheduler, cancelling the one of the same id still
  /// waiting or running: only the last of a burst runs.
  @available(
    *,
    deprecated,
    message: """
      Use 'clock.sleep' and 'cancellable(id:cancelInFlight:)' instead:

          return .run { send in
            try await clock.sleep(for: .seconds(0.3)
            // ...
          }
          .cancellable(id: CancelID.debounce, cancelInFlight: true)
      """
  )
  public func debounce<S: Scheduler>(
    id: some Hashable & Sendable,
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Self {
    guard !self.isNone else { return .none }
    // A publisher effect is delayed within its own pipeline, as TCA does: its values are then
    // published by the scheduler's action itself (inside a test scheduler's `advance`), with
    // no task between the due time and the subscription.
    if case let .run(_, _, operation) = self.operation, let source = operation.publisher {
      return Effect.publisher {
        Just(())
          .delay(for: dueTime, scheduler: scheduler, options: options)
          .flatMap { _ in source.publisher }
      }
      .cancellable(id: id, cancelInFlight: true)
    }
    // A publisher that finishes once the scheduler has reached the due time, sending nothing.
    let wait = Effect.publisher {
      Just(())
        .delay(for: dueTime, scheduler: scheduler, options: options)
        .flatMap { _ in Empty<Action, Never>() }
    }
    return Effect.concatenate(wait, self).cancellable(id: id, cancelInFlight: true)
  }
}

/// A publisher effect's publisher, type-erased, kept in its operation (see
/// `EffectOperation.publisher`).
final class EffectPublisherSource<Action>: @unchecked Sendable {
  let publisher: AnyPublisher<Action, Never>

  init(_ publisher: AnyPublisher<Action, Never>) {
    self.publisher = publisher
  }
}

/// A publisher of the actions an effect sends, run outside of any store (see `Effect.actions`),
/// that finishes when the effect does: TCA's bridge from an effect back to Combine.
///
/// The effect starts on the subscriber's first demand, and cancelling the subscription cancels
/// it. Actions sent while the subscriber has no demand are dropped.
public struct _EffectPublisher<Action>: Publisher {
  public typealias Output = Action
  public typealias Failure = Never

  let effect: Effect<Action>

  /// A publisher of the actions `effect` sends.
  public init(_ effect: Effect<Action>) {
    self.effect = effect
  }

  public func receive<S: Subscriber<Action, Never>>(subscriber: S) {
    let effect = self.effect
    let subject = UncheckedSendable(PassthroughSubject<Action, Never>())
    let task = LockIsolated<Task<Void, Never>?>(nil)
    subject.value
      .handleEvents(
        receiveCancel: { task.value?.cancel() },
        receiveRequest: { _ in
          task.withValue { task in
            guard task == nil else { return }
            task = Task {
              await effect.perform(Send.offMainActor { subject.value.send($0) })
              subject.value.send(completion: .finished)
            }
          }
        }
      )
      .receive(subscriber: subscriber)
  }
}

/// Whether the caller runs on the main thread or the main queue, where the main actor runs
/// (under Swift Testing on Linux the main queue is served by another thread than the main
/// one): the test CombineSchedulers' `UIScheduler` makes to run work at once.
private func isOnMainQueue() -> Bool {
  Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
}

private let mainQueueKey: DispatchSpecificKey<UInt8> = {
  let key = DispatchSpecificKey<UInt8>()
  DispatchQueue.main.setSpecific(key: key, value: 0)
  return key
}()

/// How a publisher effect's values reach the store: on the main thread, at once, unless values
/// published elsewhere are still on their way through the effect's task (then behind them, in
/// order), as TCA's store receives publisher effects on its `UIScheduler`.
private final class PublisherDelivery: @unchecked Sendable {
  private let lock = NSLock()
  /// Values handed to the effect's task and not yet sent.
  private var pending = 0

  /// Whether a value published now is sent at once; if not, it is counted as on its way.
  func deliversInline() -> Bool {
    let onMain = isOnMainQueue()
    return self.lock.withLock {
      if onMain && self.pending == 0 { return true }
      self.pending += 1
      return false
    }
  }

  func deliveredThroughTask() {
    self.lock.withLock { self.pending -= 1 }
  }

  /// Whether a completion published now ends the effect at once: on the main thread, with no
  /// value on its way.
  func completesInline() -> Bool {
    let onMain = isOnMainQueue()
    return self.lock.withLock { onMain && self.pending == 0 }
  }
}
