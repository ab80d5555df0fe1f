import Foundation

/// A small tmpfs mounted for one test, to fill it up or make it read-only; unmounted by
/// `close()`. Mounting needs root (or CAP_SYS_ADMIN): `reasonUnavailable` says why not.
final class TemporaryMount {
  let directory: URL

  /// Mounts a tmpfs of `kilobytes` at `directory` (an existing, empty folder), or at a new
  /// temporary folder.
  init(kilobytes: Int, at directory: URL? = nil) throws {
    self.directory =
      directory
      ?? FileManager.default.temporaryDirectory
      .appending(path: "pomodoro-mount-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
    try Self.run(
      "/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", self.directory.path])
  }

  /// Fills the file system: writes a filler file until the disk is full.
  func fill() throws {
    let filler = directory.appending(path: "filler")
    _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
    let handle = try FileHandle(forWritingTo: filler)
    defer { try? handle.close() }
    let chunk = Data(repeating: 0, count: 4096)
    var full = false
    while !full {
      do { try handle.write(contentsOf: chunk) } catch { full = true }
    }
    // Smaller writes use what the last chunk left.
    full = false
    while !full {
      do { try handle.write(contentsOf: Data([0])) } catch { full = true }
    }
  }

  /// Frees the space taken by `fill()`.
  func empty() throws {
    try FileManager.default.removeItem(at: directory.appending(path: "filler"))
  }

  /// Remounts the file system read-only.
  func makeReadOnly() throws {
    try Self.run("/bin/mount", ["-o", "remount,ro", directory.path])
  }

  func close() {
    try? Self.run("/bin/umount", ["-l", directory.path])
    try? FileManager.default.removeItem(at: directory)
  }

  /// Why tmpfs cannot be mounted here, or `nil` when it can (tried once).
  static let reasonUnavailable: String? = {
    do {
      let mount = try TemporaryMount(kilobytes: 64)
      mount.close()
      return nil
    } catch {
      return "cannot mount a tmpfs here (needs root or CAP_SYS_ADMIN): \(error)"
    }
  }()

  static var isAvailable: Bool { reasonUnavailable == nil }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private static func run(_ path: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(filePath: path)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      throw Failure(description: "\(path) \(arguments.joined(separator: " ")): \(message)")
    }
  }
}
