import Foundation

/// A new, empty directory under the system's temporary directory, removed on `remove()`.
struct TemporaryDirectory {
  let url: URL

  init() throws {
    url = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("SharingTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
