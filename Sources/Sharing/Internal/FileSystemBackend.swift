import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file system behind ``FileStorage/fileSystem``.
///
/// Writes of one file are coalesced: a mutation after a quiet second is written at once, and
/// the mutations of the following second are written together when it ends (only the newest
/// value). Writes still waiting when the process exits are made by an `atexit` handler.
final class FileSystemBackend: FileStorageBackend, @unchecked Sendable {
  private struct WriteState {
    var isCoolingDown = false
    var pending: Write?
    /// The newest write made to the file (see `Write.number`).
    var lastWritten = 0
  }

  private struct Write {
    let data: Data
    let continuation: SaveContinuation
    /// Increases with each value handed to the backend, so that of two writes racing to the
    /// disk (the window's task and `save()` or the exit handler) an older one never lands last.
    let number: Int
  }

  /// Starts a coalescing window: returns a wait for its end, a second from now.
  private let startWindow: @Sendable () -> @Sendable () async -> Void
  private let lock = NSLock()
  /// Held while a file is written, so that writes land in the order of their numbers.
  private let diskLock = NSLock()
  private var states: [URL: WriteState] = [:]
  private var writeNumber = 0
  /// The contents each file had when this process last read or wrote it, and the contents of
  /// a write on its way to the disk, to tell changes made by others from its own.
  private var knownContents: [URL: Data?] = [:]
  private var contentsBeingWritten: [URL: Data] = [:]
  /// How many times each file was written, and who listens to writes (for tests).
  private var writeCounts: [URL: Int] = [:]
  private var listeners: [AsyncStream<WriteEvent>.Continuation] = []

  /// What the backend did with a file (for tests).
  enum WriteEvent: Equatable {
    /// The file was written.
    case wrote(URL)
    /// A second passed with nothing to write: the next mutation is written at once.
    case windowEnded(URL)
  }

  init<C: Clock<Duration>>(clock: C) {
    startWindow = {
      // The deadline is taken when the window starts, not when its task does, so that the
      // window is a second from the write however late the task runs.
      let deadline = clock.now.advanced(by: .seconds(1))
      return { try? await clock.sleep(until: deadline, tolerance: nil) }
    }
    PendingWrites.register(self)
  }

