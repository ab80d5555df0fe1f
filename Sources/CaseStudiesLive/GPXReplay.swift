import CaseStudiesCore
import Foundation

/// Plays recorded track points back as a live stream, paced by their timestamps.
///
/// The first point arrives at once; each later one after the time that separated it from the
/// previous point, divided by `speed`. Points without a time (or out of order) use
/// `fallbackInterval` or no wait. Cancelling the consumer stops the replay.
///
/// ```swift
/// let replay = GPXReplay(points: track.points, speed: 10, clock: ContinuousClock())
/// for await point in replay.stream() { print(point.latitude, point.longitude) }
/// ```
package struct GPXReplay: Sendable {
  package var points: [TrackPoint]
  /// How many times faster than real time to play; must be positive.
  package var speed: Double
  /// The wait before a point that has no timestamp (scaled by `speed` like the others).
  package var fallbackInterval: Duration
  package var clock: any Clock<Duration>

  package init(
    points: [TrackPoint],
    speed: Double = 1,
    fallbackInterval: Duration = .seconds(1),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    precondition(speed > 0 && speed.isFinite, "GPXReplay speed must be positive, got \(speed)")
    self.points = points
    self.speed = speed
    self.fallbackInterval = fallbackInterval
    self.clock = clock
  }

  /// The wait before each point, in order; the first is always zero.
  ///
  /// ```swift
  /// GPXReplay(points: points, speed: 2).delays  // [.zero, .seconds(6), .seconds(5.5), …]
  /// ```
  package var delays: [Duration] {
    points.indices.map { index in
      guard index > 0 else { return .zero }
      guard let previous = points[index - 1].time, let current = points[index].time else {
        return fallbackInterval / speed
      }
      let seconds = current.timeIntervalSince(previous)
      return seconds > 0 ? .seconds(seconds / speed) : .zero
    }
  }

  /// Emits the points with their delays; the stream ends after the last point.
  ///
  /// ```swift
  /// for await point in GPXReplay(points: points, speed: 5).stream() { … }
  /// ```
  package func stream() -> AsyncStream<TrackPoint> {
    let (stream, continuation) = AsyncStream.makeStream(of: TrackPoint.self)
    let points = points
    let delays = delays
    let clock = clock
    let task = Task {
      for (point, delay) in zip(points, delays) {
        if delay > .zero {
          do {
            try await clock.sleep(for: delay)
          } catch {
            break
          }
        }
        guard !Task.isCancelled else { break }
        continuation.yield(point)
      }
      continuation.finish()
    }
    continuation.onTermination = { _ in task.cancel() }
    return stream
  }
}
