import CaseStudiesCore
import ComposableArchitecture
import Foundation
import TerminalUI

/// Seed 003's screen: the live numbers of a run, a map of the track so far, and saved runs.
public struct RunningView: View {
  let store: StoreOf<RunningFeature>
  /// Where positions come from, to tell the user (e.g. "morning-run.gpx at 10×").
  let source: String

  /// The narrowest screen that shows the saved runs beside the map.
  static let savedRunsMinimumWidth = 70

  public init(store: StoreOf<RunningFeature>, source: String) {
    self.store = store
    self.source = source
  }

  public var body: some View {
    VStack(alignment: .leading) {
      HStack(spacing: 2) {
        Text(status).bold()
        Text("Source: \(source)").dim()
      }
      ScreenSizeReader { screen in
        // Inside the case studies' box: its border and a blank column on each side.
        ForEach(Array(numberLines(width: screen.width - 4).enumerated()), id: \.offset) {
          Text($0.element)
        }
      }
      ScreenSizeReader { screen in
        HStack(alignment: .top, spacing: 2) {
          RunMap(points: store.locationHistory, region: store.mapRegion)
            .border(.rounded, title: store.mapFollowsRun ? "Map" : "Map (moved)")
          // The saved runs leave the map room on narrow screens.
          if screen.width >= Self.savedRunsMinimumWidth {
            SavedRunsView(runs: store.savedRuns)
          }
        }
      }
      if let message = problem {
        ErrorText(message)
      }
      HStack(spacing: 1) {
        if store.isRunning {
          Button("Stop", key: " ") { store.send(.stopRunning) }
        } else {
          Button("Start", key: " ") { store.send(.startRunning) }
        }
        if store.record != nil && !store.isRecordSaved {
          Button("Save run", key: "v") { store.send(.saveRunRecord) }
        }
        Button("Recenter", key: "c") { store.send(.recenterMapTapped) }
      }
      KeyHints(keys)
    }
    .onKey(.up) { pan(north: 0.25) }
    .onKey(.down) { pan(north: -0.25) }
    .onKey(.left) { pan(east: -0.25) }
    .onKey(.right) { pan(east: 0.25) }
    .onKey("]") { zoom(2) }
    .onKey("[") { zoom(0.5) }
    .task { await store.send(.task).finish() }
  }

  /// The live numbers, labelled, each kept whole; on a screen where that takes more than two
  /// lines (and would push the keys off it), without their labels (the units tell them apart).
  func numberLines(width: Int) -> [String] {
    let numbers = [
      ("Distance", RunMath.formatDistance(store.distance)),
      ("Time", RunMath.formatElapsed(store.duration)),
      ("Pace", RunMath.formatPace(distance: store.distance, duration: store.duration)),
      ("HR", "\(store.heartRate > 0 ? "\(store.heartRate)" : "--") bpm"),
      ("Cadence", "\(store.cadence > 0 ? "\(store.cadence)" : "--") spm"),
    ]
    let labelled = Self.lines(of: numbers.map { "\($0.0) \($0.1)" }, width: width)
    return labelled.count <= 2 ? labelled : Self.lines(of: numbers.map(\.1), width: width)
  }

  /// `items` two spaces apart, as many to a line as `width` cells hold (an item wider than
  /// a line has one to itself).
  static func lines(of items: [String], width: Int) -> [String] {
    var lines: [String] = []
    for item in items {
      if let last = lines.last, DisplayWidth.of(last) + 2 + DisplayWidth.of(item) <= width {
        lines[lines.count - 1] = last + "  " + item
      } else {
        lines.append(item)
      }
    }
    return lines
  }

  /// The screen's keys, for its key line and its help: `v` only while a finished run is
  /// unsaved, the map keys only once there is a map.
  var keys: [KeyBinding] {
    var keys = [KeyBinding(store.isRunning ? "stop" : "start", keys: " ", label: "space")]
    if store.record != nil && !store.isRecordSaved {
      keys.append(KeyBinding("save", keys: "v"))
    }
    if store.mapRegion != nil {
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

  /// The last error, or why there is no location, shown in full under the map.
  private var problem: String? {
    if let message = store.errorMessage { return message }
    if case .denied(let reason) = store.authorizationStatus { return reason }
    return nil
  }

  private var status: String {
    switch store.authorizationStatus {
    case .notDetermined: return "Checking the location source…"
    // The reason is the problem below, where it has lines of its own.
    case .denied: return "Location unavailable"
    case .authorized:
      if store.isRunning { return "Running" }
      if store.isRecordSaved { return "Run saved" }
      if store.record != nil { return "Run finished" }
      return "Ready"
    }
  }

  private func pan(north: Double = 0, east: Double = 0) {
    guard let region = store.mapRegion else { return }
    store.send(.mapRegionChanged(region.panned(north: north, east: east)))
  }

  private func zoom(_ factor: Double) {
    guard let region = store.mapRegion else { return }
    store.send(.mapRegionChanged(region.zoomed(by: factor)))
  }
}

/// The saved runs, newest first, as many as fit, in a column of fixed width.
struct SavedRunsView: View {
  /// Wide enough for the longest row; the map and this column fit 80 columns.
  static let width = 30

  let runs: [RunRecord]

  var body: some View {
    VStack(alignment: .leading) {
      Text("Saved runs").bold()
      if runs.isEmpty {
        Text("none yet").dim()
      }
      ForEach(runs.prefix(10)) { run in
        Text(
          "\(Self.format(run.start))  \(RunMath.formatDistance(run.distance))  "
            + RunMath.formatElapsed(run.duration))
      }
    }
    .frame(width: Self.width, alignment: .topLeading)
  }

  static func format(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "MM-dd HH:mm"
    return formatter.string(from: date)
  }
}
