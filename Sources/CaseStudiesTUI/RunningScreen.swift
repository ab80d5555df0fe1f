import CaseStudiesCore
import CaseStudiesViews
import ComposableArchitecture
import TerminalUI

/// Seed 003's running tracker in the terminal: the SwiftUI ``RunningView``, with keys for its
/// buttons and its map, and their key line.
struct RunningScreen: View {
  let store: StoreOf<RunningFeature>
  let source: String

  var body: some View {
    ScreenSizeReader { screen in
      VStack(alignment: .leading) {
        HostingView(rootView: RunningView(store: store, source: source))
          .frame(maxHeight: .infinity, alignment: .topLeading)
        KeyHints(Self.keys(store: store, screenHeight: screen.height))
      }
      .onKeyPress { press in handle(press, showsMap: RunningView.showsMap(lines: screen.height)) }
    }
  }

  private func handle(_ press: KeyPress, showsMap: Bool) -> Bool {
    guard press.modifiers.isEmpty else { return false }
    switch press.key {
    case .character(" "): store.send(store.isRunning ? .stopRunning : .startRunning)
    case .character("v"): store.send(.saveRunRecord)
    case .up where showsMap: pan(north: 0.25)
    case .down where showsMap: pan(north: -0.25)
    case .left where showsMap: pan(east: -0.25)
    case .right where showsMap: pan(east: 0.25)
    case .character("]") where showsMap: store.send(.zoomTapped(2))
    case .character("[") where showsMap: store.send(.zoomTapped(0.5))
    case .character("c") where showsMap: store.send(.recenterMapTapped)
    default: return false
    }
    return true
  }

  private func pan(north: Double = 0, east: Double = 0) {
    guard let region = store.mapRegion else { return }
    store.send(.mapRegionChanged(region.panned(north: north, east: east)))
  }

  /// The screen's keys, for its key line and its help: `v` only while a finished run is
  /// unsaved, the map keys only while there is a map on a screen `screenHeight` lines high.
  static func keys(store: StoreOf<RunningFeature>, screenHeight: Int) -> [KeyBinding] {
    var keys = [KeyBinding(store.isRunning ? "stop" : "start", keys: " ", label: "space")]
    if store.record != nil && !store.isRecordSaved {
      keys.append(KeyBinding("save", keys: "v"))
    }
    if store.mapRegion != nil && RunningView.showsMap(lines: screenHeight) {
      keys.append(
        KeyBinding(
          "pan", keys: KeyPress(.up), KeyPress(.down), KeyPress(.left), KeyPress(.right),
          label: "arrows"))
      keys.append(KeyBinding("zoom", keys: "[", "]", label: "[ ]"))
      keys.append(KeyBinding("recenter", keys: "c"))
    }
    return keys + [
      KeyBinding("back", keys: KeyPress(.escape), label: "Esc"),
      KeyBinding("help", keys: "?"),
      KeyBinding("quit", keys: "q"),
    ]
  }
}
