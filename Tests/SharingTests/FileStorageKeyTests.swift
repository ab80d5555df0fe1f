import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import IdentifiedCollections
import Testing

@testable import Sharing

private struct User: Codable, Equatable, Identifiable {
  var id: Int
  var name: String
}

/// `.fileStorage` with the in-memory file system tests get by default.
struct FileStorageInMemoryTests {
  let url = URL(fileURLWithPath: "/users.json")

  @Test func mutationsAreWrittenAsJSON() throws {
    let files = LockIsolated<[URL: Data]>([:])
    try withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: { () throws in
      @Shared(.fileStorage(url)) var users = [User]()
      #expect(files.value.isEmpty)
      $users.withLock { $0.append(User(id: 1, name: "Blob")) }
      let data = try #require(files.value[url])
      #expect(try JSONDecoder().decode([User].self, from: data) == [User(id: 1, name: "Blob")])
    }
  }

  @Test func loadsWhatTheFileHolds() throws {
    let files = LockIsolated<[URL: Data]>([:])
    files.withValue { $0[url] = try! JSONEncoder().encode([User(id: 2, name: "Blob Jr")]) }
    withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      @Shared(.fileStorage(url)) var users = [User]()
      #expect(users == [User(id: 2, name: "Blob Jr")])
      #expect($users.loadError == nil)
      #expect(!$users.isLoading)
    }
  }

  @Test func testsStartWithNoFiles() {
    @Shared(.fileStorage(url)) var users = [User(id: 0, name: "Default")]
    #expect(users == [User(id: 0, name: "Default")])
    $users.withLock { $0 = [] }
  }

  @Test func sameFileIsOneSharedValue() {
    @Shared(.fileStorage(url)) var users1 = [User]()
    @Shared(.fileStorage(url)) var users2 = [User]()
    $users1.withLock { $0.append(User(id: 1, name: "Blob")) }
    #expect(users2 == [User(id: 1, name: "Blob")])
  }

  @Test func undecodableFileKeepsTheDefaultAndIsNotOverwritten() throws {
    let files = LockIsolated<[URL: Data]>([url: Data("not json".utf8)])
    try withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: { () throws in
      @Shared(.fileStorage(url)) var users = [User(id: 0, name: "Default")]
      #expect(users == [User(id: 0, name: "Default")])
      #expect($users.loadError is DecodingError)
      #expect(files.value[url] == Data("not json".utf8))
      // Writing a new value replaces the file and clears the error.
      $users.withLock { $0 = [User(id: 1, name: "Blob")] }
      let data = try #require(files.value[url])
      #expect(try JSONDecoder().decode([User].self, from: data) == [User(id: 1, name: "Blob")])
    }
  }

  @Test func filesAreIndependent() {
    let other = URL(fileURLWithPath: "/other-users.json")
    @Shared(.fileStorage(url)) var users = [User]()
    @Shared(.fileStorage(other)) var otherUsers = [User]()
    $users.withLock { $0.append(User(id: 1, name: "Blob")) }
    #expect(otherUsers == [])
  }

  @Test func oneFileReadAsTwoTypesIsTwoValues() {
    @Shared(.fileStorage(url)) var users = [User]()
    @Shared(.fileStorage(url)) var sameUsers = [User]()
    @Shared(.fileStorage(url)) var identified: IdentifiedArrayOf<User> = []
    $users.withLock { $0.append(User(id: 1, name: "Blob")) }
    #expect(sameUsers == [User(id: 1, name: "Blob")])
    #expect(identified == [])
  }

  @Test func twoStoragesAreIndependent() {
    func user(in storage: FileStorage) -> Shared<User> {
      withDependencies {
        $0.defaultFileStorage = storage
      } operation: {
        Shared(
          wrappedValue: User(id: 1, name: "Blob"), .fileStorage(URL(fileURLWithPath: "/user.json")))
      }
    }
    let user1 = user(in: .inMemory(fileSystem: LockIsolated([:])))
    let user2 = user(in: .inMemory(fileSystem: LockIsolated([:])))
    user1.name.withLock { $0 = "Blob Jr" }
    #expect(user2.wrappedValue.name == "Blob")
  }

  @Test func anEmptyFileHoldsNoValue() {
    let files = LockIsolated<[URL: Data]>([url: Data()])
    withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      @Shared(.fileStorage(url)) var users = [User(id: 0, name: "Default")]
      #expect(users == [User(id: 0, name: "Default")])
      #expect($users.loadError == nil)
    }
  }

  @Test func reloadingPicksUpTheFile() async throws {
    let files = LockIsolated<[URL: Data]>([:])
    try await withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: { () async throws in
      @Shared(.fileStorage(url)) var users = [User]()
      files.withValue { $0[url] = try! JSONEncoder().encode([User(id: 3, name: "Blob Sr")]) }
      try await $users.load()
      #expect(users == [User(id: 3, name: "Blob Sr")])
      // With no file, load restores the default value.
      files.withValue { $0[url] = nil }
      try await $users.load()
      #expect(users == [])
    }
  }

  @Test func customEncoding() throws {
    let files = LockIsolated<[URL: Data]>([:])
    try withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: { () throws in
      let decode: @Sendable (Data) throws -> Int = { Int(String(decoding: $0, as: UTF8.self))! }
      let encode: @Sendable (Int) throws -> Data = { Data(String($0).utf8) }
      @Shared(.fileStorage(url, decode: decode, encode: encode)) var count = 0
      $count.withLock { $0 = 42 }
      #expect(try #require(files.value[url]) == Data("42".utf8))
    }
  }

  @Test func derivedElementWritesTheWholeFile() throws {
    let files = LockIsolated<[URL: Data]>([:])
    try withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: { () throws in
      @Shared(.fileStorage(url)) var users = [User(id: 1, name: "Blob")]
      $users[0].name.withLock { $0 = "Blob Esq." }
      let data = try #require(files.value[url])
      #expect(try JSONDecoder().decode([User].self, from: data) == [User(id: 1, name: "Blob Esq.")])
    }
  }
}

