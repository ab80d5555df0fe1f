import CaseStudiesCore
import CaseStudiesTUI
import ComposableArchitecture
import Foundation
import TerminalUI
import Testing

/// What a new user met on the case-study screens: a stale fact, hints without Esc and q, a box
/// that grew after a save, internal labels, and a cut error.
@MainActor
struct CaseStudyScreensTests {
  static let sources = CaseStudiesView.SourceInfo(
    screenshots: "/home/me/Pictures/Screenshots", location: "gpsd at 127.0.0.1:2947")

  func terminal(
    _ state: CaseStudiesApp.State, width: Int = 80, height: Int = 24
  ) -> (StoreOf<CaseStudiesApp>, TestTerminal) {
    let store = Store(initialState: state) {
      CaseStudiesApp()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a number." }
    }
    let terminal = TestTerminal(
      rootView: CaseStudiesView(store: store, sources: Self.sources), width: width,
      height: height)
    return (store, terminal)
  }

  /// The screen as drawn, without running its tasks (which would reach the live sources).
  func text(_ state: CaseStudiesApp.State) -> String {
    let store = Store(initialState: state) { CaseStudiesApp() }
    return HostingView(rootView: CaseStudiesView(store: store, sources: Self.sources))
      .renderedText(width: 80, height: 24)
  }

  /// `?` lists the screen's keys over it; `?` or Esc closes the list, and the screen's keys
  /// do nothing while it is up.
  @Test func questionMarkListsTheKeys() {
    let (store, screen) = terminal(.init(destination: .counter(.init())))
    defer { screen.close() }
    #expect(screen.press("?"))
    #expect(screen.text.contains("Keys"), "\(screen.text)")
    #expect(screen.text.contains("t      starts/stops the timer"), "\(screen.text)")
    #expect(screen.text.contains("Esc or ? closes"))
    screen.press("+")
    #expect(store.destination?.counter?.count == 0)
    #expect(screen.press("?"))
    #expect(!screen.text.contains("Esc or ? closes"))
    screen.press("+")
    #expect(store.destination?.counter?.count == 1)
    #expect(screen.press("?"))
    #expect(screen.press(.escape))
    #expect(!screen.text.contains("Esc or ? closes"))
    #expect(store.destination != nil)
  }

  /// Esc goes back to the menu from a case study, and does nothing on the menu.
  @Test func escapeGoesBackToTheMenu() {
    let (store, screen) = terminal(.init())
    defer { screen.close() }
    #expect(screen.press("2"))
    #expect(screen.text.contains("Counter and timer"))
    #expect(screen.press(.escape))
    #expect(store.destination == nil)
    #expect(screen.text.contains("Choose a case study"))
    #expect(!screen.press(.escape))
  }

  /// The number fact's failure, which the seed leaves unhandled, is the app's alert; Enter
  /// closes it and the screen is back.
  @Test func aFailedFactIsAnAlert() {
    var state = CaseStudiesApp.State(destination: .refreshable(.init(count: 3)))
    state.alert = AlertState {
      TextState("No fact this time")
    } message: {
      TextState("http://127.0.0.1:9/3: could not connect")
    }
    let (store, screen) = terminal(state)
    defer { screen.close() }
    #expect(screen.text.contains("No fact this time"), "\(screen.text)")
    #expect(screen.text.contains("http://127.0.0.1:9/3: could not connect"))
    screen.press(.enter)
    #expect(store.alert == nil)
    #expect(!screen.text.contains("No fact this time"))
    #expect(screen.text.contains("Number fact"))
  }

  @Test func everyScreensHintsNameEscAndQ() {
    let states: [CaseStudiesApp.State] = [
      .init(destination: .refreshable(.init())), .init(destination: .counter(.init())),
      .init(destination: .longLiving(.init())),
      .init(destination: .running(.init())), .init(destination: .shoppingList(.init())),
    ]
    for state in states {
      // The key line wraps rather than cut a key: read its lines together.
      let lines = text(state).split(separator: "\n")
      let first = lines.firstIndex { $0.contains(" · ") } ?? lines.endIndex
      let hints = lines[first...].joined(separator: " ")
      #expect(hints.contains("Esc back") && hints.contains("q quit"), "\(hints)")
    }
  }

