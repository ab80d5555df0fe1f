import ComposableArchitecture
import Foundation
import Testing

/// A feature whose effects run until cancelled and report their lifetime to an `EventLog`.
private struct LongRunning: Reducer {
  struct State: Equatable {}

  enum Action: Equatable {
    case start(String)
    case startReplacing(String)
    case cancel
    case cancelFromEffect
    case finish
  }

  enum CancelID { case work }

  let log: EventLog
  /// Ends the effects normally; without it they run until cancelled. (One stream serves one
  /// effect: a stream cannot be iterated by two tasks.)
  let release: AsyncStream<Void>?

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .start(name):
      return self.effect(name).cancellable(id: CancelID.work)
    case let .startReplacing(name):
      return self.effect(name).cancellable(id: CancelID.work, cancelInFlight: true)
    case .cancel:
      return .cancel(id: CancelID.work)
    case .cancelFromEffect:
      return .run { _ in Task.cancel(id: CancelID.work) }
    case .finish:
      return .none
    }
  }

  private func effect(_ name: String) -> Effect<Action> {
    .run { [log, release] _ in
      log.record("\(name) started")
      if let release {
        for await _ in release { break }
      } else {
        try? await Task.never()
      }
      log.record(Task.isCancelled ? "\(name) cancelled" : "\(name) finished")
    }
  }
}

@MainActor
struct EffectCancellationTests {
  @Test func cancelByID() async {
    let log = EventLog()
    let (release, _) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: LongRunning.State()) {
      LongRunning(log: log, release: release)
    }
    let task = store.send(.start("a"))
    #expect(await log.next() == ["a started"])
    store.send(.cancel)
    #expect(await log.next() == ["a cancelled"])
    await task.finish()
  }

  @Test func cancelInFlightCancelsThePreviousEffectWithTheSameID() async {
    let log = EventLog()
    let store = Store(initialState: LongRunning.State()) {
      LongRunning(log: log, release: nil)
    }
    store.send(.startReplacing("first"))
    #expect(await log.next() == ["first started"])
    let second = store.send(.startReplacing("second"))
    let events = await log.next(2)
    #expect(Set(events) == ["first cancelled", "second started"])
    second.cancel()
    #expect(await log.next() == ["second cancelled"])
  }

  @Test func taskCancelByIDFromInsideAnEffect() async {
    let log = EventLog()
    let (release, _) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: LongRunning.State()) {
      LongRunning(log: log, release: release)
    }
    store.send(.start("a"))
    #expect(await log.next() == ["a started"])
    await store.send(.cancelFromEffect).finish()
    #expect(await log.next() == ["a cancelled"])
  }

  @Test func twoRootStoresWithTheSameIDDoNotCancelEachOther() async {
    let log = EventLog()
    let (releaseA, _) = AsyncStream.makeStream(of: Void.self)
    let (releaseB, continueB) = AsyncStream.makeStream(of: Void.self)
    let storeA = Store(initialState: LongRunning.State()) {
      LongRunning(log: log, release: releaseA)
    }
    let storeB = Store(initialState: LongRunning.State()) {
      LongRunning(log: log, release: releaseB)
    }
    storeA.send(.start("A"))
    #expect(await log.next() == ["A started"])
    let taskB = storeB.send(.start("B"))
    #expect(await log.next() == ["B started"])
    storeA.send(.cancel)
    #expect(await log.next() == ["A cancelled"])
    continueB.yield()
    #expect(await log.next() == ["B finished"])
    await taskB.finish()
  }

  @Test func effectsAreCancelledWhenTheStoreIsDeinitialized() async {
    let log = EventLog()
    let live = LockIsolated(0)
    var store: StoreOf<Forever>? = Store(initialState: Forever.State()) {
      Forever(log: log, live: live)
    }
    store?.send(.start)
    store?.send(.start)
    store?.send(.start)
    #expect(await log.next(3) == ["started", "started", "started"])
    #expect(live.value == 3)
    store = nil
    #expect(await log.next(3) == ["ended", "ended", "ended"])
    #expect(live.value == 0)
  }

  @Test func storeTaskCancelCancelsTheEffects() async {
    let log = EventLog()
    let live = LockIsolated(0)
    let store = Store(initialState: Forever.State()) { Forever(log: log, live: live) }
    let task = store.send(.start)
    #expect(await log.next() == ["started"])
    #expect(!task.isCancelled)
    task.cancel()
    #expect(task.isCancelled)
    #expect(await log.next() == ["ended"])
    await task.finish()
    #expect(live.value == 0)
  }

  @Test func cancellingTheTaskThatAwaitsFinishCancelsTheEffects() async {
    let log = EventLog()
    let live = LockIsolated(0)
    let store = Store(initialState: Forever.State()) { Forever(log: log, live: live) }
    let viewTask = Task { await store.send(.start).finish() }
    #expect(await log.next() == ["started"])
    viewTask.cancel()
    await viewTask.value
    #expect(await log.next() == ["ended"])
  }

  @Test func withTaskCancellationRegistersAnOperationUnderAnID() async throws {
    let log = EventLog()
    let store = Store(initialState: Forever.State()) {
      Reduce<Forever.State, Forever.Action> { _, action in
        switch action {
        case .start:
          // A cancellation error ends the effect quietly (no "catch:" call), as in TCA.
          return .run { _ in
            try await withTaskCancellation(id: "op") {
              log.record("op started")
              do {
                try await Task.never()
              } catch {
                log.record("op cancelled")
                throw error
              }
            }
          } catch: { _, _ in
            log.record("catch handler called")
          }
        case .cancel:
          return .run { _ in Task.cancel(id: "op") }
        }
      }
    }
    let task = store.send(.start)
    #expect(await log.next() == ["op started"])
    store.send(.cancel)
    #expect(await log.next() == ["op cancelled"])
    await task.finish()
  }

  @Test func anEffectCancellingItsOwnIDFirstThingIsCancelled() async {
    // The operation runs off the main actor and may start before the store files the effect
    // under its id: cancelling that id first thing must still stop it (no send lands, no
    // "catch:"), as in TCA. Many stores, as the race is between two threads.
    enum CancelID { case work }
    for _ in 1...200 {
      let store = Store(initialState: [String]()) {
        Reduce<[String], String> { state, action in
          switch action {
          case "start":
            return .run { send in
              Task.cancel(id: CancelID.work)
              await send("sent")
            } catch: { _, send in
              await send("caught")
            }
            .cancellable(id: CancelID.work)
          default:
            state.append(action)
            return .none
          }
        }
      }
      await store.send("start").finish()
      #expect(store.withState { $0 } == [])
    }
  }

  @Test func withTaskCancellationReturnsTheOperationsValue() async {
    let value = await withTaskCancellation(id: "value") { 42 }
    #expect(value == 42)
  }
}

