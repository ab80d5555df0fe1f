import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key to a value stored as JSON in a file.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")))
  /// var syncUps: IdentifiedArrayOf<SyncUp> = []
  /// ```
  ///
  /// Writes are atomic (a temporary file renamed over the file) and coalesced to about one a
  /// second while mutations stream in; a change another process makes to the file is loaded.
  /// A missing or empty file gives the default value. When the file cannot be read or decoded,
  /// the default value is used, `loadError` says why, and the file is left alone until the value
  /// is mutated or saved. When another process changes the file while a write of this one waits
  /// for its window, the newest change wins: the waiting write is dropped and the value follows
  /// the file.
  ///
  /// In tests and previews, files live in memory (see ``FileStorage``).
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - decoder: Decodes the file.
  ///   - encoder: Encodes the value.
  public static func fileStorage<Value: Codable>(
    _ url: URL,
    decoder: JSONDecoder = JSONDecoder(),
    encoder: JSONEncoder = JSONEncoder()
  ) -> Self where Self == FileStorageKey<Value> {
    let decoder = UncheckedBox(decoder)
    let encoder = UncheckedBox(encoder)
    return FileStorageKey(
      url: url,
      decode: { try decoder.value.decode(Value.self, from: $0) },
      encode: { try encoder.value.encode($0) }
    )
  }

  /// A key to a value stored in a file in a format of your own.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - decode: Turns the file's contents into a value.
  ///   - encode: Turns a value into the file's contents.
  public static func fileStorage<Value>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decode: decode, encode: encode)
  }
}

/// A key to a value stored in a file; create one with
/// ``SharedReaderKey/fileStorage(_:decoder:encoder:)``.
public struct FileStorageKey<Value: Sendable>: SharedKey {
  private let storage: FileStorage
  private let url: URL
  private let decode: @Sendable (Data) throws -> Value
  private let encode: @Sendable (Value) throws -> Data

  init(
    url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    @Dependency(\.defaultFileStorage) var storage
    self.storage = storage
    self.url = url.standardizedFileURL
    self.decode = decode
    self.encode = encode
  }

  /// The file (its standardized URL) in its storage: `@Shared` values of the same file share
  /// one value.
  public var id: FileStorageKeyID { FileStorageKeyID(url: url, storage: storage) }

  /// Reads and decodes the file; a missing or empty file resumes with the default value, and an
  /// unreadable or undecodable one with the error.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(
      with: Result {
        // A missing or empty file holds no value (as upstream), so the default is used.
        guard let data = try storage.backend.read(url), !data.isEmpty else { return nil }
        return try decode(data)
      })
  }

  /// Watches the file for changes other writers make (inotify on Linux; nothing in memory) and
  /// hands over the decoded contents, or the default value when the file is removed or emptied.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    storage.backend.watch(url) { data in
      guard let data, !data.isEmpty else { return subscriber.yieldReturningInitialValue() }
      subscriber.yield(with: Result { try decode(data) })
    }
  }

  /// Encodes the value and writes the file: on ``FileStorage/fileSystem``, atomically, at once
  /// for ``SaveContext/userInitiated`` and coalesced to about one write a second for
  /// ``SaveContext/didSet``; in memory, at once.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    let data: Data
    do {
      data = try encode(value)
    } catch {
      return continuation.resume(throwing: error)
    }
    storage.backend.write(data, to: url, context: context, continuation: continuation)
  }
}

extension FileStorageKey: CustomStringConvertible {
  /// The key with its file's path: `.fileStorage(/home/blob/Documents/sync-ups.json)`.
  public var description: String { ".fileStorage(\(url.path))" }
}

/// The identity of a ``FileStorageKey``: its file in its storage.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: FileStorage
}
