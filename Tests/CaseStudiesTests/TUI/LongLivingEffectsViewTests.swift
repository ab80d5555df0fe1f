import CaseStudiesCore
import CaseStudiesTUI
import ComposableArchitecture
import TerminalUI
import Testing

@MainActor
struct LongLivingEffectsViewTests {
  /// The seed's `.task` is what keeps the screenshot listener alive: it starts when the
  /// screen appears, and ends when the menu replaces it.
  @Test func listensOnlyWhileTheScreenIsShown() async {
    let (events, event) = AsyncStream.makeStream(of: String.self)
    let store = Store(initialState: CaseStudiesApp.State()) {
      CaseStudiesApp()
    } withDependencies: {
      $0.screenshots.notifications = {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        continuation.onTermination = { _ in event.yield("stopped") }
        event.yield("listening")
        return stream
      }
    }
    let sources = CaseStudiesView.SourceInfo(screenshots: "/shots", location: "sample")
    let terminal = TestTerminal(
      rootView: CaseStudiesView(store: store, sources: sources), width: 80, height: 16)
    defer { terminal.close() }
    var iterator = events.makeAsyncIterator()

    #expect(terminal.press("4"))
    #expect(terminal.text.contains("has been taken 0 times"), "\(terminal.text)")
    #expect(terminal.text.contains("Screenshots: /shots"))
    #expect(await iterator.next() == "listening")
    #expect(terminal.click(on: "Navigate to anhoter screen."))
    #expect(terminal.text.contains("Take a screenshot of this screen"), "\(terminal.text)")
    #expect(terminal.press(.escape))
    #expect(terminal.text.contains("has been taken 0 times"), "\(terminal.text)")
    #expect(terminal.press(.escape))
    #expect(terminal.text.contains("Choose a case study"))
    #expect(await iterator.next() == "stopped")
    #expect(terminal.runningTaskCount == 0)
  }

  /// `s` and the toolbar's button take a screenshot (the app's simulated one) on the seed's
  /// screen, which counts it.
  @Test func theScreenshotKeyIsCounted() async {
    let (events, event) = AsyncStream.makeStream(of: String.self)
    let listeners = LockIsolated<[AsyncStream<Void>.Continuation]>([])
    let store = Store(initialState: CaseStudiesApp.State(destination: .longLiving(.init()))) {
      CaseStudiesApp()
    } withDependencies: {
      $0.screenshots.notifications = {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        listeners.withValue { $0.append(continuation) }
        event.yield("listening")
        return stream
      }
      $0.screenshots.simulate = {
        for listener in listeners.value { listener.yield() }
        event.yield("simulated")
      }
    }
    let sources = CaseStudiesView.SourceInfo(screenshots: "/shots", location: "sample")
    let terminal = TestTerminal(
      rootView: CaseStudiesView(store: store, sources: sources), width: 80, height: 16)
    defer { terminal.close() }
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == "listening")
    #expect(terminal.press("s"))
    #expect(await iterator.next() == "simulated")
    #expect(terminal.click(on: "Simulate a screenshot"))
    #expect(await iterator.next() == "simulated")
  }
}
