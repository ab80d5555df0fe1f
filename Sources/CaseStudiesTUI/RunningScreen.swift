import CaseStudiesCore
import CaseStudiesViews
import ComposableArchitecture
import SwiftUI

/// Seed 003's running tracker: the SwiftUI ``RunningView``, with keys for its buttons and its
/// map.
struct RunningScreen: View {
  let store: StoreOf<RunningFeature>
  let source: String
  /// The terminal's rows, which decide whether the map is shown (and with it, its keys).
  let screenHeight: Int

  var body: some View {
    RunningView(store: store, source: source)
      .onKeyPress { press in
        handle(press, showsMap: RunningView.showsMap(lines: screenHeight)) ? .handled : .ignored
      }
  }

  private func handle(_ press: KeyPress, showsMap: Bool) -> Bool {
    guard press.modifiers.subtracting(.shift).isEmpty else { return false }
    switch press.key {
    case .space: store.send(store.isRunning ? .stopRunning : .startRunning)
    case "v": store.send(.saveRunRecord)
    case .upArrow where showsMap: pan(north: 0.25)
    case .downArrow where showsMap: pan(north: -0.25)
    case .leftArrow where showsMap: pan(east: -0.25)
    case .rightArrow where showsMap: pan(east: 0.25)
    case "]" where showsMap: store.send(.zoomTapped(2))
    case "[" where showsMap: store.send(.zoomTapped(0.5))
    case "c" where showsMap: store.send(.recenterMapTapped)
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
  static func keys(_ store: StoreOf<RunningFeature>, screenHeight: Int) -> [KeyHint] {
    var keys = [KeyHint("space", store.isRunning ? "stop" : "start")]
    if store.record != nil && !store.isRecordSaved {
      keys.append(KeyHint("v", "save"))
    }
    if store.mapRegion != nil && RunningView.showsMap(lines: screenHeight) {
      keys.append(KeyHint("arrows", "pan"))
      keys.append(KeyHint("[ ]", "zoom"))
      keys.append(KeyHint("c", "recenter"))
    }
    return keys + [.back, .help, .quit]
  }
}
