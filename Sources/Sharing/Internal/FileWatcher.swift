import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Tells subscribers when a file is written, replaced, or removed by anyone, through Linux's
/// inotify.
///
/// The file's directory is watched rather than the file: an atomic write (a rename over the
/// file) replaces the file's inode, which would end a watch on the file itself. One thread
/// per process reads the events of every watch.
final class FileWatcher: @unchecked Sendable {
  static let shared = FileWatcher()

  private struct Subscriber {
    let name: String
    let onChange: @Sendable () -> Void
  }

  private let lock = NSLock()
  private var fd: Int32 = -1
  private var isReading = false
  /// Subscribers by watch descriptor (one per directory), then by subscription number.
  private var subscribers: [Int32: [Int: Subscriber]] = [:]
  private var nextID = 0

  /// Calls `onChange` (on the watcher's thread) after `url` is written, replaced or removed.
  /// The file's directory is created if missing, so that it can be watched.
  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    #if os(Linux)
      let directory = url.deletingLastPathComponent()
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let registration: (wd: Int32, id: Int)? = lock.withLock {
        if fd < 0 { fd = inotify_init1(Int32(IN_CLOEXEC)) }
        guard fd >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE)
        let wd = inotify_add_watch(fd, directory.path, mask)
        guard wd >= 0 else { return nil }
        nextID += 1
        subscribers[wd, default: [:]][nextID] = Subscriber(
          name: url.lastPathComponent, onChange: onChange)
        if !isReading {
          isReading = true
          let fd = fd
          let thread = Thread { [unowned self] in readEvents(fd) }
          thread.name = "Sharing.FileWatcher"
          thread.start()
        }
        return (wd, nextID)
      }
      guard let registration else { return SharedSubscription {} }
      return SharedSubscription { [self] in
        lock.withLock {
          subscribers[registration.wd]?[registration.id] = nil
          if subscribers[registration.wd]?.isEmpty == true {
            subscribers[registration.wd] = nil
            inotify_rm_watch(fd, registration.wd)
          }
        }
      }
    #else
      return SharedSubscription {}
    #endif
  }

  #if os(Linux)
    private func readEvents(_ fd: Int32) {
      let capacity = 64 * 1024
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
      defer { buffer.deallocate() }
      let headerSize = MemoryLayout<inotify_event>.size
      while true {
        let count = read(fd, buffer, capacity)
        if count < 0 {
          if errno == EINTR { continue }
          return
        }
        var offset = 0
        var toNotify: [@Sendable () -> Void] = []
        while offset + headerSize <= count {
          let event = buffer.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          let nameStart = buffer.advanced(by: offset + headerSize)
          let name = String(
            decoding: UnsafeRawBufferPointer(start: nameStart, count: Int(event.len))
              .prefix { $0 != 0 },
            as: UTF8.self)
          offset += headerSize + Int(event.len)
          lock.withLock {
            for subscriber in (subscribers[event.wd] ?? [:]).values where subscriber.name == name {
              toNotify.append(subscriber.onChange)
            }
          }
        }
        // Outside the lock: a subscriber may read the file and update shared state.
        for onChange in toNotify { onChange() }
      }
    }
  #endif
}