/// `.fileStorage` on the real file system, in a temporary directory.
struct FileStorageFileSystemTests {
  @Test func writesAreCoalescedToOneASecond() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("count.json")
    let clock = TestClock()
    let storage = FileStorage.fileSystem(clock: clock)
    let backend = try #require(storage.backend as? FileSystemBackend)
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: { () async throws in
      @Shared(.fileStorage(url)) var count = 0
      // The first mutation is written at once; the next ones wait for the second to end.
      $count.withLock { $0 = 1 }
      #expect(backend.writeCount(for: url) == 1)
      #expect(try Data(contentsOf: url) == Data("1".utf8))
      for _ in 1...9 { $count.withLock { $0 += 1 } }
      #expect(backend.writeCount(for: url) == 1)
      #expect(try Data(contentsOf: url) == Data("1".utf8))

      var events = backend.events().makeAsyncIterator()
      await clock.advance(by: .seconds(1))
      #expect(await events.next() == .wrote(url))
      #expect(backend.writeCount(for: url) == 2)
      #expect(try Data(contentsOf: url) == Data("10".utf8))

      // A quiet second ends the window: the next mutation is written at once again.
      await clock.advance(by: .seconds(1))
      #expect(await events.next() == .windowEnded(url))
      $count.withLock { $0 = 11 }
      #expect(try Data(contentsOf: url) == Data("11".utf8))
      #expect(backend.writeCount(for: url) == 3)
    }
  }

  @Test func saveWritesAtOnce() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("count.json")
    let clock = TestClock()
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem(clock: clock)
    } operation: { () async throws in
      @Shared(.fileStorage(url)) var count = 0
      $count.withLock { $0 = 1 }
      $count.withLock { $0 = 2 }
      #expect(try Data(contentsOf: url) == Data("1".utf8))
      try await $count.save()
      #expect(try Data(contentsOf: url) == Data("2".utf8))
    }
  }

  @Test func unreadableFileIsLeftAloneUntilAWrite() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("users.json")
    try Data("{\"truncated".utf8).write(to: url)
    try withDependencies {
      $0.defaultFileStorage = .fileSystem(clock: TestClock())
    } operation: { () throws in
      @Shared(.fileStorage(url)) var users = [User(id: 0, name: "Default")]
      #expect(users == [User(id: 0, name: "Default")])
      #expect($users.loadError != nil)
      #expect(try Data(contentsOf: url) == Data("{\"truncated".utf8))
      $users.withLock { $0.append(User(id: 1, name: "Blob")) }
      #expect(
        try JSONDecoder().decode([User].self, from: Data(contentsOf: url))
          == [User(id: 0, name: "Default"), User(id: 1, name: "Blob")])
    }
  }

  @Test func aFailedWriteSetsSaveError() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // The file's directory is a regular file, so neither can be created.
    let blocker = directory.url.appendingPathComponent("blocker")
    try Data().write(to: blocker)
    let url = blocker.appendingPathComponent("count.json")
    withDependencies {
      $0.defaultFileStorage = .fileSystem(clock: TestClock())
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      $count.withLock { $0 = 1 }
      #expect($count.saveError != nil)
      #expect(count == 1)
    }
  }

  @Test func writesLeaveNoTemporaryFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("nested/deeper/count.json")
    withDependencies {
      $0.defaultFileStorage = .fileSystem(clock: TestClock())
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      $count.withLock { $0 = 1 }
    }
    let names = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path)
    #expect(names == ["count.json"])
  }

  @Test func anotherProcessesWriteIsLoaded() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("users.json")
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem(clock: TestClock())
    } operation: { () async throws in
      @Shared(.fileStorage(url)) var users = [User]()
      let shared = $users
      let blob = [User(id: 1, name: "Blob")]
      let blobJr = [User(id: 2, name: "Blob Jr")]

      // Replaced atomically, as well-behaved programs do.
      try JSONEncoder().encode(blob).write(to: url, options: .atomic)
      #expect(await observe({ shared.wrappedValue }, until: blob))

      // Rewritten in place.
      try JSONEncoder().encode(blobJr).write(to: url)
      #expect(await observe({ shared.wrappedValue }, until: blobJr))

      // Corrupted: the value stays, and the error is reported. (Written atomically: written in
      // place, the file is empty for a moment, and an empty file is no value, the default.)
      try Data("oops".utf8).write(to: url, options: .atomic)
      #expect(await observe({ shared.loadError != nil }, until: true))
      #expect(users == blobJr)

      // Removed: back to the default value.
      try FileManager.default.removeItem(at: url)
      #expect(await observe({ shared.wrappedValue }, until: []))
      #expect($users.loadError == nil)

      // Written again after the removal (the directory, not the file, is watched).
      try JSONEncoder().encode(blob).write(to: url)
      #expect(await observe({ shared.wrappedValue }, until: blob))

      // Moved away: back to the default value.
      try FileManager.default.moveItem(
        at: url, to: directory.url.appendingPathComponent("moved.json"))
      #expect(await observe({ shared.wrappedValue }, until: []))
    }
  }

  @Test func anotherProcessesWriteWinsOverAWaitingOne() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("count.json")
    let clock = TestClock()
    let storage = FileStorage.fileSystem(clock: clock)
    let backend = try #require(storage.backend as? FileSystemBackend)
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: { () async throws in
      @Shared(.fileStorage(url)) var count = 0
      $count.withLock { $0 = 1 }  // written at once
      $count.withLock { $0 = 2 }  // waits for the window
      let shared = $count
      try Data("7".utf8).write(to: url, options: .atomic)
      #expect(await observe({ shared.wrappedValue }, until: 7))
      var events = backend.events().makeAsyncIterator()
      await clock.advance(by: .seconds(1))
      #expect(await events.next() == .windowEnded(url))
      #expect(try Data(contentsOf: url) == Data("7".utf8))
      #expect(backend.writeCount(for: url) == 1)
    }
  }

  @Test func itsOwnWritesAreNotReloaded() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("count.json")
    let other = directory.url.appendingPathComponent("other.json")
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem(clock: TestClock())
    } operation: { () async throws in
      @Shared(.fileStorage(url)) var count = 0
      @Shared(.fileStorage(other)) var marker = 0
      let change = ObservedChange { _ = count }
      $count.withLock { $0 = 1 }
      #expect(change.hasChanged)
      // Events come in order: once another file's change arrives, this file's event (from
      // its own write above) has been handled, and must not have notified anyone.
      let ownWrite = ObservedChange { _ = count }
      let markerChange = ObservedChange { _ = marker }
      try Data("5".utf8).write(to: other, options: .atomic)
      #expect(await markerChange.wait())
      #expect(!ownWrite.hasChanged)
      #expect(count == 1)
    }
  }
}

