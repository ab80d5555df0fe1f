import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `data` to `url` so that readers (and a process killed mid-write) see the old file or
/// the new one, never part of one: the data goes to a temporary file beside `url`, is flushed
/// to disk, and is renamed over `url`. Missing parent directories are created.
func atomicWrite(_ data: Data, to url: URL) throws {
  let directory = url.deletingLastPathComponent()
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let temporary = directory.appendingPathComponent(
    ".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).tmp")
  let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
  guard fd >= 0 else { throw FileWriteError(url: url, operation: "create a temporary file") }
  var isRenamed = false
  defer { if !isRenamed { unlink(temporary.path) } }
  do {
    defer { close(fd) }
    try data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          throw FileWriteError(url: url, operation: "write")
        }
        offset += count
      }
    }
    guard fsync(fd) == 0 else { throw FileWriteError(url: url, operation: "flush") }
  }
  guard rename(temporary.path, url.path) == 0 else {
    throw FileWriteError(url: url, operation: "rename the temporary file over")
  }
  isRenamed = true
}

/// A file could not be written; the file keeps its previous contents.
struct FileWriteError: Error, CustomStringConvertible {
  let url: URL
  let operation: String
  let code: Int32

  init(url: URL, operation: String) {
    self.url = url
    self.operation = operation
    self.code = errno
  }

  var description: String {
    "Could not \(operation) \(url.path): \(String(cString: strerror(code)))"
  }
}
