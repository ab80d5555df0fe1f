import Foundation
import IssueReporting

/// Receives the result of ``SharedReaderKey/load(context:continuation:)``.
///
/// Resume it exactly once. A second resume is ignored and reported; a continuation released
/// without being resumed is reported and resumes with the default value.
public struct LoadContinuation<Value>: Sendable {
  private let box: ContinuationBox<Value?>

  /// Creates a continuation that hands its result to `callback`.
  ///
  /// - Parameters:
  ///   - description: Names the key in reports of misuse.
  ///   - callback: Receives the value (`nil` for "the default value") or the error.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    box = ContinuationBox(description: description, ifLeaked: .success(nil), callback: callback)
  }

  /// Resumes with a loaded value.
  public func resume(returning value: Value) { resume(with: .success(value)) }

  /// Resumes with a failure to load.
  public func resume(throwing error: any Error) { resume(with: .failure(error)) }

  /// Resumes saying the external system holds no value, so the default value is used.
  public func resumeReturningInitialValue() { resume(with: .success(nil)) }

  /// Resumes with a result: a value, `nil` for the default value, or an error.
  public func resume(with result: Result<Value?, any Error>) { box.resume(with: result) }
}

/// Receives the outcome of ``SharedKey/save(_:context:continuation:)``.
///
/// Resume it exactly once, as a ``LoadContinuation``.
public struct SaveContinuation: Sendable {
  private let box: ContinuationBox<Void>

  /// Creates a continuation that hands its outcome to `callback`.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Void, any Error>) -> Void
  ) {
    box = ContinuationBox(description: description, ifLeaked: .success(()), callback: callback)
  }

  /// Resumes saying the value was saved.
  public func resume() { resume(with: .success(())) }

  /// Resumes with a failure to save.
  public func resume(throwing error: any Error) { resume(with: .failure(error)) }

  /// Resumes with an outcome.
  public func resume(with result: Result<Void, any Error>) { box.resume(with: result) }
}

/// Calls its callback once, and reports a second resume or none at all.
private final class ContinuationBox<Success>: @unchecked Sendable {
  private let lock = NSLock()
  private var callback: (@Sendable (Result<Success, any Error>) -> Void)?
  private var isResumed = false
  private let description: @Sendable () -> String
  private let ifLeaked: Result<Success, any Error>

  init(
    description: @escaping @Sendable () -> String,
    ifLeaked: Result<Success, any Error>,
    callback: @escaping @Sendable (Result<Success, any Error>) -> Void
  ) {
    self.description = description
    self.ifLeaked = ifLeaked
    self.callback = callback
  }

  deinit {
    guard !isResumed, let callback else { return }
    reportIssue(
      """
      \(name) leaked its continuation without one of its resume methods being invoked. This \
      will cause tasks waiting on it to resume immediately.
      """
    )
    callback(ifLeaked)
  }

  func resume(with result: Result<Success, any Error>) {
    let callback: (@Sendable (Result<Success, any Error>) -> Void)? = lock.withLock {
      defer { isResumed = true; self.callback = nil }
      return isResumed ? nil : self.callback
    }
    guard let callback else {
      reportIssue("\(name) tried to resume its continuation more than once.")
      return
    }
    callback(result)
  }

  private var name: String {
    let description = description()
    return description.isEmpty ? "A shared key" : "'\(description)'"
  }
}
