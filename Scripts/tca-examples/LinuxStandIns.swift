// What TCA's example apps use that Linux's Foundation (or UIKit, which Linux has not) lacks,
// stood in for by the harness Scripts/tca-examples/run. Each item says what it replaces.
#if os(Linux)
  import Foundation

  /// UIKit's application object: the examples read the screenshot notification's name.
  enum UIApplication {
    static let userDidTakeScreenshotNotification = Notification.Name(
      "UIApplicationUserDidTakeScreenshotNotification")
  }

  extension NotificationCenter {
    /// Apple Foundation's async sequence of a notification's posts.
    func notifications(named name: Notification.Name, object: AnyObject? = nil)
      -> AsyncStream<Notification>
    {
      AsyncStream { continuation in
        let token = UncheckedToken(
          // A fresh notification of the same name: the posted one is not Sendable here.
          addObserver(forName: name, object: object, queue: nil) {
            continuation.yield(Notification(name: $0.name))
          })
        continuation.onTermination = { _ in self.removeObserver(token.value) }
      }
    }
  }

  private struct UncheckedToken: @unchecked Sendable {
    let value: any NSObjectProtocol
    init(_ value: any NSObjectProtocol) { self.value = value }
  }

  extension URLSession {
    /// Apple Foundation's streamed download: here the whole body, then its bytes.
    func bytes(from url: URL) async throws -> (AsyncThrowingStream<UInt8, any Error>, URLResponse) {
      let (data, response) = try await self.data(from: url)
      let stream = AsyncThrowingStream<UInt8, any Error> { continuation in
        for byte in data { continuation.yield(byte) }
        continuation.finish()
      }
      return (stream, response)
    }
  }
#endif
