import Foundation

/// The root of a store tree: it owns the state, runs the reducer and starts effects.
///
/// Actions are handled first in, first out. Actions sent by synchronous effects (`.send`,
/// merges of them) are handled inside the same `send`, and observers of the whole state are
/// told once per `send`.
@MainActor
final class RootCore<State, Action>: Core, Observable {
  private var currentState: State
  /// The root reducer, prepared (see `Reducer._prepared()`).
  private let reducer: Reduce<State, Action>
  private let dependencies: DependencyValues?
  private let registry = CancellationRegistry()
  private let registrar = ObservationRegistrar()
  /// Takes the state `inout` so that reading it does not copy the whole state.
  private let identity: ((inout State) -> ObservableStateID)?
  /// A key path literal into a generic class is built anew each time it is evaluated; this one
  /// is built once.
  private let stateKeyPath: KeyPath<RootCore, State> = \.state

  private var buffer: ContiguousArray<(Action, Transaction?)> = []
  /// Whether `buffer` holds anything. Asking the array itself costs a lookup of its element
  /// type's metadata on every send.
  private var isBuffering = false
  private var isSending = false
  /// The action whose effect is being started, for the warning about a send from a completed
  /// `.run`; typed, so that keeping it costs no allocation.
  private var effectOrigin: Action?

  /// - Parameters:
  ///   - reducer: The root's reducer, prepared with `dependencies`.
  init(initialState: State, reducer: Reduce<State, Action>, dependencies: DependencyValues?) {
    self.currentState = initialState
    self.reducer = reducer
    self.dependencies = dependencies
    self.identity = Self.makeIdentity()
  }

  deinit {
    self.registry.cancelAll()
  }

  var state: State {
    self.registrar.access(self, keyPath: self.stateKeyPath)
    return self.currentState
  }

  func send(_ action: Action, transaction: Transaction?) -> Task<Void, Never>? {
    let transaction = transaction ?? Transaction.current
    // A send from inside a reducer or an observer is queued and handled by the running loop,
    // and reported: TCA 1.25 warns about reentrant actions, whose order no one can rely on.
    guard !self.isSending else {
      reportIssue(
        """
        An action was sent to a store while it was already processing an action.

          Action:
            \(debugCaseOutput(action))

        Reentrant actions are queued and handled after the current one, which makes their \
        order hard to reason about. Instead of sending an action from a reducer, or from code \
        that observes the store's state while an action is processed, return an effect (for \
        example ".send") or share the logic in a helper.
        """
      )
      self.buffer.append((action, transaction))
      self.isBuffering = true
      return nil
    }
    return self.loop { tasks in
      self.handle(action, transaction: transaction, into: &tasks)
      return true
    }
  }

  /// Starts an effect outside of a reducer (a step of a concatenation), handling the actions
  /// it sends synchronously.
  func start(_ effect: Effect<Action>, context: EffectStartContext) -> Task<Void, Never>? {
    guard !self.isSending else {
      var tasks: [Task<Void, Never>] = []
      self.run(effect, context: context, into: &tasks)
      return combineTasks(tasks)
    }
    return self.loop { tasks in
      self.run(effect, context: context, into: &tasks)
      return false
    }
  }

  /// Runs `body`, then the actions its synchronous effects queued, first in, first out; tells
  /// observers once; and returns the asynchronous effects that were started.
  ///
  /// The first action is handled without going through the queue: most sends queue nothing.
  private func loop(
    _ body: (inout [Task<Void, Never>]) -> Bool
  ) -> Task<Void, Never>? {
    self.isSending = true
    let identityBefore = self.identity?(&self.currentState)
    var tasks: [Task<Void, Never>] = []
    var handledAction = body(&tasks)
    if self.isBuffering {
      var index = 0
      while index < self.buffer.count {
        let (action, transaction) = self.buffer[index]
        index += 1
        self.handle(action, transaction: transaction, into: &tasks)
      }
      self.buffer.removeAll(keepingCapacity: true)
      self.isBuffering = false
      handledAction = true
    }
    self.isSending = false
    if handledAction {
      if let identityBefore, let identity, identity(&self.currentState) == identityBefore {
        // Field changes were already reported by the state's own registrar.
      } else {
        self.registrar.withMutation(of: self, keyPath: self.stateKeyPath) {}
      }
    }
    return combineTasks(tasks)
  }

