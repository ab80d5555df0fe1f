import CaseStudiesCore
import ComposableArchitecture
import Foundation
import SwiftUI

/// Seed 003's screen: the live numbers of a run, a map of the track so far, the saved runs,
/// and the buttons that start, stop and save a run.
///
/// What fits depends on the space: the numbers lose their labels where they would take more
/// than two lines, the saved runs leave the map room on narrow screens, and the map (with its
/// Recenter button) is left out where it would have no room (``showsMap(rows:)``).
public struct RunningView: View {
  let store: StoreOf<RunningFeature>
  /// Where positions come from, to tell the user (e.g. "morning-run.gpx at 10×").
  let source: String

  /// A character's width and a line's height, in points, for sizes given in characters.
  public static let pointsPerCharacter: CGFloat = 8
  public static let pointsPerLine: CGFloat = 16
  /// The fewest characters across that show the saved runs beside the map.
  public static let savedRunsMinimumWidth = 70
  /// The fewest lines that leave the map room for a few lines of track.
  public static let mapMinimumLines = 14

  public init(store: StoreOf<RunningFeature>, source: String) {
    self.store = store
    self.source = source
  }

  /// Whether a space `lines` high shows the map.
  public static func showsMap(lines: Int) -> Bool { lines >= mapMinimumLines }

  public var body: some View {
    GeometryReader { proxy in
      let columns = Int(proxy.size.width / Self.pointsPerCharacter)
      let lines = Int(proxy.size.height / Self.pointsPerLine)
      VStack(alignment: .leading) {
        // Where the map has no room, neither has the source: the buttons need the line.
        Text(Self.showsMap(lines: lines) ? "\(status)  Source: \(source)" : status)
          .bold()
        ForEach(numberLines(width: columns - 4), id: \.self) { line in
          Text(line)
            .monospacedDigit()
        }
        if Self.showsMap(lines: lines) {
          HStack(alignment: .top, spacing: 16) {
            GroupBox {
              RunMap(points: store.locationHistory, region: store.mapRegion)
            } label: {
              Text(mapTitle)
            }
            if columns >= Self.savedRunsMinimumWidth {
              SavedRunsView(runs: store.savedRuns)
            }
          }
          .frame(maxHeight: .infinity, alignment: .topLeading)
        }
        if let problem {
          Text("Error: \(problem)")
            .foregroundStyle(.red)
        }
        HStack {
          if store.isRunning {
            Button("Stop") { store.send(.stopRunning) }
          } else {
            Button("Start") { store.send(.startRunning) }
          }
          if store.record != nil && !store.isRecordSaved {
            Button("Save run") { store.send(.saveRunRecord) }
          }
          if Self.showsMap(lines: lines) && store.mapRegion != nil {
            Button("Recenter") { store.send(.recenterMapTapped) }
          }
        }
      }
    }
    .task { await store.send(.task).finish() }
  }

  private var mapTitle: String {
    if store.mapFollowsRun { return "Map" }
    return store.mapFollowsRunner ? "Map (zoomed)" : "Map (moved)"
  }

  /// The live numbers, labelled, each kept whole; where that takes more than two lines of
  /// `width` characters, without their labels (the units tell them apart).
  public func numberLines(width: Int) -> [String] {
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

  /// `items` two spaces apart, as many to a line as `width` characters hold (an item wider
  /// than a line has one to itself).
  public static func lines(of items: [String], width: Int) -> [String] {
    var lines: [String] = []
    for item in items {
      if let last = lines.last, last.count + 2 + item.count <= width {
        lines[lines.count - 1] = last + "  " + item
      } else {
        lines.append(item)
      }
    }
    return lines
  }

  /// The last error, or why there is no location.
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
}
