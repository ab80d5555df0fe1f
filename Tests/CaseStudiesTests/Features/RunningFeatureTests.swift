import CaseStudiesCore
import ComposableArchitecture
import Foundation
import Testing

@MainActor
struct RunningFeatureTests {
  nonisolated static let start = Date(timeIntervalSince1970: 1_700_000_000)
  nonisolated static let a = TrackPoint(
    latitude: 37.5, longitude: 127.0, heartRate: 140, cadence: 170)
  nonisolated static let b = TrackPoint(
    latitude: 37.501, longitude: 127.0, heartRate: 150, cadence: 172)

  @Test func appearingAsksForAuthorisationAndLoadsSavedRuns() async {
    let saved = RunRecord(start: Self.start, end: Self.start + 600, distance: 2000, duration: 600)
    let store = TestStore(initialState: RunningFeature.State()) {
      RunningFeature()
    } withDependencies: {
      $0.locationClient.requestAuthorization = { .authorized }
      $0.runHistory.load = { [saved] }
    }
    await store.send(.task)
    await store.receive(\.authorizationStatusChanged) { $0.authorizationStatus = .authorized }
    await store.receive(\.runsLoaded) { $0.savedRuns = [saved] }
  }

  @Test func aRunFollowsTheStreamsAndIsSaved() async throws {
    let clock = TestClock()
    let (locations, location) = AsyncThrowingStream.makeStream(of: TrackPoint.self)
    let (heartRates, heartRate) = AsyncStream.makeStream(of: Int.self)
    let (cadences, cadence) = AsyncStream.makeStream(of: Int.self)
    let savedRuns = LockIsolated<[RunRecord]>([])
    let now = LockIsolated(Self.start)
    var initial = RunningFeature.State()
    initial.authorizationStatus = .authorized
    let store = TestStore(initialState: initial) {
      RunningFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = DateGenerator { now.value }
      $0.uuid = .incrementing
      $0.locationClient.updates = { locations }
      $0.heartRateClient.updates = { heartRates }
      $0.cadenceClient.updates = { cadences }
      $0.runHistory.save = { run in savedRuns.withValue { $0.append(run) } }
    }

    await store.send(.startRunning) {
      $0.isRunning = true
      $0.startTime = Self.start
    }
    location.yield(Self.a)
    await store.receive(\.locationUpdated) {
      $0.locationHistory = [Self.a]
      $0.currentLocation = Self.a
      $0.mapRegion = MapRegion(fitting: [Self.a])
    }
    heartRate.yield(141)
    await store.receive(\.heartRateUpdated) { $0.heartRate = 141 }
    cadence.yield(171)
    await store.receive(\.cadenceUpdated) { $0.cadence = 171 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.elapsedTicks = 1 }
    location.yield(Self.b)
    let metres = RunMath.distance(from: Self.a, to: Self.b)
    await store.receive(\.locationUpdated) {
      $0.locationHistory = [Self.a, Self.b]
      $0.currentLocation = Self.b
      $0.distance = metres
      $0.mapRegion = MapRegion(fitting: [Self.a, Self.b])
      $0.ticksAtLastPoint = 1
    }
    #expect(abs(metres - 111.2) < 0.1)

    now.setValue(Self.start + 30)
    let record = RunRecord(
      id: UUID(0), start: Self.start, end: Self.start + 30, distance: metres, duration: 1,
      points: [Self.a, Self.b], averageHeartRate: 145)
    await store.send(.stopRunning) {
      $0.isRunning = false
      $0.endTime = Self.start + 30
      $0.record = record
    }
    // Stopped: the streams and the clock no longer reach the store.
    location.yield(Self.a)
    await clock.advance(by: .seconds(3))

    await store.send(.saveRunRecord)
    await store.receive(\.runSaved) {
      $0.isRecordSaved = true
      $0.savedRuns = [record]
    }
    #expect(savedRuns.value == [record])
    await store.send(.saveRunRecord)
  }

  /// `v` during a run did nothing; it now says why.
  @Test func savingDuringARunSaysToStopFirst() async {
    var running = RunningFeature.State()
    running.isRunning = true
    let store = TestStore(initialState: running) { RunningFeature() }
    await store.send(.saveRunRecord) {
      $0.errorMessage = "A run is saved once it is stopped: press space to stop it first."
    }
  }

  @Test func theTrackTimesGiveTheDurationAndPace() {
    var state = RunningFeature.State()
    state.elapsedTicks = 3
    #expect(state.duration == 3)
    state.locationHistory = [
      TrackPoint(latitude: 0, longitude: 0, time: Self.start),
      TrackPoint(latitude: 0, longitude: 0.01, time: Self.start + 330),
    ]
    state.distance = 1000
    #expect(state.duration == 330)
    #expect(state.pace == 330)
  }