  private func handle(
    _ action: Action, transaction: Transaction?, into tasks: inout [Task<Void, Never>]
  ) {
    let effect = Transaction.with(transaction) { self.reduce(action) }
    // Most actions return no effect; looking into one costs metadata lookups.
    guard !effect.isNone else { return }
    let outerOrigin = self.effectOrigin
    self.effectOrigin = action
    defer { self.effectOrigin = outerOrigin }
    self.run(effect, context: .root, into: &tasks)
  }

  private func reduce(_ action: Action) -> Effect<Action> {
    guard let dependencies = self.dependencies else {
      return self.reducer.reduce(into: &self.currentState, action: action)
    }
    return DependencyValues.$_current.withValue(dependencies) {
      self.reducer.reduce(into: &self.currentState, action: action)
    }
  }

  // MARK: - Effects

  private func run(
    _ effect: Effect<Action>, context: EffectStartContext, into tasks: inout [Task<Void, Never>]
  ) {
    switch effect.operation {
    case .none:
      return

    case let .send(action, transaction):
      if self.isSending {
        self.buffer.append((action, transaction))
        self.isBuffering = true
      } else if let task = self.send(action, transaction: transaction) {
        tasks.append(task)
      }

    case let .run(options, operation):
      tasks.append(
        self.startRun(
          name: options.name, priority: options.priority, operation: operation, context: context
        )
      )

    case let .merge(effects):
      for effect in effects {
        self.run(effect, context: context, into: &tasks)
      }

    case let .concatenate(effects):
      // Synchronous steps run now, in order, as TCA's do: their actions are queued behind the
      // current one and handled inside this `send`.
      if effects.allSatisfy(\.isSynchronous) {
        for effect in effects {
          self.run(effect, context: context, into: &tasks)
        }
      } else {
        tasks.append(self.startConcatenation(effects, context: context))
      }

    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { self.registry.cancel(.id(namespace: context.namespace, id)) }
      var inner = context
      // Filed under the id in every enclosing feature's namespace too, as TCA does, so that a
      // parent can cancel its children's effects with the children's ids (while a row or a
      // sibling, whose namespace is not a prefix, cannot).
      for depth in 0...context.namespace.count {
        inner.keys.append(.id(namespace: Array(context.namespace.prefix(depth)), id))
      }
      self.run(effect, context: inner, into: &tasks)

    case let .cancel(ids):
      for id in ids {
        self.registry.cancel(.id(namespace: context.namespace, id))
      }

    case let .namespace(namespace, effect):
      var inner = context
      inner.namespace.append(namespace)
      inner.keys.append(.namespace(inner.namespace))
      self.run(effect, context: inner, into: &tasks)

    case let .cancelNamespace(namespace):
      self.registry.cancel(.namespace(context.namespace + [namespace]))
    }
  }

  private func startRun(
    name: String?,
    priority: TaskPriority?,
    operation: @escaping @Sendable (Send<Action>) async -> Void,
    context: EffectStartContext
  ) -> Task<Void, Never> {
    let registry = self.registry
    let token = registry.reserve()
    let children = EffectChildren()
    // Actions need not be Sendable; this one is only read on the main actor.
    let origin = UncheckedSendable(self.effectOrigin)
    let send = Send<Action> { [weak self] action in
      guard let self else { return }
      if children.isFinished {
        reportIssue(
          """
          An action was sent from a completed effect.

            Action:
          \(String(customDumping: action).indent(by: 4))

            Effect returned from:
          \((origin.value.map { String(customDumping: $0) } ?? "nil").indent(by: 4))

          Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
          completed. This can happen if you escape the 'send' argument in an unstructured context.

          To fix this, make sure that your 'run' closure does not return until you're done \
          calling 'send'.
          """
        )
      }
      if let task = self.send(action, transaction: Transaction.current) {
        children.append(task)
      }
    }
    let effectContext = EffectContext(
      registry: registry, namespace: context.namespace, children: children
    )
    // Two tasks: cancelling the effect by id stops only its operation, while the effects
    // started by the actions it sent live on (as in TCA); cancelling the send's `StoreTask`
    // stops both.
    // Not detached: the effect keeps the task-locals of the send (the current test, for one).
    let operationTask = Task(name: name, priority: priority) {
      await EffectContext.$current.withValue(effectContext) {
        await operation(send)
      }
      registry.complete(token)
    }
    registry.insert(token, keys: context.keys) { operationTask.cancel() }
    return Task(priority: priority) {
      await withTaskCancellationHandler {
        await operationTask.value
        for child in children.finish() { await child.value }
      } onCancel: {
        operationTask.cancel()
        children.cancelAll()
      }
    }
  }

