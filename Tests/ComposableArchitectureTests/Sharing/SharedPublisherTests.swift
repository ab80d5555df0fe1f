import ComposableArchitecture
import Testing

/// `$shared.publisher`: the value when subscribed to, then after each change.
@MainActor
struct SharedPublisherTests {
  @Test func publishesTheValueThenEachChange() {
    let count = Shared(value: 0)
    var values: [Int] = []
    let cancellable = count.publisher.sink { values.append($0) }
    count.withLock { $0 += 1 }
    count.withLock { $0 = 5 }
    #expect(values == [0, 1, 5])
    cancellable.cancel()
    count.withLock { $0 = 6 }
    #expect(values == [0, 1, 5])
  }

  @Test func aDerivedValuePublishesChangesMadeThroughTheWhole() {
    struct Settings: Equatable { var volume = 1 }
    let settings = Shared(value: Settings())
    var volumes: [Int] = []
    let cancellable = settings.volume.publisher.sink { volumes.append($0) }
    settings.withLock { $0.volume = 3 }
    #expect(volumes == [1, 3])
    _ = cancellable
  }

  @Test func aReaderPublishesToo() async {
    let count = Shared(value: 1)
    let reader = SharedReader(count)
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let cancellable = reader.publisher.sink { continuation.yield($0) }
    count.withLock { $0 = 2 }
    continuation.finish()
    var received: [Int] = []
    for await value in stream { received.append(value) }
    #expect(received == [1, 2])
    _ = cancellable
  }
}
