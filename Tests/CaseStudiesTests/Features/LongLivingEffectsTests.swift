import CaseStudiesCore
import ComposableArchitecture
import Testing

@MainActor
struct LongLivingEffectsTests {
  @Test func countsScreenshotsWhileTheTaskRuns() async {
    let (screenshots, screenshot) = AsyncStream.makeStream(of: Void.self)
    let store = TestStore(initialState: LongLivingEffects.State()) {
      LongLivingEffects()
    } withDependencies: {
      $0.screenshots.notifications = { screenshots }
    }
    let task = await store.send(.task)
    await store.receive(\.watchStarted) { $0.isWatching = true }
    screenshot.yield()
    await store.receive(\.userDidTakeScreenshotNotification) { $0.screenshotCount = 1 }
    screenshot.yield()
    await store.receive(\.userDidTakeScreenshotNotification) { $0.screenshotCount = 2 }
    // The view's task ends (the screen is left or covered): the effect ends with it.
    await task.cancel()
    screenshot.yield()
  }

  @Test func theSecondScreenCountsNothing() async {
    // Like a notification centre: each listener gets its own stream, and a screenshot reaches
    // the listeners of the moment.
    let listeners = LockIsolated<[AsyncStream<Void>.Continuation]>([])
    let takeScreenshot = { for listener in listeners.value { listener.yield() } }
    let store = TestStore(initialState: LongLivingEffects.State()) {
      LongLivingEffects()
    } withDependencies: {
      $0.screenshots.notifications = {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        listeners.withValue { $0.append(continuation) }
        return stream
      }
    }
    var task = await store.send(.task)
    await store.receive(\.watchStarted) { $0.isWatching = true }
    takeScreenshot()
    await store.receive(\.userDidTakeScreenshotNotification) { $0.screenshotCount = 1 }
    await store.send(.navigateToDetailTapped) {
      $0.isDetailShown = true
      $0.isWatching = false
    }
    // What the terminal view does when the second screen replaces this one.
    await task.cancel()
    takeScreenshot()
    await store.send(.detailBackButtonTapped) { $0.isDetailShown = false }
    task = await store.send(.task)
    await store.receive(\.watchStarted) { $0.isWatching = true }
    takeScreenshot()
    await store.receive(\.userDidTakeScreenshotNotification) { $0.screenshotCount = 2 }
    await task.cancel()
  }

  @Test func aFolderThatCannotBeWatchedIsReported() async {
    struct NotAFolder: Error, CustomStringConvertible {
      var description: String { "/tmp/x is a file, not a directory" }
    }
    let store = TestStore(initialState: LongLivingEffects.State()) {
      LongLivingEffects()
    } withDependencies: {
      $0.screenshots.notifications = { throw NotAFolder() }
    }
    await store.send(.task)
    await store.receive(\.watchFailed) { $0.errorMessage = "/tmp/x is a file, not a directory" }
  }

  @Test func theSimulateKeyAnnouncesAScreenshot() async {
    let simulated = LockIsolated(0)
    let store = TestStore(initialState: LongLivingEffects.State()) {
      LongLivingEffects()
    } withDependencies: {
      $0.screenshots.simulate = { simulated.withValue { $0 += 1 } }
    }
    await store.send(.simulateScreenshotTapped)
    await store.finish()
    #expect(simulated.value == 1)
  }
}
