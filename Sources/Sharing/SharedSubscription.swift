import Foundation

/// What ``SharedReaderKey/subscribe(context:subscriber:)`` returns: ends the subscription when
/// cancelled or released.
public struct SharedSubscription: Sendable {
  private let box: Box

  /// Creates a subscription that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    box = Box(cancel)
  }

  /// Ends the subscription.
  public func cancel() { box.cancel() }

  private final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var onCancel: (@Sendable () -> Void)?

    init(_ onCancel: @escaping @Sendable () -> Void) { self.onCancel = onCancel }

    deinit { cancel() }

    func cancel() {
      let onCancel = lock.withLock {
        defer { self.onCancel = nil }
        return self.onCancel
      }
      onCancel?()
    }
  }
}
