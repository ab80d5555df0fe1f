import Foundation

/// A fresh directory for one test, removed when the test's body returns.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
  let url = FileManager.default.temporaryDirectory
    .appending(path: "pomodoro-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: url) }
  return try body(url)
}

/// Collects values from `@Sendable` closures, for fakes injected into live types.
final class Recorder<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Value] = []

  func append(_ value: Value) {
    lock.lock()
    defer { lock.unlock() }
    storage.append(value)
  }

  var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}

/// A UTC Gregorian calendar whose weeks start on `firstWeekday` (1 = Sunday, 2 = Monday).
func utcCalendar(firstWeekday: Int = 2, timeZone: String = "UTC") -> Calendar {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: timeZone)!
  calendar.firstWeekday = firstWeekday
  return calendar
}

/// A date in `calendar`, to the minute.
func date(
  _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0,
  in calendar: Calendar = utcCalendar()
) -> Date {
  calendar.date(
    from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
  )!
}
