import Foundation

/// Reads GPX timestamps: ISO 8601 in UTC or with an offset, with or without fractional seconds.
///
/// ```swift
/// GPXTime.date(from: "2026-03-14T06:30:00Z")
/// GPXTime.date(from: "2026-03-14T06:30:00.250+09:00")
/// ```
package enum GPXTime {
  private static let whole = Date.ISO8601FormatStyle()
  private static let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  /// The date written in `text`, or `nil` when it is not an ISO 8601 date and time.
  package static func date(from text: String) -> Date? {
    if let date = try? whole.parse(text) { return date }
    return try? fractional.parse(text)
  }
}
