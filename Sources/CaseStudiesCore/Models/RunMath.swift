import Foundation

/// Distances, paces and durations of a run, computed and formatted.
///
/// ```swift
/// let metres = RunMath.totalDistance(of: points)            // 2034.5
/// RunMath.formatPace(distance: metres, duration: 672)       // "5:30 /km"
/// RunMath.formatElapsed(672)                                // "11:12"
/// ```
public enum RunMath {
  /// The Earth's mean radius in metres (IUGG), the usual choice for the haversine formula.
  public static let earthRadius = 6_371_008.8

  /// The great-circle distance in metres between two points, ignoring elevation.
  ///
  /// ```swift
  /// RunMath.distance(from: a, to: b)
  /// ```
  public static func distance(from a: TrackPoint, to b: TrackPoint) -> Double {
    distance(
      latitude1: a.latitude, longitude1: a.longitude,
      latitude2: b.latitude, longitude2: b.longitude
    )
  }

  /// The great-circle distance in metres between two coordinates given in degrees.
  ///
  /// ```swift
  /// RunMath.distance(latitude1: 0, longitude1: 0, latitude2: 0, longitude2: 1)  // ≈ 111_195
  /// ```
  public static func distance(
    latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double
  ) -> Double {
    let phi1 = latitude1 * .pi / 180
    let phi2 = latitude2 * .pi / 180
    let deltaPhi = (latitude2 - latitude1) * .pi / 180
    let deltaLambda = (longitude2 - longitude1) * .pi / 180
    let sinPhi = sin(deltaPhi / 2)
    let sinLambda = sin(deltaLambda / 2)
    let h = sinPhi * sinPhi + cos(phi1) * cos(phi2) * sinLambda * sinLambda
    // Rounding can push h a hair above 1 for antipodal points; asin would then return NaN.
    return 2 * earthRadius * asin(min(1, h.squareRoot()))
  }

  /// The length in metres of the path through `points`, in order.
  ///
  /// ```swift
  /// RunMath.totalDistance(of: track.points)
  /// ```
  public static func totalDistance(of points: [TrackPoint]) -> Double {
    zip(points, points.dropFirst()).reduce(0) { $0 + distance(from: $1.0, to: $1.1) }
  }

  /// Seconds per kilometre, or `nil` when no distance was covered.
  ///
  /// ```swift
  /// RunMath.pace(distance: 2000, duration: 660)  // 330
  /// ```
  public static func pace(distance metres: Double, duration seconds: TimeInterval) -> Double? {
    guard metres > 0, seconds >= 0, metres.isFinite, seconds.isFinite else { return nil }
    return seconds / (metres / 1000)
  }

  /// A pace as minutes and seconds per kilometre, e.g. `"5:30 /km"`; `"-:-- /km"` when unknown.
  ///
  /// ```swift
  /// RunMath.formatPace(distance: 2000, duration: 660)  // "5:30 /km"
  /// ```
  public static func formatPace(distance metres: Double, duration seconds: TimeInterval) -> String {
    // Paces slower than 99 minutes per km mean the runner is standing still.
    guard let pace = pace(distance: metres, duration: seconds), pace < 99 * 60 else {
      return "-:-- /km"
    }
    let total = Int(pace.rounded())
    return "\(total / 60):\(twoDigits(total % 60)) /km"
  }

  /// An elapsed time as `m:ss`, or `h:mm:ss` from one hour on; negative times show as zero.
  ///
  /// ```swift
  /// RunMath.formatElapsed(65)    // "1:05"
  /// RunMath.formatElapsed(3723)  // "1:02:03"
  /// ```
  public static func formatElapsed(_ seconds: TimeInterval) -> String {
    let total = seconds.isFinite ? max(0, Int(seconds.rounded(.down))) : 0
    let hours = total / 3600
    let minutes = (total % 3600) / 60
    let secs = total % 60
    if hours > 0 {
      return "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))"
    }
    return "\(minutes):\(twoDigits(secs))"
  }

  /// A distance in kilometres with two decimals, e.g. `"2.03 km"`.
  ///
  /// ```swift
  /// RunMath.formatDistance(2034.5)  // "2.03 km"
  /// ```
  public static func formatDistance(_ metres: Double) -> String {
    let hundredths = metres.isFinite ? max(0, Int((metres / 10).rounded())) : 0
    return "\(hundredths / 100).\(twoDigits(hundredths % 100)) km"
  }

  /// The mean heart rate of the points that have one, or `nil` when none do.
  ///
  /// ```swift
  /// RunMath.averageHeartRate(of: points)  // 151.3
  /// ```
  public static func averageHeartRate(of points: [TrackPoint]) -> Double? {
    let rates = points.compactMap(\.heartRate)
    guard !rates.isEmpty else { return nil }
    return Double(rates.reduce(0, +)) / Double(rates.count)
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