/// Effects that run until cancelled, counting how many are alive.
struct Forever: Reducer {
  struct State: Equatable {}
  enum Action: Equatable {
    case start
    case cancel
  }

  let log: EventLog
  let live: LockIsolated<Int>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard action == .start else { return .none }
    return .run { [log, live] _ in
      live.withValue { $0 += 1 }
      log.record("started")
      defer {
        live.withValue { $0 -= 1 }
        log.record("ended")
      }
      try await Task.never()
    }
  }
}

/// Cancelling an effect by id stops that effect only: effects started by the actions it sent
/// are separate effects and keep running, as in TCA.
@MainActor
struct CancellingAnEffectSparesItsChildrenTests {
  private struct Parent: Reducer {
    enum Action: Equatable {
      case start
      case tick
      case stop
    }

    let log: EventLog
    let release: AsyncStream<Void>

    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { [log] send in
          await send(.tick)
          do { try await Task.never() } catch { log.record("parent cancelled") }
        }
        .cancellable(id: "parent")
      case .tick:
        return .run { [log, release] _ in
          log.record("child started")
          for await _ in release { break }
          log.record(Task.isCancelled ? "child cancelled" : "child finished")
        }
      case .stop:
        return .cancel(id: "parent")
      }
    }
  }

  @Test func childEffectsSurviveTheirSendersCancellation() async {
    let log = EventLog()
    let (release, finish) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: 0) { Parent(log: log, release: release) }
    let task = store.send(.start)
    #expect(await log.next() == ["child started"])
    store.send(.stop)
    #expect(await log.next() == ["parent cancelled"])
    finish.yield()
    #expect(await log.next() == ["child finished"])
    await task.finish()
  }

  @Test func cancellingTheStoreTaskReachesTheChildren() async {
    let log = EventLog()
    let (release, _) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: 0) { Parent(log: log, release: release) }
    let task = store.send(.start)
    #expect(await log.next() == ["child started"])
    task.cancel()
    #expect(Set(await log.next(2)) == ["parent cancelled", "child cancelled"])
    await task.finish()
  }
}