  @Test func aFailingSourceEndsTheRunWithItsError() async {
    struct Refused: Error, CustomStringConvertible {
      var description: String { "cannot connect to gpsd at 127.0.0.1:2947: connection refused" }
    }
    var initial = RunningFeature.State()
    initial.authorizationStatus = .authorized
    let store = TestStore(initialState: initial) {
      RunningFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.date = .constant(Self.start)
      $0.uuid = .incrementing
      $0.locationClient.updates = { throw Refused() }
      $0.heartRateClient.updates = { AsyncStream { $0.finish() } }
      $0.cadenceClient.updates = { AsyncStream { $0.finish() } }
    }
    await store.send(.startRunning) {
      $0.isRunning = true
      $0.startTime = Self.start
    }
    await store.receive(\.locationSourceFailed) {
      $0.errorMessage = Refused().description
      $0.authorizationStatus = .denied(reason: Refused().description)
    }
    await store.receive(\.stopRunning) {
      $0.isRunning = false
      $0.endTime = Self.start
      $0.record = RunRecord(
        id: UUID(0), start: Self.start, end: Self.start, distance: 0, duration: 0)
    }
  }

  @Test func aRunCannotStartWithoutAuthorisation() async {
    var initial = RunningFeature.State()
    initial.authorizationStatus = .denied(reason: "gpsd is not running")
    let store = TestStore(initialState: initial) { RunningFeature() }
    await store.send(.startRunning)
  }

  @Test func movingTheMapStopsFollowingUntilRecentred() async {
    var initial = RunningFeature.State()
    initial.locationHistory = [Self.a, Self.b]
    let fitted = MapRegion(fitting: [Self.a, Self.b])!
    initial.mapRegion = fitted
    let store = TestStore(initialState: initial) { RunningFeature() }
    let moved = fitted.panned(north: 0.25)
    await store.send(.mapRegionChanged(moved)) {
      $0.mapRegion = moved
      $0.mapFollowsRun = false
    }
    await store.send(.recenterMapTapped) {
      $0.mapRegion = fitted
      $0.mapFollowsRun = true
    }
  }

  /// Zooming kept the old centre and stopped following, so the runner soon left the map
  /// (issue 37's findings): a zoom centres on the runner, and the map keeps them in its middle.
  @Test func zoomingKeepsTheRunnerOnTheMap() async {
    let c = TrackPoint(latitude: 37.51, longitude: 127.01)
    var initial = RunningFeature.State()
    initial.isRunning = true
    initial.locationHistory = [Self.a, Self.b]
    initial.currentLocation = Self.b
    let fitted = MapRegion(fitting: [Self.a, Self.b])!
    initial.mapRegion = fitted
    let store = TestStore(initialState: initial) { RunningFeature() }
    let zoomed = MapRegion(
      centerLatitude: Self.b.latitude, centerLongitude: Self.b.longitude,
      latitudeDelta: fitted.latitudeDelta / 2, longitudeDelta: fitted.longitudeDelta / 2)
    await store.send(.zoomTapped(2)) {
      $0.mapRegion = zoomed
      $0.mapFollowsRun = false
      $0.mapFollowsRunner = true
    }
    await store.send(.locationUpdated(c)) {
      $0.locationHistory = [Self.a, Self.b, c]
      $0.currentLocation = c
      $0.distance = RunMath.distance(from: Self.b, to: c)
      $0.mapRegion = MapRegion(
        centerLatitude: c.latitude, centerLongitude: c.longitude,
        latitudeDelta: zoomed.latitudeDelta, longitudeDelta: zoomed.longitudeDelta)
    }
    #expect(store.state.mapRegion?.contains(c) == true)
    // Moving the map by hand lets the runner go.
    let moved = store.state.mapRegion!.panned(east: 0.25)
    await store.send(.mapRegionChanged(moved)) {
      $0.mapRegion = moved
      $0.mapFollowsRunner = false
    }
  }

  /// The sample track has a point every 12 s, and the time shown jumped by 12 s (issue 37's
  /// findings): between points it goes on with the clock, at the replay's pace.
  @Test func theTimeRunsOnBetweenTrackPoints() {
    var state = RunningFeature.State()
    state.isRunning = true
    state.locationHistory = [
      TrackPoint(latitude: 0, longitude: 0, time: Self.start),
      TrackPoint(latitude: 0, longitude: 0.001, time: Self.start + 12),
    ]
    state.ticksAtLastPoint = 12
    state.elapsedTicks = 15
    #expect(state.duration == 15)
    // A replay ten times as fast: ten seconds of the run for each second of the clock.
    state.locationHistory[1].time = Self.start + 120
    state.elapsedTicks = 13
    #expect(state.duration == 130)
    // Never past the next point's usual distance in time, so that it never runs backwards.
    state.elapsedTicks = 40
    #expect(state.duration == 240)
    // A finished run keeps its track's own time.
    state.isRunning = false
    #expect(state.duration == 120)
  }

  @Test func leavingTheScreenEndsTheRunsStreams() async {
    let clock = TestClock()
    let (locations, location) = AsyncThrowingStream.makeStream(of: TrackPoint.self)
    var running = RunningFeature.State()
    running.authorizationStatus = .authorized
    let store = TestStore(initialState: CaseStudiesApp.State(destination: .running(running))) {
      CaseStudiesApp()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = .constant(Self.start)
      $0.locationClient.updates = { locations }
      $0.heartRateClient.updates = { AsyncStream { _ in } }
      $0.cadenceClient.updates = { AsyncStream { _ in } }
    }
    await store.send(.destination(.presented(.running(.startRunning)))) {
      running.isRunning = true
      running.startTime = Self.start
      $0.destination = .running(running)
    }
    await store.send(.backButtonTapped) { $0.destination = nil }
    location.yield(Self.a)
    await clock.advance(by: .seconds(3))
  }
}
