import CaseStudiesCore
import CaseStudiesTUI
import ComposableArchitecture
import TerminalUI
import Testing

@MainActor
struct LongLivingEffectsViewTests {
  /// The screen's `.task` is what keeps the screenshot listener alive: it starts when the
  /// screen appears and ends when the second screen covers it or the menu replaces it.
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
    let activity = RefreshActivity()
    let sources = CaseStudiesView.SourceInfo(screenshots: "/shots", location: "sample")
    let terminal = TestTerminal(store: store, width: 80, height: 12) {
      CaseStudiesView(store: $0, refreshActivity: activity, sources: sources)
    }
    var iterator = events.makeAsyncIterator()

    #expect(terminal.press("4"))
    #expect(terminal.text.contains("has been taken 0 times"))
    #expect(await iterator.next() == "listening")
    #expect(terminal.press("n"))
    #expect(terminal.text.contains("Second screen"))
    #expect(await iterator.next() == "stopped")
    #expect(terminal.press(.escape))
    #expect(terminal.text.contains("has been taken 0 times"))
    #expect(await iterator.next() == "listening")
    #expect(terminal.press(.escape))
    #expect(terminal.text.contains("Choose a case study"))
    #expect(await iterator.next() == "stopped")
    #expect(terminal.runningTaskCount == 0)
  }

  @Test func oneScreenshotIsSingular() {
    let store = Store(initialState: LongLivingEffects.State(screenshotCount: 1)) {
      LongLivingEffects()
    }
    let text = LongLivingEffectsView(store: store, source: "/shots")
      .renderedText(width: 80, height: 10)
    #expect(text.contains("has been taken 1 time."), "\(text)")
  }
}
