import CaseStudiesCore
import TerminalUI

/// The track so far in braille dots, filling the space it is given: `S` at the start and `@`
/// at the runner, north up, inside the map region (nothing yet without one).
///
/// ```swift
/// RunMap(points: store.locationHistory, region: store.mapRegion).border(title: "Map")
/// ```
public struct RunMap: View {
  let points: [TrackPoint]
  let region: MapRegion?

  public init(points: [TrackPoint], region: MapRegion?) {
    self.points = points
    self.region = region
  }

  public var body: some View {
    Canvas { canvas in
      guard let region else {
        canvas.text(
          "no position yet", at: Point(x: 1, y: canvas.size.height / 2),
          style: Style(attributes: .dim))
        return
      }
      let dots = points.map { Self.dot(of: $0, in: region, size: canvas.dotSize) }
      for (from, to) in zip(dots, dots.dropFirst()) { canvas.line(from: from, to: to) }
      if let only = dots.first, dots.count == 1 { canvas.point(only) }
      if let start = dots.first {
        canvas.text("S", at: Point(x: start.x / 2, y: start.y / 4))
      }
      if dots.count > 1, let end = dots.last {
        canvas.text("@", at: Point(x: end.x / 2, y: end.y / 4))
      }
    }
  }

  /// The dot of `point` on a canvas of `size` dots showing `region`.
  static func dot(of point: TrackPoint, in region: MapRegion, size: Size) -> Point {
    let west = region.centerLongitude - region.longitudeDelta / 2
    let north = region.centerLatitude + region.latitudeDelta / 2
    let x = (point.longitude - west) / region.longitudeDelta * Double(size.width - 1)
    let y = (north - point.latitude) / region.latitudeDelta * Double(size.height - 1)
    return Point(x: clamped(x), y: clamped(y))
  }

  /// Rounds, keeping far-away points representable (they are off the canvas anyway).
  private static func clamped(_ value: Double) -> Int {
    guard value.isFinite else { return -1 }
    return Int(min(max(value, -100_000), 100_000).rounded())
  }
}
