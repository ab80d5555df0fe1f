import ComposableArchitecture
import Testing

/// `store.publisher` may be subscribed to from any thread, as TCA's `for await` over
/// `store.publisher.values` does from a task: the subscription does not run main-actor code.
struct StorePublisherTests {
  @available(*, deprecated)
  @Test func subscribingOffTheMainActorGetsTheCurrentState() async {
    let publisher = await MainActor.run {
      UncheckedSendable(Store(initialState: 7) { EmptyReducer<Int, Int>() }.publisher)
    }
    let (values, continuation) = AsyncStream.makeStream(of: Int.self)
    // Subscribed on a task of the global executor, off the main actor.
    let subscription = await Task.detached {
      UncheckedSendable(publisher.value.sink { continuation.yield($0) })
    }.value
    var iterator = values.makeAsyncIterator()
    #expect(await iterator.next() == 7)
    subscription.value.cancel()
  }
}
