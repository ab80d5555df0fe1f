// What TCA's example apps use that Linux's Foundation (or UIKit, which Linux has not) lacks,
// stood in for by the harness Scripts/tca-examples/run. Each item says what it replaces.
#if os(Linux)
  import Foundation
  // Linux's URLSession lives in FoundationNetworking; re-exported here, it is visible in every
  // file of the app, as `import Foundation` makes it on Apple platforms.
  @_exported import FoundationNetworking

  /// UIKit's application object: the examples read the screenshot notification's name and
  /// open a web page (here nothing opens: the harness assumes no browser).
  final class UIApplication: Sendable {
    static let shared = UIApplication()
    static let userDidTakeScreenshotNotification = Notification.Name(
      "UIApplicationUserDidTakeScreenshotNotification")
    func open(
      _ url: URL, options: [String: String] = [:],
      completionHandler: (@Sendable (Bool) -> Void)? = nil
    ) {
      completionHandler?(false)
    }
  }

  /// The simulator's Device › Screenshot menu, which the long-living effects case study asks
  /// for: here `kill -USR1 <pid>` posts the screenshot notification (Scripts/tca-examples/e2e
  /// sends it). Set up when a screen first listens for notifications, as a global is made when
  /// first read; until then SIGUSR1 keeps its default action.
  private let screenshotSignal: any DispatchSourceSignal = {
    signal(SIGUSR1, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: .global())
    source.setEventHandler {
      NotificationCenter.default.post(
        name: UIApplication.userDidTakeScreenshotNotification, object: nil)
    }
    source.resume()
    return source
  }()

  extension NotificationCenter {
    /// Apple Foundation's async sequence of a notification's posts.
    func notifications(named name: Notification.Name, object: AnyObject? = nil)
      -> AsyncStream<Notification>
    {
      _ = screenshotSignal
      return AsyncStream { continuation in
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

  /// UIKit's colours, which `Color(_:)` takes on iOS: the examples use the system background.
  struct UIColor: Sendable {
    let name: String
    static let systemBackground = UIColor(name: "systemBackground")
    static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
  }

  extension Color {
    /// SwiftUI's colour from a UIKit colour, by its name here.
    init(_ color: UIColor) { self.init(color.name) }
    init(uiColor color: UIColor) { self.init(color.name) }
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
