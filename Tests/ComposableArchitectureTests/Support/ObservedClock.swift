import Clocks

/// A clock that reports each time someone starts sleeping on it, so a test can advance a
/// `TestClock` only once an effect is waiting on it — without sleeping or a serial executor.
struct ObservedClock<Base: Clock>: Clock where Base.Duration == Duration {
  let base: Base
  let log: EventLog

  var now: Base.Instant { self.base.now }
  var minimumResolution: Duration { self.base.minimumResolution }

  func sleep(until deadline: Base.Instant, tolerance: Duration?) async throws {
    self.log.record("sleep")
    try await self.base.sleep(until: deadline, tolerance: tolerance)
  }
}
