import CaseStudiesCore

/// Draws a track as text: the path in dots, `S` at the start and `@` at the runner, north up,
/// inside a map region.
///
/// ```swift
/// TrackMap(points: state.locationHistory, region: region).lines(width: 40, height: 12)
/// ```
public struct TrackMap: Equatable, Sendable {
  public var points: [TrackPoint]
  public var region: MapRegion

  public init(points: [TrackPoint], region: MapRegion) {
    self.points = points
    self.region = region
  }

  /// `height` strings of `width` characters each.
  public func lines(width: Int, height: Int) -> [String] {
    guard width > 0, height > 0 else { return [] }
    var grid = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
    let cells = points.map(cell(of:))
    // Consecutive points are joined so that the path stays continuous when zoomed in.
    for (from, to) in zip(cells, cells.dropFirst()) {
      for (x, y) in Self.line(from: from, to: to) where Self.inside(x, y, width, height) {
        grid[y][x] = "·"
      }
    }
    if let only = cells.first, cells.count == 1, Self.inside(only.x, only.y, width, height) {
      grid[only.y][only.x] = "·"
    }
    if let start = cells.first, Self.inside(start.x, start.y, width, height) {
      grid[start.y][start.x] = "S"
    }
    if cells.count > 1, let end = cells.last, Self.inside(end.x, end.y, width, height) {
      grid[end.y][end.x] = "@"
    }
    return grid.map { String($0) }
    func cell(of point: TrackPoint) -> (x: Int, y: Int) {
      let west = region.centerLongitude - region.longitudeDelta / 2
      let north = region.centerLatitude + region.latitudeDelta / 2
      let x = (point.longitude - west) / region.longitudeDelta * Double(width - 1)
      let y = (north - point.latitude) / region.latitudeDelta * Double(height - 1)
      return (Self.clampToInt(x), Self.clampToInt(y))
    }
  }

  private static func inside(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
    x >= 0 && y >= 0 && x < width && y < height
  }

  /// Rounds, keeping far-away points representable (they are outside the grid anyway).
  private static func clampToInt(_ value: Double) -> Int {
    guard value.isFinite else { return -1 }
    return Int(min(max(value, -10_000), 10_000).rounded())
  }

  /// The cells from `a` to `b` (Bresenham's line).
  private static func line(from a: (x: Int, y: Int), to b: (x: Int, y: Int)) -> [(Int, Int)] {
    var (x, y) = a
    let dx = abs(b.x - a.x)
    let dy = -abs(b.y - a.y)
    let stepX = a.x < b.x ? 1 : -1
    let stepY = a.y < b.y ? 1 : -1
    var error = dx + dy
    var cells: [(Int, Int)] = []
    while true {
      cells.append((x, y))
      if x == b.x && y == b.y { return cells }
      let doubled = 2 * error
      if doubled >= dy {
        error += dy
        x += stepX
      }
      if doubled <= dx {
        error += dx
        y += stepY
      }
    }
  }
}
