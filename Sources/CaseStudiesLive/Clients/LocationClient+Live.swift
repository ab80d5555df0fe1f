import CaseStudiesCore
import ComposableArchitecture
import Foundation

extension LocationClient: DependencyKey {
  /// The bundled sample run, replayed in real time.
  public static let liveValue = LocationClient.replay(SampleTrack.track.points, speed: 1)

  /// Positions replayed from recorded points (a parsed GPX file), `speed` times faster than
  /// they were recorded. Always authorised: the file was read before.
  ///
  /// ```swift
  /// $0.locationClient = .replay(try GPXParser().parse(contentsOf: url).points, speed: 10)
  /// ```
  package static func replay(_ points: [TrackPoint], speed: Double) -> LocationClient {
    LocationClient(
      requestAuthorization: {
        points.isEmpty ? .denied(reason: "the GPX track has no points") : .authorized
      },
      updates: {
        let replay = GPXReplay(points: points, speed: speed).stream()
        return AsyncThrowingStream { continuation in
          let task = Task {
            for await point in replay { continuation.yield(point) }
            continuation.finish()
          }
          continuation.onTermination = { _ in task.cancel() }
        }
      }
    )
  }

  /// Positions from a gpsd daemon. Authorisation tries the connection: refused or unreachable
  /// means denied, with the reason.
  ///
  /// ```swift
  /// $0.locationClient = .gpsd(try GPSDClient(address: "127.0.0.1:2947"))
  /// ```
  package static func gpsd(_ client: GPSDClient) -> LocationClient {
    LocationClient(
      requestAuthorization: {
        // The first report or failure tells; a connection with no fix yet stays silent until
        // gpsd's connect timeout has passed, and counts as usable.
        let outcome = await withTaskGroup(of: LocationAuthorization?.self) { group in
          group.addTask {
            do {
              for try await _ in client.points() { return .authorized }
              return .denied(reason: "gpsd at \(client.host):\(client.port) closed the connection")
            } catch {
              return .denied(reason: "\(error)")
            }
          }
          group.addTask {
            try? await Task.sleep(for: client.connectTimeout + .seconds(1))
            return Task.isCancelled ? nil : .authorized
          }
          let first = await group.next() ?? nil
          group.cancelAll()
          return first
        }
        return outcome ?? .notDetermined
      },
      updates: { client.points() }
    )
  }
}
