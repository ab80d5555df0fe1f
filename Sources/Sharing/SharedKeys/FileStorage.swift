import ConcurrencyExtras
import Foundation

/// Where ``FileStorageKey``s read and write: the file system, or (in tests and previews) a
/// dictionary in memory. The ``Dependencies/DependencyValues/defaultFileStorage`` dependency is
/// the one in effect.
public struct FileStorage: Hashable, Sendable {
  let backend: any FileStorageBackend

  /// The file system: writes are atomic and coalesced (about one per second per file while
  /// mutations stream in, the rest when the process exits), and changes made by other
  /// processes are picked up (through inotify on Linux).
  public static let fileSystem = FileStorage(backend: FileSystemBackend(clock: ContinuousClock()))

  /// The file system, waiting between coalesced writes on `clock` (for tests).
  static func fileSystem(clock: some Clock<Duration>) -> FileStorage {
    FileStorage(backend: FileSystemBackend(clock: clock))
  }

  /// Files kept in memory, in `fileSystem`, written at once.
  ///
  /// ```swift
  /// let files = LockIsolated<[URL: Data]>([:])
  /// withDependencies { $0.defaultFileStorage = .inMemory(fileSystem: files) } operation: { … }
  /// ```
  public static func inMemory(fileSystem: LockIsolated<[URL: Data]>) -> FileStorage {
    FileStorage(backend: InMemoryFileBackend(files: fileSystem))
  }

  /// Two storages are equal when they are the same one: ``fileSystem``, or the storage made by
  /// one call of ``inMemory(fileSystem:)``.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.backend === rhs.backend }

  /// Hashes the storage's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(backend)) }
}

/// What a ``FileStorage`` does with files.
protocol FileStorageBackend: AnyObject, Sendable {
  /// The file's contents, or `nil` when there is no file.
  func read(_ url: URL) throws -> Data?

  /// Writes the file (at once when `context` is `.userInitiated`, possibly later when it is
  /// `.didSet`), and resumes `continuation` when written or superseded by a newer write.
  func write(_ data: Data, to url: URL, context: SaveContext, continuation: SaveContinuation)

  /// Calls `onChange` with the file's new contents (`nil` when removed) when another writer
  /// changes it.
  func watch(_ url: URL, onChange: @escaping @Sendable (Data?) -> Void) -> SharedSubscription
}

final class InMemoryFileBackend: FileStorageBackend {
  let files: LockIsolated<[URL: Data]>

  init(files: LockIsolated<[URL: Data]>) {
    self.files = files
  }

  func read(_ url: URL) throws -> Data? {
    files[url]
  }

  func write(_ data: Data, to url: URL, context: SaveContext, continuation: SaveContinuation) {
    files.withValue { $0[url] = data }
    continuation.resume()
  }

  func watch(_ url: URL, onChange: @escaping @Sendable (Data?) -> Void) -> SharedSubscription {
    SharedSubscription {}
  }
}