/// What a killed or exiting process leaves on disk.
struct FileStorageProcessTests {
  @Test func killingTheWriterMidWriteNeverLeavesATruncatedFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("payload.json")
    // The writer saves continuously; each kill comes at a different point of a save, from at
    // once to a few milliseconds in (a save takes a few milliseconds).
    for delay in [0, 100, 300, 600, 1_000, 1_500, 2_000, 3_000, 4_000, 6_000] {
      let writer = try WriterProcess(["stream", url.path])
      for _ in 1...2 {
        _ = try #require(writer.readLine())
      }
      usleep(useconds_t(delay))
      writer.kill()
      let payload = try JSONDecoder().decode([String].self, from: Data(contentsOf: url))
      #expect(payload.count == 10_000)
    }
    // Temporary files of interrupted writes may remain beside it, never in its place.
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
    #expect(names.filter { !$0.hasSuffix(".tmp") } == ["payload.json"])
  }

  @Test func aWriteWaitingToBeCoalescedIsMadeAtExit() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("count.json")
    let writer = try WriterProcess(["exit", url.path])
    #expect(writer.waitForExit() == 0)
    #expect(try Data(contentsOf: url) == Data("2".utf8))
  }
}

struct DocumentsDirectoryTests {
  @Test func homeDocumentsByDefault() {
    let url = XDGUserDirectory.documents(environment: ["HOME": "/home/blob"])
    #expect(url.path == "/home/blob/Documents")
  }

  @Test func xdgUserDirsWhenSet() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try Data("# comment\nXDG_DOCUMENTS_DIR=\"$HOME/Dokumente\"\n".utf8)
      .write(to: directory.url.appendingPathComponent("user-dirs.dirs"))
    let url = XDGUserDirectory.documents(
      environment: ["HOME": "/home/blob", "XDG_CONFIG_HOME": directory.url.path])
    #expect(url.path == "/home/blob/Dokumente")
  }

  @Test func theURLExists() {
    #expect(URL.documentsDirectory.appendingPathComponent("sync-ups.json").isFileURL)
  }
}
