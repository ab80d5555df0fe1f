#if canImport(Darwin)
  import Combine
#else
  import OpenCombine
#endif
import ConcurrencyExtras

/// A publisher effect's subscription, made as the reducer returns the effect: the store starts
/// the effect's task right after, but a value published before that task runs (a reducer
/// sending to a subject on the next action) must wait for it rather than be lost.
///
/// The values wait in order in a stream that the effect's task drains. Letting go of the
/// effect, or cancelling its task, cancels the subscription.
final class PublisherSubscription<Action>: @unchecked Sendable {
  private let values: AsyncStream<UncheckedSendable<Action>>
  private let continuation: AsyncStream<UncheckedSendable<Action>>.Continuation
  private var cancellable: AnyCancellable?

  init(_ publisher: some Publisher<Action, Never>) {
    (self.values, self.continuation) = AsyncStream.makeStream()
    let continuation = self.continuation
    self.cancellable = publisher.sink(
      receiveCompletion: { _ in continuation.finish() },
      receiveValue: { continuation.yield(UncheckedSendable($0)) }
    )
    let cancellable = UncheckedSendable(self.cancellable)
    continuation.onTermination = { _ in cancellable.value?.cancel() }
  }

  deinit {
    self.continuation.finish()
  }

  /// Sends each value, those that waited first, until the publisher finishes or the task is
  /// cancelled.
  func deliver(to send: Send<Action>) async {
    for await value in self.values {
      await send(value.value)
    }
  }
}
