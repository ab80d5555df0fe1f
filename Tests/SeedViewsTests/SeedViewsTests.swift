import ComposableArchitecture
import Testing

@testable import SeedViews

/// The seeds' views, made from stores and resolved: what they show, and what a tap sends.
@MainActor
struct SeedViewsTests {
  @Test func resetButtonSendsResetTapped() {
    let store = Store(initialState: TimerFeature.State(count: 42)) { TimerFeature() }
    let tree = ViewResolver.resolve(TimerViewComponents.ResetButton(store: store))
    #expect(
      tree.description == """
        Root
          tint tint: red
            buttonStyle style: bordered
              Button [action]
                Text text: Reset
        """)
    tree.first("Button", containing: "Reset")?.perform()
    #expect(store.count == 25 * 60)
  }

  @Test func refreshableCountsAndFetchesAFact() async {
    let store = Store(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is the number of the test." }
    }
    let graph = ViewGraph()
    var tree = ViewResolver.resolve(RefreshableView(store: store), graph: graph)
    #expect(tree.first("Text", containing: "0") != nil)
    let minus = tree.allNodes.filter { $0.kind == "Button" }[0]
    #expect(minus.first("Image")?[attribute: "systemName"] == "minus")
    minus.perform()
    #expect(store.count == -1)

    tree = ViewResolver.resolve(RefreshableView(store: store), graph: graph)
    let plus = tree.allNodes.filter { $0.kind == "Button" }[1]
    #expect(plus.first("Image")?[attribute: "systemName"] == "plus")
    plus.perform()
    plus.perform()
    #expect(store.count == 1)

    tree = ViewResolver.resolve(RefreshableView(store: store), graph: graph)
    #expect(await tree.first("refreshable")?.performAndWait("refresh") == true)
    #expect(store.fact == "1 is the number of the test.")
    tree = ViewResolver.resolve(RefreshableView(store: store), graph: graph)
    #expect(tree.first("Text", containing: "number of the test")?[attribute: "bold"] == "true")
    // The refresh is over: `isLoading` went back to false, so no Cancel button shows.
    #expect(tree.first("Button", containing: "Cancel") == nil)
  }

  @Test func longLivingEffectsCountsScreenshotsWhileItsTaskRuns() async {
    let (screenshots, screenshot) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: LongLivingEffects.State()) {
      LongLivingEffects()
    } withDependencies: {
      $0.screenshots = { screenshots }
    }
    let tree = ViewResolver.resolve(NavigationStack { LongLivingEffectsView(store: store) })
    #expect(tree.first("Screen")?[attribute: "title"] == "Long-living effects")
    let task = Task { await tree.first("task")?.performAndWait("task") }
    screenshot.yield()
    screenshot.yield()
    while store.screenshotCount < 2 { await Task.yield() }
    task.cancel()
    await task.value
    screenshot.yield()
    #expect(store.screenshotCount == 2)
    let after = ViewResolver.resolve(NavigationStack { LongLivingEffectsView(store: store) })
    #expect(after.first("Text", containing: "taken 2 times") != nil)
  }

  @Test func theAppListsTheSeedsAndPushesEach() {
    let graph = ViewGraph()
    var tree = ViewResolver.resolve(SeedsRootView(), graph: graph)
    #expect(tree.first("Screen")?[attribute: "title"] == "Seeds")
    let links = tree.allNodes.filter { $0.kind == "NavigationLink" }
    #expect(
      links.map(\.text) == [
        "Reset button (seed 000)", "Refreshable (seed 001)", "Long-living effects (seed 004)",
      ])
    links[1].perform()
    tree = ViewResolver.resolve(SeedsRootView(), graph: graph)
    #expect(tree.first("NavigationLink", containing: "Refreshable")?.first("List") != nil)
  }
}
