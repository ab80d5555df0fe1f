import CaseStudiesLive
import Foundation
import Testing

struct DirectoryWatcherTests {
  /// A fresh directory under the system temporary directory, removed by the caller.
  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appending(path: "watcher-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func reportsImageExtensionsOnly() {
    let watcher = DirectoryWatcher(directory: URL(filePath: "/tmp"))
    for name in ["a.png", "Shot.PNG", "b.jpg", "c.JPEG", "d.webp", "e.Gif", "x.y.png"] {
      #expect(watcher.reports(fileName: name), "\(name)")
    }
    for name in ["notes.txt", "png", ".png", "a.png.part", "archive.tar.gz", "jpg."] {
      #expect(!watcher.reports(fileName: name), "\(name)")
    }
  }

  @Test func streamsNewImagesAndIgnoresOtherFiles() async throws {
    let root = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appending(path: "Pictures/Screenshots", directoryHint: .isDirectory)
    var events = try DirectoryWatcher(directory: folder).events().makeAsyncIterator()
    #expect(FileManager.default.fileExists(atPath: folder.path(percentEncoded: false)))

    // Events arrive in order, so the first one proves the text file was skipped.
    try Data("notes".utf8).write(to: folder.appending(path: "notes.txt"))
    try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appending(path: "Shot 1.PNG"))
    #expect(await events.next()?.lastPathComponent == "Shot 1.PNG")

    // Saved elsewhere and moved in, as screenshot tools do.
    let outside = root.appending(path: "draft.jpg")
    try Data([0xFF, 0xD8]).write(to: outside)
    try FileManager.default.moveItem(at: outside, to: folder.appending(path: "Shot 2.jpg"))
    #expect(await events.next() == folder.appending(path: "Shot 2.jpg"))

    // Rewriting a file already there is not a new screenshot; the next event is the new file.
    let handle = try FileHandle(forWritingTo: folder.appending(path: "Shot 1.PNG"))
    try handle.write(contentsOf: Data([0]))
    try handle.close()
    try FileManager.default.createDirectory(
      at: folder.appending(path: "album.png"), withIntermediateDirectories: false)
    try Data([0x47, 0x49, 0x46]).write(to: folder.appending(path: "anim.gif"))
    #expect(await events.next()?.lastPathComponent == "anim.gif")
  }

  @Test func cancellingTheConsumerEndsTheStream() async throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let stream = try DirectoryWatcher(directory: folder).events()
    let (firstArrived, arrived) = AsyncStream.makeStream(of: Void.self)
    let consumer = Task {
      var names: [String] = []
      for await url in stream {
        names.append(url.lastPathComponent)
        arrived.yield()
      }
      return names
    }
    try Data([1]).write(to: folder.appending(path: "one.png"))
    for await _ in firstArrived { break }
    consumer.cancel()
    #expect(await consumer.value == ["one.png"])
  }

  @Test func theStreamEndsWhenTheDirectoryIsDeleted() async throws {
    let folder = try temporaryDirectory()
    let stream = try DirectoryWatcher(directory: folder).events()
    try FileManager.default.removeItem(at: folder)
    var count = 0
    for await _ in stream { count += 1 }
    #expect(count == 0)
  }

  @Test func refusesAFileInPlaceOfTheDirectory() throws {
    let root = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appending(path: "Screenshots")
    try Data().write(to: file)
    let path = file.path(percentEncoded: false)
    #expect(throws: DirectoryWatcherError.notADirectory(path: path)) {
      try DirectoryWatcher(directory: file).events()
    }
  }
}

struct ScreenshotFolderTests {
  @Test func usesTheXDGPicturesDirectory() {
    let url = ScreenshotFolder.resolve(
      environment: ["HOME": "/home/runner", "XDG_PICTURES_DIR": "/data/pics"], override: nil)
    #expect(url.path(percentEncoded: false) == "/data/pics/Screenshots/")
  }

  @Test func defaultsToPicturesInHome() {
    let url = ScreenshotFolder.resolve(
      environment: ["HOME": "/home/runner", "XDG_CONFIG_HOME": "/nonexistent"], override: nil)
    #expect(url.path(percentEncoded: false) == "/home/runner/Pictures/Screenshots/")
  }

  @Test func prefersTheOverride() {
    let environment = ["HOME": "/home/runner", "XDG_PICTURES_DIR": "/data/pics"]
    #expect(
      ScreenshotFolder.resolve(environment: environment, override: "/srv/shots")
        .path(percentEncoded: false) == "/srv/shots/")
    #expect(
      ScreenshotFolder.resolve(environment: environment, override: "~/shots")
        .path(percentEncoded: false) == "/home/runner/shots/")
  }
}
