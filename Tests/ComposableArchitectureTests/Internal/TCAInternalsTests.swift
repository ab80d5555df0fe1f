import Combine
import Foundation
import Testing

@_spi(Canary) @_spi(Internals) @testable import ComposableArchitecture

/// The internals TCA's own tests reach through `@testable import`, with TCA's names and shapes.
struct TCAInternalsTests {
  @Test func aRunEffectsOperationIsItsNamePriorityAndWork() async {
    let effect = Effect<Int>.run(name: "work") { send in await send(42) }.map { $0 + 1 }
    guard case let .run(name, _, operation) = effect.operation else {
      Issue.record("not a run: \(effect.operation)")
      return
    }
    #expect(name == "work")
    let sent = LockIsolated<[Int]>([])
    await operation(Send { value in sent.withValue { $0.append(value) } })
    #expect(sent.value == [43])
  }

  @Test func aRunEffectsOperationReportsWhatItThrows() async {
    struct Failure: Error {}
    let effect = Effect<Int>.run { _ in throw Failure() }
    guard case let .run(_, _, operation) = effect.operation else {
      Issue.record("not a run")
      return
    }
    await withKnownIssue {
      await operation(Send { _ in })
    } matching: {
      $0.description.contains(#"An "Effect.run" returned from"#)
    }
  }

  @Test func aRelaysSendReachesItsSubscribers() {
    let relay = CurrentValueRelay(0)
    var values: [Int] = []
    let cancellable = relay.sink { values.append($0) }
    relay.send(1)
    #expect(values == [0, 1])
    #expect(relay.value == 1)
    cancellable.cancel()
  }

  @Test func cancelIDsOfTwoEmptyTypesHashApart() {
    struct First: Hashable {}
    struct Second: Hashable {}
    let first = _CancelID(id: First(), navigationIDPath: NavigationIDPath())
    let second = _CancelID(id: Second(), navigationIDPath: NavigationIDPath())
    #expect(first != second)
    #expect(first.hashValue != second.hashValue)
    #expect(first == _CancelID(id: First(), navigationIDPath: NavigationIDPath()))
  }

  @Test func anIDIsFiledWhileItsEffectRunsAndNotAfter() async {
    let id = UUID()
    let effect = Effect<Int>.run { send in
      await send(1)
      try await Task.never()
    }
    .cancellable(id: id)
    for await _ in effect.actions {
      #expect(_cancellationCancellables.withValue { $0.exists(at: id, path: NavigationIDPath()) })
      Task.cancel(id: id)
    }
    #expect(!_cancellationCancellables.withValue { $0.exists(at: id, path: NavigationIDPath()) })
  }

  @Test func aNavigationIDPathInTheDependenciesIsTheNamespaceOfIDs() async {
    let path = NavigationIDPath(path: [NavigationID()])
    let effect = withDependencies {
      $0.navigationIDPath = path
    } operation: {
      Effect<Int>.run { send in
        await send(1)
        try await Task.never()
      }
      .cancellable(id: 1)
    }
    for await _ in effect.actions {
      #expect(_cancellationCancellables.withValue { $0.exists(at: 1, path: path) })
      let otherPath = NavigationIDPath(path: [NavigationID()])
      #expect(!_cancellationCancellables.withValue { $0.exists(at: 1, path: otherPath) })
      withDependencies {
        $0.navigationIDPath = otherPath
      } operation: {
        Task.cancel(id: 1)
      }
      #expect(_cancellationCancellables.withValue { $0.exists(at: 1, path: path) })
      withDependencies {
        $0.navigationIDPath = path
      } operation: {
        Task.cancel(id: 1)
      }
    }
    #expect(!_cancellationCancellables.withValue { $0.exists(at: 1, path: path) })
  }

  @Test func aTestStoreTaskMadeByHandWaitsForItsTask() async {
    let finished = LockIsolated(false)
    let task = TestStoreTask(
      rawValue: Task { finished.setValue(true) }, timeout: .seconds(1)
    )
    await task.finish()
    #expect(finished.value)
    await TestStoreTask(rawValue: nil, timeout: .seconds(1)).finish()
  }
}
