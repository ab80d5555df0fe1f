import Foundation
import LiveSupport

/// A JSON file with a top-level `version` key, read strictly and written atomically.
///
/// The safety rule lives here: a file that cannot be read back (damaged, or from a newer app)
/// is never overwritten by `save`; only `reset` replaces it, and it first moves the old file
/// aside so nothing the user had is lost.
struct VersionedJSONFile: Sendable {
  let url: URL
  let supportedVersion: Int

  /// What the file holds: nothing yet, or a decoded value.
  enum Contents<Value> {
    case missing
    case value(Value)
  }

  /// The largest file read: far above what the app writes (settings with many hooks are a
  /// few kilobytes), far below what would strain memory.
  static let maximumSize = 1024 * 1024

  private struct Header: Decodable {
    var version: Int?
  }

  /// Reads and decodes the file, throwing a `PomodoroStorageError` for any problem.
  func load<Value: Decodable>(_ type: Value.Type) throws -> Contents<Value> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return .missing
    }
    if isDirectory.boolValue {
      throw PomodoroStorageError.unreadable(file: url, reason: "it is a directory, not a file")
    }
    // A named pipe would be waited on forever, and a device read without end.
    if let kind = FileFailureReason.specialKind(of: url) {
      throw PomodoroStorageError.unreadable(file: url, reason: "it is \(kind), not a file")
    }
    let data: Data
    do {
      // One byte past the cap tells a file too large without reading it whole (200 MB took
      // 230 MB of memory and a second, at every `pomodoro status`).
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      data = try handle.read(upToCount: Self.maximumSize + 1) ?? Data()
    } catch {
      throw PomodoroStorageError.unreadable(
        file: url, reason: FileFailureReason.describe(error, file: url))
    }
    if data.count > Self.maximumSize {
      throw PomodoroStorageError.unreadable(
        file: url, reason: "it is larger than 1 MiB; pomodoro writes a few kilobytes at most")
    }
    if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      throw PomodoroStorageError.corrupt(file: url, reason: "the file is empty")
    }
    let decoder = JSONDecoder()
    do {
      // The version is checked before the rest so a newer file reports that, not a type error.
      let header = try decoder.decode(Header.self, from: data)
      if let version = header.version, version > supportedVersion {
        throw PomodoroStorageError.newerVersion(
          file: url, found: version, supported: supportedVersion
        )
      }
      return .value(try decoder.decode(Value.self, from: data))
    } catch let error as PomodoroStorageError {
      throw error
    } catch {
      throw PomodoroStorageError.corrupt(file: url, reason: Self.reason(for: error))
    }
  }

  /// Writes `value` atomically, unless the file on disk is one that `load` would refuse.
  func save<Value: Codable>(_ value: Value) throws {
    _ = try load(Value.self)
    try write(value, to: url.resolvingSymlinksInPath())
  }

  /// Replaces the file with `value` even if it is unreadable; an unreadable file is first
  /// renamed beside itself. Returns the backup's location when one was made.
  @discardableResult
  func reset<Value: Codable>(to value: Value, now: Date = Date()) throws -> URL? {
    // Resolved first: a symlinked file (say, from a dotfiles repository) is replaced at its
    // real location and the link keeps working.
    let target = url.resolvingSymlinksInPath()
    var backup: URL?
    do {
      _ = try load(Value.self)
    } catch {
      backup = try moveAside(target, now: now)
    }
    try write(value, to: target)
    return backup
  }

  private func write<Value: Encodable>(_ value: Value, to target: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(value)
    data.append(0x0A)
    do {
      try AtomicFile.write(data, to: target)
    } catch {
      throw PomodoroStorageError.unwritable(
        file: target, reason: FileFailureReason.describe(error, file: target))
    }
  }

  private func moveAside(_ file: URL, now: Date) throws -> URL {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let stem = file.lastPathComponent + ".broken-" + formatter.string(from: now)
    let directory = file.deletingLastPathComponent()
    var backup = directory.appending(path: stem)
    var counter = 2
    while FileManager.default.fileExists(atPath: backup.path) {
      backup = directory.appending(path: "\(stem)-\(counter)")
      counter += 1
    }
    do {
      try FileManager.default.moveItem(at: file, to: backup)
    } catch {
      throw PomodoroStorageError.unwritable(
        file: backup, reason: FileFailureReason.describe(error, file: backup))
    }
    return backup
  }

  static func reason(for error: DecodingError) -> String {
    func location(_ context: DecodingError.Context) -> String {
      let path = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
      return path.isEmpty ? "" : " at \"\(path.joined(separator: "."))\""
    }
    switch error {
    case .dataCorrupted(let context):
      // Only the JSON parser reports at the root; value checks name their key.
      if context.codingPath.isEmpty { return "it is not valid JSON" }
      return "the value\(location(context)) \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      return "missing key \"\(key.stringValue)\"\(location(context))"
    case .typeMismatch(let type, let context):
      return "expected \(Self.describe(type))\(location(context))"
    case .valueNotFound(let type, let context):
      return "expected \(Self.describe(type))\(location(context)), found null"
    @unknown default:
      return String(describing: error)
    }
  }

  static func reason(for error: any Error) -> String {
    if let error = error as? DecodingError { return reason(for: error) }
    return (error as NSError).localizedDescription
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is Int.Type: "a whole number"
    case is Bool.Type: "true or false"
    case is String.Type: "a string"
    case is Double.Type: "a number"
    case is [String: Any].Type: "a JSON object"
    case is [Any].Type: "a JSON array"
    default: "\(type)"
    }
  }
}
