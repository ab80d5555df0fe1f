import Foundation

extension DateFormatter {
  /// A formatter for the fixed pattern `format` in `calendar` and its time zone. POSIX keeps
  /// weekday names and digits the same whatever the user's locale.
  static func posix(_ format: String, calendar: Calendar) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.dateFormat = format
    return formatter
  }
}