  /// Below 80×24 the screens cut their keys and buttons (the tracker's `[ Start ]`, the second
  /// screenshot button): at 30×10 every screen keeps them, and its whole key line.
  @Test func everyScreenKeepsItsKeysAndButtonsAt30x10() {
    var running = RunningFeature.State()
    running.authorizationStatus = .authorized
    let screens: [(CaseStudiesApp.State, [String])] = [
      (.init(), ["1 Number fact", "q quit"]),
      (.init(destination: .refreshable(.init())), ["[ + ]", "ctrl+r refresh"]),
      (.init(destination: .counter(.init())), ["[ Start timer ]", "[ + ]"]),
      (
        .init(destination: .longLiving(.init())),
        ["[ Simulate a screenshot ]", "s simulates a screenshot"]
      ),
      (.init(destination: .running(running)), ["[ Start ]"]),
      (.init(destination: .shoppingList(.init())), ["[ Add ]", "[ Clear ]"]),
    ]
    for (state, labels) in screens {
      let store = Store(initialState: state) { CaseStudiesApp() }
      let screen = HostingView(rootView: CaseStudiesView(store: store, sources: Self.sources))
        .renderedText(width: 30, height: 10)
      for label in labels + ["? help", "q quit"] {
        #expect(screen.contains(label), "\(label) is cut:\n\(screen)")
      }
    }
  }

  /// The top menu offered "Esc goes back" with nowhere to go back to.
  @Test func theMenuOffersOnlyKeysThatWork() {
    let menu = text(.init())
    #expect(!menu.contains("Esc"))
    #expect(menu.contains("Enter open") && menu.contains("q quit"))
  }

  /// The tracker offered `v save` during a run.
  @Test func hintsOfferOnlyKeysThatDoSomethingNow() {
    var running = RunningFeature.State()
    running.authorizationStatus = .authorized
    running.isRunning = true
    running.startTime = Date(timeIntervalSince1970: 0)
    let duringARun = text(.init(destination: .running(running)))
    #expect(duringARun.contains("space stop"))
    #expect(!duringARun.contains("v save"))
  }

  @Test func theMenuSpeaksToUsers() {
    let (_, screen) = terminal(.init())
    defer { screen.close() }
    #expect(!screen.text.contains("seed"))
    #expect(!screen.text.contains("…"))
  }

  /// The tracker's box once widened from 76 to 89 columns when a run was saved, and a long
  /// gpsd error was cut although the screen had room for it.
  @Test func theTrackerKeepsItsWidthAndShowsTheWholeError() {
    var run = RunningFeature.State()
    run.authorizationStatus = .authorized
    let before = text(.init(destination: .running(run)))
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    run.savedRuns = [
      RunRecord(start: start, end: start + 4000, distance: 12345, duration: 4000)
    ]
    let message =
      "cannot connect to gpsd at 127.0.0.1:2947: connection refused (is gpsd running? "
      + "start it with 'sudo systemctl start gpsd', or give --gpx for a replay)"
    run.errorMessage = message
    run.authorizationStatus = .denied(reason: message)
    let after = text(.init(destination: .running(run)))
    let widths = { (text: String) in text.split(separator: "\n").map { DisplayWidth.of($0) } }
    #expect(widths(before).max() == 80)
    #expect(widths(after).max() == 80)
    #expect(after.contains("12.35 km  1:06:40"))
    let shown = after.split(separator: "\n")
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }
      .joined(separator: " ")
    #expect(shown.contains("Error: " + message))
    #expect(!after.contains("…"))

    // A source refused before any run: the reason is shown the same way.
    var refused = RunningFeature.State()
    refused.authorizationStatus = .denied(reason: "gpsd at 127.0.0.1:1: connection refused")
    #expect(
      text(.init(destination: .running(refused))).contains(
        "Error: gpsd at 127.0.0.1:1: connection refused"))
  }
}
