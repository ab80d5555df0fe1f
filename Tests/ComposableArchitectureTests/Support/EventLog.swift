/// A stream of events that effects report and tests await in order, instead of sleeping.
///
/// Effects call `record` from any thread; the test reads with `next` on the main actor.
final class EventLog: @unchecked Sendable {
  private let continuation: AsyncStream<String>.Continuation
  @MainActor private var iterator: AsyncStream<String>.AsyncIterator

  @MainActor
  init() {
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    self.continuation = continuation
    self.iterator = stream.makeAsyncIterator()
  }

  func record(_ event: String) {
    self.continuation.yield(event)
  }

  /// The next `count` events, in the order they were recorded.
  @MainActor
  func next(_ count: Int = 1) async -> [String] {
    var events: [String] = []
    // The iterator wraps a reference to the stream's storage, so a copy advances it too.
    var iterator = self.iterator
    for _ in 0..<count {
      guard let event = await iterator.next(isolation: MainActor.shared) else { break }
      events.append(event)
    }
    self.iterator = iterator
    return events
  }
}
