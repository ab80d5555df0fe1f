import CaseStudiesCore
import ComposableArchitecture

extension CadenceClient: DependencyKey {
  /// The bundled sample run's cadences, in real time.
  public static let liveValue = CadenceClient.replay(SampleTrack.track.points, speed: 1)

  /// The cadences recorded with `points`, at their times.
  package static func replay(_ points: [TrackPoint], speed: Double) -> CadenceClient {
    CadenceClient(updates: { replayReadings(of: \.cadence, in: points, speed: speed) })
  }

  /// No sensor: the stream ends at once.
  package static let none = CadenceClient(updates: { AsyncStream { $0.finish() } })
}
