import CaseStudiesCore
import ComposableArchitecture
import SeedViews
import Testing

/// Seeds 001 and 004 run in the app as the seeds write them, with the app's clients, and with
/// what the app adds around them: a failed fact's alert, a simulated screenshot.
@MainActor
struct SeedFeaturesInTheAppTests {
  struct Offline: Error, CustomStringConvertible {
    var description: String { "the network is down" }
  }

  @Test func theSeedsFactComesFromTheAppsClient() async {
    let store = TestStore(
      initialState: CaseStudiesApp.State(destination: .refreshable(.init(count: 3)))
    ) {
      CaseStudiesApp()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is odd." }
    }
    await store.send(.destination(.presented(.refreshable(.refresh))))
    await store.receive(\.destination.refreshable.factResponse.success) {
      $0.destination = .refreshable(.init(count: 3, fact: "3 is odd."))
    }
  }

  /// The seed leaves a failure unhandled ("This is where you could do some error handling"):
  /// the app says why in an alert.
  @Test func aFailedFactIsShownInAnAlert() async {
    let store = TestStore(
      initialState: CaseStudiesApp.State(destination: .refreshable(.init(count: 5)))
    ) {
      CaseStudiesApp()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw Offline() }
    }
    await store.send(.destination(.presented(.refreshable(.refresh))))
    await store.receive(\.destination.refreshable.factResponse.failure) {
      $0.alert = AlertState {
        TextState("No fact this time")
      } message: {
        TextState("the network is down")
      }
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  /// The seed's screenshots are the app's: those of its folder and the simulated ones, heard
  /// only while the seed's task runs.
  @Test func simulatedScreenshotsAreCountedWhileTheTaskRuns() async {
    let listeners = LockIsolated<[AsyncStream<Void>.Continuation]>([])
    let store = TestStore(
      initialState: CaseStudiesApp.State(destination: .longLiving(.init()))
    ) {
      CaseStudiesApp()
    } withDependencies: {
      $0.screenshots.notifications = {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        listeners.withValue { $0.append(continuation) }
        return stream
      }
      $0.screenshots.simulate = {
        for listener in listeners.value { listener.yield() }
      }
    }
    let task = await store.send(.destination(.presented(.longLiving(.task))))
    await store.send(.simulateScreenshotTapped)
    await store.receive(\.destination.longLiving.userDidTaskScreenshotNotification) {
      $0.destination = .longLiving(.init(screenshotCount: 1))
    }
    // The view's task ends (the screen is covered or left): nothing more is counted.
    await task.cancel()
    await store.send(.simulateScreenshotTapped)
  }

  @Test func aFolderThatCannotBeWatchedCountsNothing() async {
    let store = TestStore(
      initialState: CaseStudiesApp.State(destination: .longLiving(.init()))
    ) {
      CaseStudiesApp()
    } withDependencies: {
      $0.screenshots.notifications = { throw Offline() }
    }
    await store.send(.destination(.presented(.longLiving(.task)))).finish()
  }
}
