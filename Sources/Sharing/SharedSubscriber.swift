/// Receives the changes an external system makes, in
/// ``SharedReaderKey/subscribe(context:subscriber:)``.
public struct SharedSubscriber<Value>: Sendable {
  private let callback: @Sendable (Result<Value?, any Error>) -> Void
  private let onLoading: (@Sendable (Bool) -> Void)?

  /// Creates a subscriber.
  ///
  /// - Parameters:
  ///   - callback: Receives each new value (`nil` for the default value) or error.
  ///   - onLoading: Receives the external system's loading state.
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.callback = callback
    self.onLoading = onLoading
  }

  /// Hands over a new value.
  public func yield(_ value: Value) { yield(with: .success(value)) }

  /// Says the external system no longer holds a value, so the default value is used.
  public func yieldReturningInitialValue() { yield(with: .success(nil)) }

  /// Hands over an error (the shared value keeps its last value and reports `loadError`).
  public func yield(throwing error: any Error) { yield(with: .failure(error)) }

  /// Hands over a result.
  public func yield(with result: Result<Value?, any Error>) { callback(result) }

  /// Says whether the external system is loading (`isLoading` of the shared value).
  public func yieldLoading(_ isLoading: Bool = true) { onLoading?(isLoading) }
}
