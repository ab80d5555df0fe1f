import ConcurrencyExtras
import Foundation
import Sharing
import Testing

/// A key whose external system the test drives: loads are answered when the test says so,
/// and the test can push values and errors as the external system would.
private final class ExternalSystem: Sendable {
  let pendingLoads = LockIsolated<[LoadContinuation<Int>]>([])
  let subscribers = LockIsolated<[SharedSubscriber<Int>]>([])
  let saved = LockIsolated<[Int]>([])
  let saveError = LockIsolated<(any Error)?>(nil)
  let subscriptionCancelled = LockIsolated(false)
  let (loadRequests, loadRequested) = AsyncStream<Void>.makeStream()

  func answerLoads(with result: Result<Int?, any Error>) {
    let loads = pendingLoads.withValue { loads in
      defer { loads = [] }
      return loads
    }
    for load in loads { load.resume(with: result) }
  }

  func push(_ result: Result<Int?, any Error>) {
    for subscriber in subscribers.value { subscriber.yield(with: result) }
  }
}

private struct ExternalKey: SharedKey {
  let name: String
  let system: ExternalSystem
  var id: String { name }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    system.pendingLoads.withValue { $0.append(continuation) }
    system.loadRequested.yield()
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    system.subscribers.withValue { $0.append(subscriber) }
    return SharedSubscription { [system] in system.subscriptionCancelled.setValue(true) }
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    if let error = system.saveError.value {
      continuation.resume(throwing: error)
    } else {
      system.saved.withValue { $0.append(value) }
      continuation.resume()
    }
  }
}

private struct Failure: Error, Equatable {}

struct CustomKeyTests {
  @Test func loadingUntilTheKeyAnswers() {
    let system = ExternalSystem()
    @Shared(ExternalKey(name: "a", system: system)) var value = 0
    #expect($value.isLoading)
    #expect(value == 0)
    system.answerLoads(with: .success(5))
    #expect(!$value.isLoading)
    #expect(value == 5)
  }

  @Test func isLoadingIsObservable() {
    let system = ExternalSystem()
    @Shared(ExternalKey(name: "a", system: system)) var value = 0
    let change = ObservedChange { _ = $value.isLoading }
    system.answerLoads(with: .success(1))
    #expect(change.hasChanged)
  }

  @Test func aFailedLoadKeepsTheDefault() {
    let system = ExternalSystem()
    @Shared(ExternalKey(name: "a", system: system)) var value = 3
    system.answerLoads(with: .failure(Failure()))
    #expect(value == 3)
    #expect($value.loadError as? Failure == Failure())
    #expect(!$value.isLoading)
  }

  @Test func theSubscriberUpdatesTheValueWithoutSavingIt() {
    let system = ExternalSystem()
    @Shared(ExternalKey(name: "a", system: system)) var value = 0
    system.answerLoads(with: .success(nil))
    let change = ObservedChange { _ = value }
    system.push(.success(9))
    #expect(change.hasChanged)
    #expect(value == 9)
    #expect(system.saved.value == [])
    system.push(.failure(Failure()))
    #expect(value == 9)
    #expect($value.loadError != nil)
    // A value clears the error; nil restores the default.
    system.push(.success(nil))
    #expect(value == 0)
    #expect($value.loadError == nil)
  }

  @Test func yieldLoading() {
    let system = ExternalSystem()
    @Shared(ExternalKey(name: "a", system: system)) var value = 0
    system.answerLoads(with: .success(nil))
    #expect(!$value.isLoading)
    for subscriber in system.subscribers.value { subscriber.yieldLoading() }
    #expect($value.isLoading)
    for subscriber in system.subscribers.value { subscriber.yieldLoading(false) }
    #expect(!$value.isLoading)
  }

  @Test func mutationsAreSaved() {
    let system = ExternalSystem()
    @Shared(ExternalKey(name: "a", system: system)) var value = 0
    $value.withLock { $0 = 1 }
    $value.withLock { $0 += 1 }
    #expect(system.saved.value == [1, 2])
  }

  @Test func saveErrors() async {
    let system = ExternalSystem()
    @Shared(ExternalKey(name: "a", system: system)) var value = 0
    system.saveError.setValue(Failure())
    $value.withLock { $0 = 1 }
    #expect($value.saveError as? Failure == Failure())
    await #expect(throws: Failure.self) { try await $value.save() }
    system.saveError.setValue(nil)
    $value.withLock { $0 = 2 }
    #expect($value.saveError == nil)
  }

  @Test func explicitLoad() async throws {
    let system = ExternalSystem()
    @Shared(ExternalKey(name: "a", system: system)) var value = 0
    var requests = system.loadRequests.makeAsyncIterator()
    await requests.next()  // the first load
    system.answerLoads(with: .success(1))
    let load = Task { [shared = $value] in try await shared.load() }
    await requests.next()
    system.answerLoads(with: .success(7))
    try await load.value
    #expect(value == 7)
  }

  @Test func theSubscriptionEndsWithTheLastShared() {
    let system = ExternalSystem()
    do {
      @Shared(ExternalKey(name: "a", system: system)) var value = 0
      system.answerLoads(with: .success(nil))
      #expect(!system.subscriptionCancelled.value)
    }
    #expect(system.subscriptionCancelled.value)
  }

  @Test func readerKeyWithoutSave() {
    struct Constant: SharedReaderKey {
      var id: Int { 0 }
      func load(context: LoadContext<String>, continuation: LoadContinuation<String>) {
        continuation.resume(returning: "loaded")
      }
      func subscribe(
        context: LoadContext<String>, subscriber: SharedSubscriber<String>
      ) -> SharedSubscription {
        SharedSubscription {}
      }
    }
    @SharedReader(Constant()) var value = "default"
    #expect(value == "loaded")
  }
}

struct ContinuationTests {
  @Test func resumingTwiceIsReported() {
    let results = LockIsolated<[Int?]>([])
    let continuation = LoadContinuation<Int>("key") { result in
      results.withValue { $0.append(try? result.get()) }
    }
    continuation.resume(returning: 1)
    withKnownIssue {
      continuation.resume(returning: 2)
    } matching: {
      $0.comments.map(\.rawValue) == ["'key' tried to resume its continuation more than once."]
    }
    #expect(results.value == [1])
  }

  @Test func leakingIsReportedAndResumesWithTheDefault() {
    let results = LockIsolated<[Int?]>([])
    withKnownIssue {
      _ = LoadContinuation<Int> { result in
        results.withValue { $0.append(try! result.get()) }
      }
    } matching: {
      $0.comments.map(\.rawValue) == [
        """
        A shared key leaked its continuation without one of its resume methods being invoked. \
        This will cause tasks waiting on it to resume immediately.
        """
      ]
    }
    #expect(results.value == [nil])
  }

  @Test func saveContinuationResumesOnce() {
    let count = LockIsolated(0)
    let continuation = SaveContinuation { _ in count.withValue { $0 += 1 } }
    continuation.resume()
    withKnownIssue { continuation.resume(throwing: Failure()) }
    #expect(count.value == 1)
  }
}
