import Foundation

/// Where `Reducer.signpost(_:log:)` writes its intervals on Linux, which has no `os` module: a
/// stand-in for Apple's `OSLog`, so that TCA code naming one compiles unchanged.
///
/// A log made with ``init(subsystem:category:)`` writes only when asked: set the environment
/// variable `COMPOSABLE_SIGNPOSTS` to a file's path (lines are appended to it) or to `-`
/// (standard error). Otherwise, as with Instruments not recording, signposts cost one check.
public final class OSLog: Sendable {
  public let subsystem: String
  public let category: String
  private let sink: (@Sendable (String) -> Void)?

  /// Whether signposts written to this log go anywhere.
  public var signpostsEnabled: Bool { self.sink != nil }

  /// A log whose signposts go where `COMPOSABLE_SIGNPOSTS` says, or nowhere.
  public convenience init(subsystem: String, category: String) {
    let destination = Self.destination(from: ProcessInfo.processInfo.environment)
    self.init(subsystem: subsystem, category: category, destination: destination)
  }

  /// A log that writes nothing.
  public static let disabled = OSLog(subsystem: "", category: "", destination: nil)

  enum Destination: Equatable {
    case standardError
    case file(String)
  }

  convenience init(subsystem: String, category: String, destination: Destination?) {
    switch destination {
    case nil:
      self.init(subsystem: subsystem, category: category, sink: nil)
    case .standardError:
      let output = LineFile(handle: .standardError)
      self.init(subsystem: subsystem, category: category, sink: output.write)
    case let .file(path):
      let output = LineFile(appendingTo: path)
      self.init(subsystem: subsystem, category: category, sink: output.map { $0.write })
    }
  }

  /// A log whose lines go to `sink` (for tests).
  init(subsystem: String, category: String, sink: (@Sendable (String) -> Void)?) {
    self.subsystem = subsystem
    self.category = category
    self.sink = sink
  }

  static func destination(from environment: [String: String]) -> Destination? {
    switch environment["COMPOSABLE_SIGNPOSTS"] {
    case nil, "": nil
    case "-": .standardError
    case let path?: .file(path)
    }
  }

  func write(_ line: String) {
    self.sink?(line)
  }
}

/// One line per write, whole, from any thread.
private final class LineFile: Sendable {
  private let handle: LockIsolated<FileHandle>

  init(handle: FileHandle) {
    self.handle = LockIsolated(handle)
  }

  /// `nil` when the file cannot be opened: a signpost never stops the app.
  convenience init?(appendingTo path: String) {
    if !FileManager.default.fileExists(atPath: path) {
      guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
    }
    guard let handle = FileHandle(forWritingAtPath: path) else { return nil }
    handle.seekToEndOfFile()
    self.init(handle: handle)
  }

  func write(_ line: String) {
    self.handle.withValue { $0.write(Data((line + "\n").utf8)) }
  }
}
