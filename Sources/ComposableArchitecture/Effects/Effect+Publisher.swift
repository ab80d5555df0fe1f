import ConcurrencyExtras

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
  /// is lost; the task sends the values to the store in order. Cancelling the effect cancels
  /// the subscription.
  ///
  /// - Parameter createPublisher: Makes the publisher, when the effect is created.
  /// - Returns: An effect.
  public static func publisher(_ createPublisher: () -> some Publisher<Action, Never>) -> Self {
    // Type-erased here, so that the task below captures no metatype of the publisher's
    // (non-`Sendable`) opaque type: Swift 6.2 warns about that on every build.
    let publisher = UncheckedSendable(createPublisher().eraseToAnyPublisher())
    let effect = Self.run { send in
      // Runs at once, inside the store's `send` (see `startsImmediately`), so the subscription
      // is made there, as in TCA; values then cross to this task one by one, in order.
      let (values, continuation) = AsyncStream.makeStream(of: UncheckedSendable<Action>.self)
      let subscription = UncheckedSendable(
        publisher.value.sink(
          receiveCompletion: { _ in continuation.finish() },
          receiveValue: { continuation.yield(UncheckedSendable($0)) }
        )
      )
      continuation.onTermination = { _ in subscription.value.cancel() }
      for await value in values {
        await send(value.value)
      }
      withExtendedLifetime(subscription) {}
    }
    guard case let .run(name, priority, operation) = effect.operation else { return effect }
    var immediate = operation
    immediate.startsImmediately = true
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
    // A publisher that finishes once the scheduler has reached the due time, sending nothing.
    let wait = Effect.publisher {
      Just(())
        .delay(for: dueTime, scheduler: scheduler, options: options)
        .flatMap { _ in Empty<Action, Never>() }
    }
    return Effect.concatenate(wait, self).cancellable(id: id, cancelInFlight: true)
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
