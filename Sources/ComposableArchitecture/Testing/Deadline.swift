/// A point in time a wait gives up at, measured on the continuous clock.
struct Deadline {
  let start = ContinuousClock.now
  let limit: Duration

  init(nanoseconds: UInt64) {
    self.limit = .nanoseconds(Int64(clamping: nanoseconds))
  }

  var hasPassed: Bool {
    self.start.duration(to: .now) >= self.limit
  }
}

extension Duration {
  /// The duration in whole nanoseconds, for the timeouts expressed in them.
  var nanoseconds: UInt64 {
    let (seconds, attoseconds) = self.components
    guard seconds >= 0 else { return 0 }
    return UInt64(seconds) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
  }
}
