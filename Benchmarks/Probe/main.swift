import ComposableArchitecture
import PortableSwiftUI
import TerminalUI

// Runs a number of the benchmark features' steps, for counting instructions with callgrind:
// `Probe effects N`, `Probe cancellableruns N`, `Probe cancel N`, `Probe sends N`, `Probe tasks
// N` (the floor: main-actor tasks made and awaited), `Probe globaltasks N` (tasks made on the
// main actor that run on the global executor), `Probe hoptasks N` (main-actor tasks that hop
// off the main actor and back, an effect's task's shape), `Probe globalcancels N` (such tasks waiting in
// `Task.never()`, cancelled), `Probe teststore N` (N steps on one store; subtract `teststore
// 0`), `Probe freshstores N` (N stores of one step each; subtract `freshstores-idle N`),
// `Probe typing N` (N pairs of a typed key and Backspace in a `TextField`; subtract
// `typing-ignored N`), or `Probe none 0` (the set-up alone); subtract the baseline and divide
// by N.
@Reducer
struct ProbeCounter {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment, run, runCancellable, wait, cancel, incrementLater }
  enum CancelID { case run, wait }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .run:
      return .run { _ in }
    case .runCancellable:
      return .run { _ in }.cancellable(id: CancelID.run)
    case .wait:
      return .run { _ in try await Task.never() }.cancellable(id: CancelID.wait)
    case .cancel:
      return .cancel(id: CancelID.wait)
    case .incrementLater:
      return .send(.increment)
    }
  }
}

/// A task that starts on the global executor, where a `.run` effect's operation runs.
nonisolated func makeGlobalTask() -> Task<Void, Never> {
  Task {}
}

/// Where a main-actor task hops to and back from, as an effect's task does for its operation,
/// calling an empty operation it cannot see through (as the store calls `.run { _ in }`'s).
@inline(never) @concurrent nonisolated func offMainActor() async {
  await emptyOperation()
}

nonisolated(unsafe) var emptyOperation: @Sendable () async -> Void = {}

/// A task on the global executor that waits until it is cancelled, as the `.wait` effect does.
nonisolated func makeGlobalWaitingTask() -> Task<Void, Never> {
  Task { try? await Task.never() }
}

@MainActor
func probe(_ mode: String, _ count: Int) async {
  switch mode {
  case "effects":
    let store = Store(initialState: ProbeCounter.State()) { ProbeCounter() }
    var tasks: [StoreTask] = []
    for _ in 0..<count { tasks.append(store.send(.run)) }
    for task in tasks { await task.finish() }
  case "cancellableruns":
    let store = Store(initialState: ProbeCounter.State()) { ProbeCounter() }
    var tasks: [StoreTask] = []
    for _ in 0..<count { tasks.append(store.send(.runCancellable)) }
    for task in tasks { await task.finish() }
  case "sends":
    let store = Store(initialState: ProbeCounter.State()) { ProbeCounter() }
    for _ in 0..<count { store.send(.increment) }
  case "cancel":
    let store = Store(initialState: ProbeCounter.State()) { ProbeCounter() }
    var tasks: [StoreTask] = []
    for _ in 0..<count { tasks.append(store.send(.wait)) }
    store.send(.cancel)
    for task in tasks { await task.finish() }
  case "tasks":
    var tasks: [Task<Void, Never>] = []
    for _ in 0..<count { tasks.append(Task {}) }
    for task in tasks { await task.value }
  case "hoptasks":
    // The shape of an effect's task: started on the main actor, its work off it, and the hop
    // back that ends a main-actor closure.
    var tasks: [Task<Void, Never>] = []
    for _ in 0..<count { tasks.append(Task { @MainActor in await offMainActor() }) }
    for task in tasks { await task.value }
  case "globaltasks":
    var tasks: [Task<Void, Never>] = []
    for _ in 0..<count { tasks.append(makeGlobalTask()) }
    for task in tasks { await task.value }
  case "globalcancels":
    var tasks: [Task<Void, Never>] = []
    for _ in 0..<count { tasks.append(makeGlobalWaitingTask()) }
    for task in tasks { task.cancel() }
    for task in tasks { await task.value }
  case "teststore":
    // One store, `count` steps of `TestStore.SendReceive`.
    let store = TestStore(initialState: ProbeCounter.State()) { ProbeCounter() }
    for step in 0..<count {
      await store.send(.incrementLater)
      await store.receive(.increment) { $0.count = step + 1 }
    }
  case "freshstores", "freshstores-idle":
    // `count` stores, each made and (unless idle) taking one step, as `TestStore.SendReceive`.
    for _ in 0..<count {
      let store = TestStore(initialState: ProbeCounter.State()) { ProbeCounter() }
      if mode == "freshstores" {
        await store.send(.incrementLater)
        await store.receive(.increment) { $0.count = 1 }
      }
    }
  case "typing", "typing-ignored":
    // `count` pairs of keys into a focused 60-character `TextField`, as the
    // `Input.TextField.TypeAndErase` benchmark (or its floor, `Input.TextField.Ignored`).
    final class Box { var text = "" }
    let box = Box()
    box.text.reserveCapacity(1 << 20)
    let terminal = TestTerminal(
      rootView: PortableSwiftUI.TextField(
        "name", text: PortableSwiftUI.Binding(get: { box.text }, set: { box.text = $0 })),
      width: 40, height: 3)
    terminal.type(String(repeating: "b", count: 60))
    let keys: [Key] =
      mode == "typing" ? [.character("a"), .backspace] : [.function(12), .function(12)]
    for _ in 0..<count {
      for key in keys { terminal.press(key) }
    }
  default:
    let store = Store(initialState: ProbeCounter.State()) { ProbeCounter() }
    _ = store
  }
}

let arguments = CommandLine.arguments
await probe(arguments.count > 1 ? arguments[1] : "none", arguments.count > 2 ? Int(arguments[2])! : 0)
