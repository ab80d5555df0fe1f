import Foundation

/// One recorded position of a run, with the sensor readings taken at that moment.
///
/// ```swift
/// let point = TrackPoint(latitude: 37.5444, longitude: 127.0374, elevation: 21, heartRate: 142)
/// ```
public struct TrackPoint: Sendable, Equatable, Hashable, Codable {
  /// Degrees north of the equator, -90...90.
  public var latitude: Double
  /// Degrees east of Greenwich, -180...180.
  public var longitude: Double
  /// Metres above sea level, when the source reports it.
  public var elevation: Double?
  /// When the position was taken, when the source reports it.
  public var time: Date?
  /// Beats per minute, when a heart-rate sensor was connected.
  public var heartRate: Int?
  /// Steps (or revolutions) per minute, when a cadence sensor was connected.
  public var cadence: Int?

  public init(
    latitude: Double,
    longitude: Double,
    elevation: Double? = nil,
    time: Date? = nil,
    heartRate: Int? = nil,
    cadence: Int? = nil
  ) {
    self.latitude = latitude
    self.longitude = longitude
    self.elevation = elevation
    self.time = time
    self.heartRate = heartRate
    self.cadence = cadence
  }
}
