import CaseStudiesCore
import ComposableArchitecture

extension HeartRateClient: DependencyKey {
  /// The bundled sample run's heart rates, in real time.
  public static let liveValue = HeartRateClient.replay(SampleTrack.track.points, speed: 1)

  /// The heart rates recorded with `points`, at their times.
  package static func replay(_ points: [TrackPoint], speed: Double) -> HeartRateClient {
    HeartRateClient(updates: { replayReadings(of: \.heartRate, in: points, speed: speed) })
  }

  /// No sensor: the stream ends at once.
  package static let none = HeartRateClient(updates: { AsyncStream { $0.finish() } })
}
