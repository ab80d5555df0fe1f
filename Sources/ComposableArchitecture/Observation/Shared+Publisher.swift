@_spi(SwiftUI) import Observation
import Sharing

#if canImport(Darwin)
  import Combine
#else
  import OpenCombine
#endif

// swift-sharing's Combine API: `$value.publisher`, the value now and after each change.

extension Shared {
  /// A publisher of the shared value: the current value when subscribed to, then the value
  /// after each change, from wherever the change was made.
  ///
  /// ```swift
  /// return .publisher {
  ///   state.$count.publisher.map(Action.countChanged)
  /// }
  /// ```
  public var publisher: some Publisher<Value, Never> {
    let shared = self
    return SharedValuePublisher { shared.wrappedValue }
  }
}

extension SharedReader {
  /// A publisher of the shared value: the current value when subscribed to, then the value
  /// after each change.
  ///
  /// ```swift
  /// for await isOn in $isOn.publisher.values { … }
  /// ```
  public var publisher: some Publisher<Value, Never> {
    let shared = self
    return SharedValuePublisher { shared.wrappedValue }
  }
}

/// Publishes a value read through Observation: once when subscribed to, then after each change
/// of what the read observed.
private struct SharedValuePublisher<Value>: Publisher {
  typealias Output = Value
  typealias Failure = Never

  let read: @Sendable () -> Value

  func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
    let subject = CurrentValueSubject<Value, Never>(self.read())
    // Read again while observing, so that a change in between is not missed.
    subject.value = Self.observe(self.read, into: subject)
    subject.receive(subscriber: subscriber)
  }

  /// Reads the value and observes it: after its next change, sends the new value and goes on
  /// observing, as long as the subject (its subscribers) lives.
  private static func observe(
    _ read: @escaping @Sendable () -> Value, into subject: CurrentValueSubject<Value, Never>
  ) -> Value {
    let weakSubject = UncheckedSendable(WeakSubject(subject))
    return withObservationTracking {
      read()
    } didSet: { tracking in
      // A did-set observation stays installed until cancelled: one per change is enough.
      tracking.cancel()
      guard let subject = weakSubject.value.subject else { return }
      subject.send(Self.observe(read, into: subject))
    }
  }
}

private final class WeakSubject<Value> {
  weak var subject: CurrentValueSubject<Value, Never>?
  init(_ subject: CurrentValueSubject<Value, Never>) { self.subject = subject }
}