  private func startConcatenation(
    _ effects: [Effect<Action>], context: EffectStartContext
  ) -> Task<Void, Never> {
    let registry = self.registry
    let token = registry.reserve()
    let origin = UncheckedSendable(self.effectOrigin)
    let task = Task { [weak self] in
      for effect in effects {
        guard !Task.isCancelled, let self else { break }
        // Later steps start here, outside of the send: they keep the action they came from.
        self.effectOrigin = origin.value
        let step = self.start(effect, context: context)
        self.effectOrigin = nil
        if let step { await waitForAll([step]) }
      }
      registry.complete(token)
    }
    registry.insert(token, keys: context.keys) { task.cancel() }
    return task
  }

  /// Reads the identity of observable state without a dynamic cast on every send.
  private static func makeIdentity() -> ((inout State) -> ObservableStateID)? {
    guard let type = State.self as? any ObservableState.Type else { return nil }
    func identity<S: ObservableState>(_: S.Type) -> (inout State) -> ObservableStateID {
      // Read in place (`S` is `State`): reading `_$id` here would copy the whole state first.
      { state in
        withUnsafeMutablePointer(to: &state) { S._$id(at: UnsafeMutableRawPointer($0)) }
      }
    }
    return identity(type)
  }
}

/// The effects started by the actions one `.run` effect sent, so that the effect counts as
/// finished only when they are. Appended to on the main actor, cancelled from anywhere.
///
/// Each child is held only while it runs: a long-living effect (a timer, a stream of locations)
/// sends actions for hours, and keeping every finished child would grow without bound.
final class EffectChildren: @unchecked Sendable {
  private let lock = NSLock()
  private var nextID = 0
  private var running: [Int: Task<Void, Never>] = [:]
  private var finished = false

  var isFinished: Bool {
    self.lock.withLock { self.finished }
  }

  /// The children still running.
  var count: Int {
    self.lock.withLock { self.running.count }
  }

  func append(_ task: Task<Void, Never>) {
    let id = self.lock.withLock {
      self.nextID += 1
      self.running[self.nextID] = task
      return self.nextID
    }
    // Forgets the child once it is done. (A task cannot be asked whether it has finished, so a
    // small task waits for it.)
    Task {
      await task.value
      self.lock.withLock { _ = self.running.removeValue(forKey: id) }
    }
  }

  /// Marks the operation as returned and hands over the effects still running.
  func finish() -> [Task<Void, Never>] {
    self.lock.withLock {
      self.finished = true
      return Array(self.running.values)
    }
  }

  func cancelAll() {
    for task in self.lock.withLock({ Array(self.running.values) }) { task.cancel() }
  }
}

/// The cancellation scope an effect starts in.
struct EffectStartContext {
  var namespace: [AnyHashableSendable]
  var keys: [CancelKey]

  static let root = EffectStartContext(namespace: [], keys: [])
}

private func waitForAll(_ tasks: [Task<Void, Never>]) async {
  guard !tasks.isEmpty else { return }
  await withTaskCancellationHandler {
    for task in tasks { await task.value }
  } onCancel: {
    for task in tasks { task.cancel() }
  }
}

@MainActor
private func combineTasks(_ tasks: [Task<Void, Never>]) -> Task<Void, Never>? {
  switch tasks.count {
  case 0: return nil
  case 1: return tasks[0]
  default: return Task.detached { await waitForAll(tasks) }
  }
}