  func read(_ url: URL) throws -> Data? {
    let data: Data?
    do {
      data = try Data(contentsOf: url)
    } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
      data = nil
    }
    lock.withLock { knownContents[url] = .some(data) }
    return data
  }

  func write(_ data: Data, to url: URL, context: SaveContext, continuation: SaveContinuation) {
    let write: Write
    switch context {
    case .userInitiated:
      // Written at once; a value waiting for the cooldown is older, so it is dropped.
      let superseded: SaveContinuation?
      (write, superseded) = lock.withLock {
        writeNumber += 1
        let write = Write(data: data, continuation: continuation, number: writeNumber)
        return (write, states[url]?.pending.take()?.continuation)
      }
      superseded?.resume()
    case .didSet:
      let (waiting, superseded): (Write?, SaveContinuation?) = lock.withLock {
        writeNumber += 1
        let write = Write(data: data, continuation: continuation, number: writeNumber)
        if states[url, default: WriteState()].isCoolingDown {
          let superseded = states[url]?.pending?.continuation
          states[url]?.pending = write
          return (nil, superseded)
        }
        states[url, default: WriteState()].isCoolingDown = true
        return (write, nil)
      }
      superseded?.resume()
      guard let waiting else { return }
      write = waiting
      coolDown(url)
    }
    write.continuation.resume(with: Result { try writeNow(write, to: url) })
  }

  /// Waits a second after a write, then writes what came in meanwhile, until a second passes
  /// with nothing to write.
  private func coolDown(_ url: URL) {
    var waitForWindowEnd = startWindow()
    Task.detached { [self] in
      while true {
        await waitForWindowEnd()
        guard let pending = takePendingOrFinish(url) else { return tell(.windowEnded(url)) }
        waitForWindowEnd = startWindow()
        pending.continuation.resume(with: Result { try writeNow(pending, to: url) })
      }
    }
  }

  private func takePendingOrFinish(_ url: URL) -> Write? {
    lock.withLock {
      guard let pending = states[url]?.pending.take() else {
        states[url]?.isCoolingDown = false
        return nil
      }
      return pending
    }
  }

  private func writeNow(_ write: Write, to url: URL) throws {
    try diskLock.withLock {
      let isNewest = lock.withLock {
        guard write.number > states[url, default: WriteState()].lastWritten else { return false }
        states[url, default: WriteState()].lastWritten = write.number
        contentsBeingWritten[url] = write.data
        return true
      }
      guard isNewest else { return }
      defer {
        lock.withLock {
          contentsBeingWritten[url] = nil
          writeCounts[url, default: 0] += 1
        }
        tell(.wrote(url))
      }
      try atomicWrite(write.data, to: url)
      lock.withLock { knownContents[url] = .some(write.data) }
    }
  }

  /// What the backend does from now on (for tests).
  func events() -> AsyncStream<WriteEvent> {
    let (stream, continuation) = AsyncStream<WriteEvent>.makeStream()
    lock.withLock { listeners.append(continuation) }
    return stream
  }

  private func tell(_ event: WriteEvent) {
    for listener in lock.withLock({ listeners }) { listener.yield(event) }
  }

  /// How many times `url` was written.
  func writeCount(for url: URL) -> Int {
    lock.withLock { writeCounts[url, default: 0] }
  }

  /// Writes every waiting value now (at exit).
  func flush() {
    let pending = lock.withLock {
      var pending: [(URL, Write)] = []
      for (url, state) in states {
        if let write = state.pending { pending.append((url, write)) }
        states[url]?.pending = nil
      }
      return pending
    }
    for (url, write) in pending {
      write.continuation.resume(with: Result { try writeNow(write, to: url) })
    }
  }

  func watch(_ url: URL, onChange: @escaping @Sendable (Data?) -> Void) -> SharedSubscription {
    FileWatcher.shared.watch(url) { [weak self] in
      guard let self else { return }
      let data = try? Data(contentsOf: url)
      let (isNew, dropped): (Bool, SaveContinuation?) = lock.withLock {
        guard knownContents[url] != .some(data), data == nil || contentsBeingWritten[url] != data
        else { return (false, nil) }
        knownContents[url] = .some(data)
        // The file changed after this process's last write: the newest change wins, so a
        // write still waiting for its window, or about to be made, is dropped (the value in
        // memory follows the file).
        states[url, default: WriteState()].lastWritten = writeNumber
        return (true, states[url]?.pending.take()?.continuation)
      }
      dropped?.resume()
      if isNew { onChange(data) }
    }
  }
}

/// The file-system backends of the process, whose waiting writes are made at exit.
enum PendingWrites {
  private static let backends = LockedBackends()

  static func register(_ backend: FileSystemBackend) {
    backends.add(backend)
  }

  private final class LockedBackends: @unchecked Sendable {
    private let lock = NSLock()
    private var backends: [Weak] = []
    private var isRegistered = false

    struct Weak { weak var backend: FileSystemBackend? }

    func add(_ backend: FileSystemBackend) {
      lock.withLock {
        backends = backends.filter { $0.backend != nil } + [Weak(backend: backend)]
        if !isRegistered {
          isRegistered = true
          atexit { PendingWrites.flushAll() }
        }
      }
    }

    func all() -> [FileSystemBackend] {
      lock.withLock { backends.compactMap(\.backend) }
    }
  }

  static func flushAll() {
    for backend in backends.all() { backend.flush() }
  }
}

extension Optional {
  /// Returns the value and leaves `nil`.
  fileprivate mutating func take() -> Wrapped? {
    defer { self = nil }
    return self
  }
}
