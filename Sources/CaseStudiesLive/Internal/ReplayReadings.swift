import CaseStudiesCore

/// One sensor's readings from a replay of `points`, skipping points without one (the live
/// heart-rate and cadence clients).
func replayReadings(
  of reading: KeyPath<TrackPoint, Int?> & Sendable, in points: [TrackPoint], speed: Double
) -> AsyncStream<Int> {
  let replay = GPXReplay(points: points, speed: speed).stream()
  return AsyncStream { continuation in
    let task = Task {
      for await point in replay {
        if let value = point[keyPath: reading] { continuation.yield(value) }
      }
      continuation.finish()
    }
    continuation.onTermination = { _ in task.cancel() }
  }
}
