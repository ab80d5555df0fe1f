import CaseStudiesCore
import CaseStudiesTUI
import ComposableArchitecture
import Foundation
import TerminalUI
import Testing

/// Issue 37's findings from a new user's session, each drawn and pressed in a test terminal.
@MainActor
struct NewUserFindingsTests {
  static let sources = CaseStudiesView.SourceInfo(
    screenshots: "/home/me/Pictures/Screenshots", location: "morning-run.gpx at 10×")

  func terminal(_ state: CaseStudiesApp.State, width: Int = 80, height: Int = 24)
    -> (StoreOf<CaseStudiesApp>, TestTerminal)
  {
    let store = Store(initialState: state) {
      CaseStudiesApp()
    } withDependencies: {
      // The tracker's screen asks for its source and its saved runs when it opens.
      $0.locationClient.requestAuthorization = { .authorized }
      $0.runHistory.load = { [] }
    }
    let terminal = TestTerminal(
      rootView: CaseStudiesView(store: store, sources: Self.sources), width: width,
      height: height)
    return (store, terminal)
  }

  /// Enter on "Clear the list?" cleared the list, and no button was marked as the default: the
  /// destructive button is never Enter's, and the one Enter presses is marked ⏎.
  @Test func enterOnTheClearAlertKeepsTheList() {
    let (store, screen) = terminal(.init(destination: .shoppingList(.init())))
    defer { screen.close() }
    screen.press(.character("x"))
    #expect(screen.text.contains("Clear the list?"))
    #expect(screen.text.contains("Keep ⏎"), "\(screen.text)")
    #expect(!screen.text.contains("Clear ⏎"))
    screen.press(.enter)
    #expect(!screen.text.contains("Clear the list?"))
    #expect(store.destination?.shoppingList?.items == ["Milk", "Bread", "Eggs"])
    // The destructive button still clears, by its number.
    screen.press(.character("x"))
    screen.press(.character("1"))
    #expect(store.destination?.shoppingList?.items == [])
  }

  /// A name of spaces was added as a blank row: Enter on it keeps the sheet up, adding nothing.
  @Test func aBlankNameIsNotAdded() {
    let (store, screen) = terminal(.init(destination: .shoppingList(.init(items: ["Milk"]))))
    defer { screen.close() }
    screen.press(.character("a"))
    #expect(screen.text.contains("New item"))
    screen.type("   ")
    screen.press(.enter)
    #expect(screen.text.contains("New item"))
    #expect(store.destination?.shoppingList?.items == ["Milk"])
    // A name is added at once (the sheet is dismissed by an effect, which the reducer's
    // test awaits).
    screen.type("Tea")
    screen.press(.enter)
    #expect(store.destination?.shoppingList?.items == ["Milk", "Tea"])
  }

  /// At 30×10 the key line listed the map's keys with no map on screen, and the buttons were
  /// cut (`[ Save run ] [ …`): without room for a map, neither the map's keys nor its Recenter
  /// button are shown, and every button is whole.
  @Test func noMapKeysWithoutAMapOnASmallScreen() {
    var run = RunningFeature.State()
    run.authorizationStatus = .authorized
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    run.locationHistory = [
      TrackPoint(latitude: 37.5, longitude: 127.0, time: start),
      TrackPoint(latitude: 37.503, longitude: 127.004, time: start + 240),
    ]
    run.mapRegion = MapRegion(fitting: run.locationHistory)
    run.record = RunRecord(start: start, end: start + 240, distance: 400, duration: 240)
    let (_, small) = terminal(.init(destination: .running(run)), width: 30, height: 10)
    defer { small.close() }
    #expect(!small.text.contains("Map"), "\(small.text)")
    #expect(!small.text.contains("arrows pan"))
    #expect(!small.text.contains("zoom"))
    #expect(small.text.contains("[ Save run ]"), "\(small.text)")
    #expect(!small.text.contains("…"), "\(small.text)")
    #expect(small.text.contains("q quit"))
    // With room, the map and its keys are back.
    let (_, large) = terminal(.init(destination: .running(run)), width: 80, height: 24)
    defer { large.close() }
    #expect(large.text.contains("Map"))
    #expect(large.text.contains("arrows pan"))
    #expect(large.text.contains("[ Recenter ]"))
  }

  /// At 30×10 the help sheet was cut after "1-5 open": its `?` and `q` lines and how to close
  /// it were out of reach. It scrolls to them.
  @Test func theHelpSheetScrollsToItsLastLineOnASmallScreen() {
    let (_, screen) = terminal(.init(), width: 30, height: 10)
    defer { screen.close() }
    screen.press(.character("?"))
    #expect(screen.text.contains("Keys"), "\(screen.text)")
    var seen = [screen.text]
    for _ in 0..<6 {
      screen.press(.down)
      seen.append(screen.text)
    }
    let panel = seen.joined(separator: "\n")
    #expect(panel.contains("help"), "\(panel)")
    #expect(panel.contains("quit"), "\(panel)")
    #expect(screen.text.contains("Esc or ? closes"), "\(screen.text)")
    screen.press(.character("?"))
    #expect(!screen.text.contains("Esc or ? closes"))
  }

  /// At 30×10 "About this case study" was cut to "About this case stud…": it wraps.
  @Test func aTitleWrapsRatherThanBeingCut() {
    let (_, screen) = terminal(.init(destination: .refreshable(.init())), width: 30, height: 10)
    defer { screen.close() }
    #expect(screen.text.contains("About this case"), "\(screen.text)")
    #expect(screen.text.contains("study ]"), "\(screen.text)")
    #expect(!screen.text.contains("…"), "\(screen.text)")
  }
}
