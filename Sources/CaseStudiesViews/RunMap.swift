import CaseStudiesCore
import SwiftUI

/// The track so far, north up, inside the map region: a `Canvas` stroking the track, with `S`
/// at the start and `@` at the runner (nothing but a note before there is a region).
///
/// ```swift
/// GroupBox("Map") { RunMap(points: store.locationHistory, region: store.mapRegion) }
/// ```
public struct RunMap: View {
  let points: [TrackPoint]
  let region: MapRegion?

  public init(points: [TrackPoint], region: MapRegion?) {
    self.points = points
    self.region = region
  }

  public var body: some View {
    if let region {
      Canvas { context, size in
        let track = points.map { Self.position(of: $0, in: region, size: size) }
        context.stroke(Path { $0.addLines(track) }, with: .color(.accentColor), lineWidth: 2)
        if let start = track.first {
          context.draw(Text("S"), at: start)
        }
        if track.count > 1, let runner = track.last {
          context.draw(Text("@"), at: runner)
        }
      }
    } else {
      Text("no position yet")
        .foregroundStyle(.secondary)
    }
  }

  /// Where `point` is on a canvas of `size` showing `region`: west at the left edge, north at
  /// the top.
  public static func position(of point: TrackPoint, in region: MapRegion, size: CGSize)
    -> CGPoint
  {
    let west = region.centerLongitude - region.longitudeDelta / 2
    let north = region.centerLatitude + region.latitudeDelta / 2
    return CGPoint(
      x: (point.longitude - west) / region.longitudeDelta * size.width,
      y: (north - point.latitude) / region.latitudeDelta * size.height)
  }
}
