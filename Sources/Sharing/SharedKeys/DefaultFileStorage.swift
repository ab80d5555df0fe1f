import ConcurrencyExtras
import Dependencies
import Foundation

extension DependencyValues {
  /// Where ``SharedReaderKey/fileStorage(_:decoder:encoder:)`` values are stored: the file
  /// system, or in tests and previews, a fresh in-memory file system.
  public var defaultFileStorage: FileStorage {
    get { self[FileStorageDependencyKey.self] }
    set { self[FileStorageDependencyKey.self] = newValue }
  }
}

private enum FileStorageDependencyKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var previewValue: FileStorage { .inMemory(fileSystem: LockIsolated([:])) }
  static var testValue: FileStorage { .inMemory(fileSystem: LockIsolated([:])) }
}
