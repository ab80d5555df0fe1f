import ComposableArchitecture
import Foundation

/// Seed 003: a running tracker. Starting a run resets the record and merges the long-lived
/// streams of positions, heart rate and cadence (and a one-second clock for the elapsed time);
/// stopping ends them and keeps the record, which can be saved to the history.
///
/// ```swift
/// let store = Store(initialState: RunningFeature.State()) { RunningFeature() }
/// store.send(.task)          // asks for authorisation, loads the saved runs
/// store.send(.startRunning)
/// ```
@Reducer
public struct RunningFeature: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The last finished run, until the next one starts.
    public var record: RunRecord?
    public var isRunning = false
    public var currentLocation: TrackPoint?
    public var mapRegion: MapRegion?
    public var authorizationStatus = LocationAuthorization.notDetermined
    public var heartRate = 0
    public var cadence = 0
    public var locationHistory: [TrackPoint] = []
    public var startTime: Date?
    public var endTime: Date?
    /// Metres covered, summed by haversine over `locationHistory`.
    public var distance = 0.0
    /// Seconds counted by the clock since the start.
    public var elapsedTicks = 0
    /// `elapsedTicks` when the last position arrived: the time shown goes on from that point's.
    public var ticksAtLastPoint = 0
    /// Whether the map keeps the whole track in view; moving the map by hand turns it off.
    public var mapFollowsRun = true
    /// Whether the map, zoomed in, keeps the runner in its middle; moving it by hand turns it
    /// off.
    public var mapFollowsRunner = false
    public var isRecordSaved = false
    /// Saved runs, newest first.
    public var savedRuns: [RunRecord] = []
    public var errorMessage: String?

    public init() {}

    /// How long the run has lasted: by the track's timestamps when it has them (so a replay
    /// played faster still shows the run's own time), else by the clock.
    ///
    /// During a run, the clock's seconds since the last position are added at the pace the
    /// track has kept so far, up to the usual time between two positions: the time goes on
    /// every second instead of jumping from one position to the next, and never backwards.
    public var duration: TimeInterval {
      guard let first = locationHistory.first?.time, let last = locationHistory.last?.time,
        last > first
      else {
        return TimeInterval(elapsedTicks)
      }
      let trackTime = last.timeIntervalSince(first)
      guard isRunning, elapsedTicks > ticksAtLastPoint else { return trackTime }
      let pace = ticksAtLastPoint > 0 ? trackTime / TimeInterval(ticksAtLastPoint) : 1
      let usualGap = trackTime / TimeInterval(locationHistory.count - 1)
      return trackTime + min(TimeInterval(elapsedTicks - ticksAtLastPoint) * pace, usualGap)
    }

    /// Seconds per kilometre so far, or `nil` before any distance.
    public var pace: Double? { RunMath.pace(distance: distance, duration: duration) }

    /// Whether a run may start: positions are available and none is under way.
    public var canStart: Bool { authorizationStatus == .authorized && !isRunning }
  }

  public enum Action: Equatable, Sendable {
    case authorizationStatusChanged(LocationAuthorization)
    case cadenceUpdated(Int)
    case heartRateUpdated(Int)
    case historyFailed(String)
    case locationSourceEnded
    case locationSourceFailed(String)
    case locationUpdated(TrackPoint)
    case mapRegionChanged(MapRegion)
    case recenterMapTapped
    case runSaved(RunRecord)
    case runsLoaded([RunRecord])
    case saveRunRecord
    case startRunning
    case stopRunning
    case task
    case timerTicked
    /// Zooms the map by `factor` (> 1 zooms in) around the runner, who stays in its middle.
    case zoomTapped(Double)
  }

  enum CancelID { case run }

  @Dependency(\.cadenceClient) var cadenceClient
  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.heartRateClient) var heartRateClient
  @Dependency(\.locationClient) var locationClient
  @Dependency(\.runHistory) var runHistory
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .authorizationStatusChanged(let status):
        state.authorizationStatus = status
        return .none

      case .cadenceUpdated(let cadence):
        state.cadence = cadence
        return .none

      case .heartRateUpdated(let heartRate):
        state.heartRate = heartRate
        return .none

      case .historyFailed(let message):
        state.errorMessage = message
        return .none

      case .locationSourceEnded:
        // A replayed track is over: the run ends with it.
        return .send(.stopRunning)

      case .locationSourceFailed(let message):
        state.errorMessage = message
        state.authorizationStatus = .denied(reason: message)
        return .send(.stopRunning)

      case .locationUpdated(let point):
        guard state.isRunning else { return .none }
        if let last = state.locationHistory.last {
          state.distance += RunMath.distance(from: last, to: point)
        }
        state.locationHistory.append(point)
        state.currentLocation = point
        state.ticksAtLastPoint = state.elapsedTicks
        if state.mapFollowsRun {
          state.mapRegion = MapRegion(fitting: state.locationHistory)
        } else if state.mapFollowsRunner, let region = state.mapRegion {
          state.mapRegion = region.centered(on: point)
        }
        return .none

      case .mapRegionChanged(let region):
        state.mapRegion = region
        state.mapFollowsRun = false
        state.mapFollowsRunner = false
        return .none

      case .recenterMapTapped:
        state.mapFollowsRun = true
        state.mapFollowsRunner = false
        state.mapRegion = MapRegion(fitting: state.locationHistory)
        return .none

      case .runSaved(let run):
        state.isRecordSaved = true
        state.savedRuns.removeAll { $0.id == run.id }
        state.savedRuns.insert(run, at: 0)
        return .none

      case .runsLoaded(let runs):
        state.savedRuns = runs
        return .none

      case .saveRunRecord:
        if state.isRunning {
          state.errorMessage = "A run is saved once it is stopped: press space to stop it first."
          return .none
        }
        guard let record = state.record, !state.isRecordSaved else { return .none }
        return .run { send in
          try await self.runHistory.save(record)
          await send(.runSaved(record))
        } catch: { error, send in
          await send(.historyFailed("\(error)"))
        }

      case .startRunning:
        guard state.canStart else { return .none }
        state.isRunning = true
        state.startTime = self.now
        state.endTime = nil
        state.record = nil
        state.isRecordSaved = false
        state.locationHistory = []
        state.currentLocation = nil
        state.distance = 0
        state.elapsedTicks = 0
        state.ticksAtLastPoint = 0
        state.mapFollowsRunner = false
        state.heartRate = 0
        state.cadence = 0
        state.mapFollowsRun = true
        state.errorMessage = nil
        return .merge(
          .run { send in
            for try await point in try await self.locationClient.updates() {
              await send(.locationUpdated(point))
            }
            await send(.locationSourceEnded)
          } catch: { error, send in
            await send(.locationSourceFailed("\(error)"))
          },
          .run { send in
            for await bpm in await self.heartRateClient.updates() {
              await send(.heartRateUpdated(bpm))
            }
          },
          .run { send in
            for await spm in await self.cadenceClient.updates() {
              await send(.cadenceUpdated(spm))
            }
          },
          .run { send in
            for await _ in self.clock.timer(interval: .seconds(1)) {
              await send(.timerTicked)
            }
          }
        )
        .cancellable(id: CancelID.run, cancelInFlight: true)

      case .stopRunning:
        guard state.isRunning, let start = state.startTime else { return .none }
        let end = self.now
        state.isRunning = false
        state.endTime = end
        state.record = RunRecord(
          id: self.uuid(), start: start, end: end, distance: state.distance,
          duration: state.duration, points: state.locationHistory,
          averageHeartRate: RunMath.averageHeartRate(of: state.locationHistory)
        )
        return .cancel(id: CancelID.run)

      case .task:
        return .run { send in
          await send(.authorizationStatusChanged(await self.locationClient.requestAuthorization()))
          await send(.runsLoaded(try await self.runHistory.load()))
        } catch: { error, send in
          await send(.historyFailed("\(error)"))
        }

      case .timerTicked:
        state.elapsedTicks += 1
        return .none

      case .zoomTapped(let factor):
        guard let region = state.mapRegion else { return .none }
        let zoomed = region.zoomed(by: factor)
        state.mapRegion = state.currentLocation.map { zoomed.centered(on: $0) } ?? zoomed
        state.mapFollowsRun = false
        state.mapFollowsRunner = state.currentLocation != nil
        return .none
      }
    }
  }
}
