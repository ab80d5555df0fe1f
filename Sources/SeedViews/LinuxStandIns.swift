// What seed 004's live screenshot stream reads that Linux has not: UIKit's notification name,
// and Apple Foundation's async sequence of a notification's posts.
#if os(Linux)
  import Foundation

  enum UIApplication {
    static let userDidTakeScreenshotNotification = Notification.Name(
      "UIApplicationUserDidTakeScreenshotNotification")
  }

  extension NotificationCenter {
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
#endif
