/// The part of the world the running tracker's map shows, like `MKCoordinateRegion`.
///
/// ```swift
/// let region = MapRegion(fitting: points)  // the track with a margin
/// region.zoomed(by: 2)                      // half the span
/// ```
public struct MapRegion: Equatable, Sendable {
  public var centerLatitude: Double
  public var centerLongitude: Double
  /// Degrees of latitude from the bottom edge to the top edge.
  public var latitudeDelta: Double
  /// Degrees of longitude from the left edge to the right edge.
  public var longitudeDelta: Double

  /// The smallest span shown, about 100 m, so that a standing runner is not a whole map.
  public static let minimumDelta = 0.001

  public init(
    centerLatitude: Double, centerLongitude: Double, latitudeDelta: Double, longitudeDelta: Double
  ) {
    self.centerLatitude = centerLatitude
    self.centerLongitude = centerLongitude
    self.latitudeDelta = max(Self.minimumDelta, latitudeDelta)
    self.longitudeDelta = max(Self.minimumDelta, longitudeDelta)
  }

  /// The region around `points` with a 10 % margin on each side; `nil` without points.
  public init?(fitting points: [TrackPoint]) {
    guard let first = points.first else { return nil }
    var (south, north) = (first.latitude, first.latitude)
    var (west, east) = (first.longitude, first.longitude)
    for point in points {
      south = min(south, point.latitude)
      north = max(north, point.latitude)
      west = min(west, point.longitude)
      east = max(east, point.longitude)
    }
    self.init(
      centerLatitude: (south + north) / 2, centerLongitude: (west + east) / 2,
      latitudeDelta: (north - south) * 1.2, longitudeDelta: (east - west) * 1.2
    )
  }

  /// Whether `point` lies inside the region.
  public func contains(_ point: TrackPoint) -> Bool {
    abs(point.latitude - centerLatitude) <= latitudeDelta / 2
      && abs(point.longitude - centerLongitude) <= longitudeDelta / 2
  }

  /// The region with the same centre and its spans divided by `factor` (> 1 zooms in).
  public func zoomed(by factor: Double) -> MapRegion {
    MapRegion(
      centerLatitude: centerLatitude, centerLongitude: centerLongitude,
      latitudeDelta: latitudeDelta / factor, longitudeDelta: longitudeDelta / factor
    )
  }

  /// The region with the same spans around `point`.
  public func centered(on point: TrackPoint) -> MapRegion {
    MapRegion(
      centerLatitude: point.latitude, centerLongitude: point.longitude,
      latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta
    )
  }

  /// The region moved by fractions of its spans (positive: north and east).
  public func panned(north: Double = 0, east: Double = 0) -> MapRegion {
    MapRegion(
      centerLatitude: centerLatitude + north * latitudeDelta,
      centerLongitude: centerLongitude + east * longitudeDelta,
      latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta
    )
  }
}
