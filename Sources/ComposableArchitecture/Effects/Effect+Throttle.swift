import ConcurrencyExtras
import Foundation

#if canImport(Darwin)
  import Combine
#else
  import OpenCombine
#endif

extension Effect where Action: Sendable {
  /// Sends at most one action per `interval` for an id: the first at once, and each one within
  /// the interval after the last sent one is held until the interval is over, replacing the one
  /// held before (with `latest`), or sent in place of it (without).
  ///
  /// What was last sent for an id is kept for the whole process, across stores, as in TCA.
  @available(
    *,
    deprecated,
    message: """
      Use 'clock.sleep', 'cancellable(id:cancelInFlight)' and some last-ran state, instead:

          return .run { [lastRan = state.lastRan] store in
            try await clock.sleep(until: (lastRan ?? clock.now).advanced(by: .seconds(1)))
            await store.send(.throttleRan)  // Update 'state.lastRan'
            // ...
          }
          .cancellable(id: CancelID.throttle, cancelInFlight: true)
      """
  )
  public func throttle<S: Scheduler & Sendable>(
    id: some Hashable & Sendable,
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool
  ) -> Self
  where S.SchedulerTimeType.Stride: Sendable {
    guard !self.isNone else { return .none }
    let key = AnyHashableSendable(id)
    return Self.run { send in
      for await action in self.actions {
        // Each action is looked at on the scheduler, where its time is read.
        try await scheduler.wait(until: scheduler.now)
        let decision = ThrottleLog.admit(
          action, key: key, at: scheduler.now, interval: interval, latest: latest
        )
        if case let .at(deadline) = decision {
          try await scheduler.wait(until: deadline)
        }
        let sent = ThrottleLog.markSent(key: key, at: scheduler.now, default: action)
        await send(sent)
      }
    }
    .cancellable(id: id, cancelInFlight: true)
  }
}

/// When each throttle id last sent an action, and the action it holds back until its interval
/// is over. Shared by every store, as TCA's is.
private enum ThrottleLog {
  struct Entry {
    var lastSent: Any
    var held: Any?
  }

  enum Decision<Time> {
    /// Send it now.
    case now
    /// Send the held action at the time given.
    case at(Time)
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var entries: [AnyHashableSendable: Entry] = [:]

  /// What to do with an action that reached the throttle at `now`.
  static func admit<Action, Time: Strideable>(
    _ action: Action, key: AnyHashableSendable, at now: Time, interval: Time.Stride,
    latest: Bool
  ) -> Decision<Time> {
    lock.withLock {
      guard let entry = entries[key], let lastSent = entry.lastSent as? Time else { return .now }
      let held = latest ? action : (entry.held as? Action ?? action)
      entries[key]?.held = held
      let deadline = lastSent.advanced(by: interval)
      return now < deadline ? .at(deadline) : .now
    }
  }

  /// Records that the id sends at `now`, and returns the action it held (`action` if none).
  static func markSent<Action, Time>(key: AnyHashableSendable, at now: Time, default action: Action)
    -> Action
  {
    lock.withLock {
      let held = entries[key]?.held as? Action ?? action
      entries[key] = Entry(lastSent: now, held: nil)
      return held
    }
  }
}

extension Scheduler where Self: Sendable {
  /// Suspends until the scheduler runs work scheduled for `date`; throws `CancellationError` if
  /// the task is cancelled first.
  fileprivate func wait(until date: SchedulerTimeType) async throws {
    let state = LockIsolated(WaitState.pending)
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation { (continuation: WaitState.Continuation) in
        let isCancelled = state.withValue { state in
          guard case .pending = state else { return true }
          state = .waiting(continuation)
          return false
        }
        if isCancelled { return continuation.resume(throwing: CancellationError()) }
        self.schedule(after: date) { state.withValue { $0.resume(with: .success(())) } }
      }
    } onCancel: {
      state.withValue { $0.resume(with: .failure(CancellationError())) }
    }
  }
}

/// A wait on a scheduler: resumed once, by the scheduler or by cancellation.
private enum WaitState: @unchecked Sendable {
  typealias Continuation = UnsafeContinuation<Void, any Error>

  case pending
  case waiting(Continuation)
  case done

  mutating func resume(with result: Result<Void, any Error>) {
    switch self {
    case .pending:
      // Cancelled before the wait began: it will not begin.
      self = .done
    case let .waiting(continuation):
      self = .done
      continuation.resume(with: result)
    case .done:
      return
    }
  }
}
