/// Decides when the next frame may be drawn so that redraws are coalesced to at most one per
/// `interval` (a display refresh).
///
/// ```swift
/// var pacer = FramePacer<ContinuousClock.Instant>(interval: .milliseconds(16))
/// pacer.frameDrawn(at: now)
/// pacer.nextFrame(after: now)  // now + 16 ms
/// ```
struct FramePacer<Instant: InstantProtocol<Duration>> {
  let interval: Duration
  private var lastFrame: Instant?

  init(interval: Duration = .microseconds(16_667)) {
    self.interval = interval
  }

  /// The earliest instant a frame requested at `now` may be drawn.
  func nextFrame(after now: Instant) -> Instant {
    guard let lastFrame else { return now }
    return max(now, lastFrame.advanced(by: interval))
  }

  mutating func frameDrawn(at instant: Instant) {
    lastFrame = instant
  }
}
