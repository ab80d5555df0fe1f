import Foundation

/// A finished run: when it happened, how far it went and the track it followed.
///
/// ```swift
/// let run = RunRecord(
///   start: start, end: end, distance: RunMath.totalDistance(of: points),
///   duration: end.timeIntervalSince(start), points: points
/// )
/// ```
public struct RunRecord: Sendable, Equatable, Identifiable, Codable {
  public var id: UUID
  public var start: Date
  public var end: Date
  /// Metres covered.
  public var distance: Double
  /// Seconds spent running; may be shorter than `end - start` when the run was paused.
  public var duration: TimeInterval
  public var points: [TrackPoint]
  /// Beats per minute over the run, when a heart-rate sensor was connected.
  public var averageHeartRate: Double?

  public init(
    id: UUID = UUID(),
    start: Date,
    end: Date,
    distance: Double,
    duration: TimeInterval,
    points: [TrackPoint] = [],
    averageHeartRate: Double? = nil
  ) {
    self.id = id
    self.start = start
    self.end = end
    self.distance = distance
    self.duration = duration
    self.points = points
    self.averageHeartRate = averageHeartRate
  }

  /// A run summarised from its track: distance by `RunMath`, duration `end - start`, and the
  /// mean heart rate of the points that have one.
  ///
  /// ```swift
  /// let run = RunRecord(start: state.startTime, end: now, track: state.locationHistory)
  /// ```
  public init(id: UUID = UUID(), start: Date, end: Date, track points: [TrackPoint]) {
    self.init(
      id: id, start: start, end: end,
      distance: RunMath.totalDistance(of: points),
      duration: max(0, end.timeIntervalSince(start)),
      points: points,
      averageHeartRate: RunMath.averageHeartRate(of: points)
    )
  }
}
