import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reports image files that appear in a directory, using Linux's inotify.
///
/// A file counts once it is complete: when a file created in the directory is closed after
/// writing, or when a finished file is moved in (the way most screenshot tools save). Files
/// whose extension is not in `extensions` (compared case-insensitively) are ignored, and so are
/// rewrites of files that were already there. The watch starts before `events()` returns, so
/// nothing created afterwards is missed; cancelling the consumer stops the watching thread.
///
/// ```swift
/// let watcher = DirectoryWatcher(directory: ScreenshotFolder.resolve())
/// for await url in try watcher.events() { print("new screenshot:", url.lastPathComponent) }
/// ```
package struct DirectoryWatcher: Sendable {
  /// The extensions of the image formats screenshot tools write.
  package static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "webp", "gif"]

  package var directory: URL
  /// Lower-case extensions, without the dot, of the files to report.
  package var extensions: Set<String>

  package init(directory: URL, extensions: Set<String> = imageExtensions) {
    self.directory = directory
    self.extensions = Set(extensions.map { $0.lowercased() })
  }

  /// Whether a file with this name would be reported.
  ///
  /// ```swift
  /// watcher.reports(fileName: "Screenshot 2026-03-14.PNG")  // true
  /// ```
  package func reports(fileName: String) -> Bool {
    guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return false }
    return extensions.contains(fileName[fileName.index(after: dot)...].lowercased())
  }

  /// Starts watching (creating the directory if missing) and streams the URLs of new files.
  ///
  /// ```swift
  /// for await url in try DirectoryWatcher(directory: folder).events() { … }
  /// ```
  package func events() throws(DirectoryWatcherError) -> AsyncStream<URL> {
    let path = directory.path(percentEncoded: false)
    try Self.ensureDirectory(at: path)
    let fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
    guard fd >= 0 else {
      throw .cannotWatch(path: path, reason: String(cString: strerror(errno)))
    }
    let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE)
    guard inotify_add_watch(fd, path, mask) >= 0 else {
      let reason =
        errno == ENOSPC
        ? "the inotify watch limit is reached (see fs.inotify.max_user_watches)"
        : String(cString: strerror(errno))
      _ = close(fd)
      throw .cannotWatch(path: path, reason: reason)
    }
    let wakeUp: WakeUpPipe
    do {
      wakeUp = try WakeUpPipe()
    } catch {
      _ = close(fd)
      throw .cannotWatch(path: path, reason: "\(error)")
    }
    let (stream, continuation) = AsyncStream.makeStream(of: URL.self)
    continuation.onTermination = { _ in wakeUp.signal() }
    let loop = WatchLoop(
      fd: fd, directory: directory, watcher: self, wakeUp: wakeUp, continuation: continuation
    )
    Thread.detachNewThread { loop.run() }
    return stream
  }

  private static func ensureDirectory(at path: String) throws(DirectoryWatcherError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw .notADirectory(path: path) }
      return
    }
    do {
      try FileManager.default.createDirectory(
        atPath: path, withIntermediateDirectories: true)
    } catch {
      throw .cannotCreate(path: path, reason: (error as NSError).localizedDescription)
    }
  }
}

/// The watching thread: reads inotify events until woken by cancellation.
private struct WatchLoop: Sendable {
  let fd: Int32
  let directory: URL
  let watcher: DirectoryWatcher
  let wakeUp: WakeUpPipe
  let continuation: AsyncStream<URL>.Continuation

  /// The fixed part of `struct inotify_event`: wd, mask, cookie, len.
  private static let headerSize = 16

  func run() {
    defer {
      _ = close(fd)
      wakeUp.close()
      continuation.finish()
    }
    // Names created but not yet closed after writing: reported on their IN_CLOSE_WRITE.
    var created: Set<String> = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var fds = [
      pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeUp.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      let ready = poll(&fds, nfds_t(fds.count), -1)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0, fds[1].revents == 0 else { return }
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && (errno == EAGAIN || errno == EINTR) { continue }
      guard count > 0 else { return }
      var offset = 0
      while offset + Self.headerSize <= count {
        let (mask, length) = buffer.withUnsafeBytes { raw in
          (
            raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
            Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          )
        }
        let nameBytes = buffer[(offset + Self.headerSize)..<(offset + Self.headerSize + length)]
        offset += Self.headerSize + length
        if mask & UInt32(IN_IGNORED) != 0 { return }  // the directory itself went away
        guard mask & UInt32(IN_ISDIR) == 0 else { continue }
        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        guard !name.isEmpty, watcher.reports(fileName: name) else { continue }
        if mask & UInt32(IN_CREATE) != 0 {
          created.insert(name)
        } else if mask & UInt32(IN_MOVED_TO) != 0
          || (mask & UInt32(IN_CLOSE_WRITE) != 0 && created.remove(name) != nil)
        {
          continuation.yield(directory.appending(path: name, directoryHint: .notDirectory))
        }
      }
    }
  }
}
