import CaseStudiesCore
import ComposableArchitecture
import Foundation

extension ScreenshotsClient: DependencyKey {
  /// New images in the user's screenshot folder (`$XDG_PICTURES_DIR/Screenshots`).
  public static let liveValue = ScreenshotsClient.folder(ScreenshotFolder.resolve())

  /// New image files appearing in `directory` (watched with inotify while someone listens),
  /// plus the simulated screenshots of `simulate`.
  ///
  /// ```swift
  /// $0.screenshots = .folder(ScreenshotFolder.resolve(override: "/tmp/shots"))
  /// ```
  package static func folder(_ directory: URL) -> ScreenshotsClient {
    let listeners = ScreenshotListeners()
    let watcher = DirectoryWatcher(directory: directory)
    return ScreenshotsClient(
      notifications: {
        let files = try watcher.events()
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        let id = listeners.add(continuation)
        let forwarding = Task {
          for await _ in files { continuation.yield() }
          continuation.finish()
        }
        continuation.onTermination = { _ in
          forwarding.cancel()
          listeners.remove(id)
        }
        return stream
      },
      simulate: { listeners.notifyAll() }
    )
  }
}

/// The streams currently listening for screenshots, so a simulated one reaches just them.
final class ScreenshotListeners: Sendable {
  private let continuations = LockIsolated<[UUID: AsyncStream<Void>.Continuation]>([:])

  func add(_ continuation: AsyncStream<Void>.Continuation) -> UUID {
    let id = UUID()
    continuations.withValue { $0[id] = continuation }
    return id
  }

  func remove(_ id: UUID) {
    continuations.withValue { _ = $0.removeValue(forKey: id) }
  }

  func notifyAll() {
    for continuation in continuations.value.values { continuation.yield() }
  }
}
