#if canImport(Darwin)
  import Combine
#else
  import OpenCombine
#endif
import Foundation

/// The root of a store tree: it owns the state, runs the reducer and starts effects.
///
/// Actions are handled first in, first out. Actions sent by synchronous effects (`.send`,
/// merges of them) are handled inside the same `send`, and observers of the whole state are
/// told once per `send`.
@MainActor
final class RootCore<State, Action>: Core, Observable {
  // Why `@exclusivity(unchecked)`: Docs/Performance.md, "Exclusivity checks".
  @exclusivity(unchecked) private var currentState: State
  @exclusivity(unchecked) private var isReducing = false
  /// The root reducer, prepared (see `Reducer._prepared()`).
  private let reducer: Reduce<State, Action>
  private let dependencies: DependencyValues?
  // The registry, the root of the effect tree and the observation registrar are made when
  // first needed: a store that never runs an effect or is never observed (a row's, a preview's)
  // costs only itself.
  @exclusivity(unchecked) private var registryStorage: CancellationRegistry?
  @exclusivity(unchecked) private var rootEffectStorage: RunningEffect?
  /// The effect whose actions are being handled: the parent of the effects they start. `nil`
  /// for the root.
  @exclusivity(unchecked) private var currentParent: RunningEffect?
  @exclusivity(unchecked) private var registrar: ObservationRegistrar?
  /// Made when first subscribed to (by a `ViewStore` or `store.publisher`); see `didSet`.
  @exclusivity(unchecked) private var didSetStorage: PassthroughSubject<Void, Never>?
  /// Tells whether a send replaced the state or edited it.
  private let identity: StateIdentityReader
  /// Built once, with the registrar (Docs/Performance.md, "Key paths into generic classes").
  @exclusivity(unchecked) private var stateKeyPath: KeyPath<RootCore, State>?

  private var buffer: ContiguousArray<(Action, Transaction?)> = []
  /// Whether `buffer` holds anything (Docs/Performance.md, "Generic metadata").
  @exclusivity(unchecked) private var isBuffering = false
  @exclusivity(unchecked) private var isSending = false
  /// The action whose effect is being started, for the warning about a send from a completed
  /// `.run`. Untyped: Docs/Performance.md, "Generic metadata".
  @exclusivity(unchecked) private var effectOrigin: Any?
  /// `EffectRun<State, Action>`, looked up once and kept untyped (Docs/Performance.md,
  /// "Generic metadata").
  private let effectRunClass: AnyClass = EffectRun<State, Action>.self

  /// - Parameters:
  ///   - reducer: The root's reducer, prepared with `dependencies`.
  init(initialState: State, reducer: Reduce<State, Action>, dependencies: DependencyValues?) {
    self.currentState = initialState
    self.reducer = reducer
    self.dependencies = dependencies
    self.identity = StateIdentityReader(for: State.self)
  }

  deinit {
    self.rootEffectStorage?.cancelChain()
    self.registryStorage?.forgetAll()
  }

  var state: State {
    if let registrar = self.registrar, let stateKeyPath = self.stateKeyPath {
      registrar.access(self, keyPath: stateKeyPath)
    } else {
      let registrar = ObservationRegistrar()
      let stateKeyPath: KeyPath<RootCore, State> = \.state
      self.registrar = registrar
      self.stateKeyPath = stateKeyPath
      registrar.access(self, keyPath: stateKeyPath)
    }
    if self.isReducing {
      preconditionFailure(
        """
        A store's state was read while its reducer was running, which holds the state for \
        modification (this would be an exclusivity violation). A reducer gets its state as \
        its 'inout' argument: read it there, not through the store.
        """
      )
    }
    return self.currentState
  }

  var unobservedState: State {
    precondition(
      !self.isReducing,
      "A store's state was read while its reducer was running: read it in the reducer instead."
    )
    return self.currentState
  }

  private var registry: CancellationRegistry {
    if let registry = self.registryStorage { return registry }
    let registry = CancellationRegistry()
    self.registryStorage = registry
    return registry
  }

  var didSet: PassthroughSubject<Void, Never> {
    if let didSet = self.didSetStorage { return didSet }
    let didSet = PassthroughSubject<Void, Never>()
    self.didSetStorage = didSet
    return didSet
  }

  var effectsInFlight: [RunningEffect] {
    self.rootEffectStorage?.descendantsInFlight ?? []
  }

  /// The parent of the effects started by actions sent to the store; cancelled with the store.
  private var rootEffect: RunningEffect {
    if let root = self.rootEffectStorage { return root }
    let root = RunningEffect()
    self.rootEffectStorage = root
    return root
  }

  func send(_ action: Action, transaction: Transaction?) -> EffectHandle? {
    self.send(action, transaction: transaction, fromStore: true)
  }

  /// Sends an action; one sent to the store (not by an effect) from inside a reducer or an
  /// observer is reported, as TCA 1.25 does. Either is queued and handled by the running loop.
  @inline(__always)
  private func send(
    _ action: Action, transaction: Transaction?, fromStore: Bool
  ) -> EffectHandle? {
    let transaction = transaction ?? Transaction.current
    guard !self.isSending else {
      if fromStore {
        reportIssue(
          """
          Sent '\(debugCaseOutput(action))' while an action was being processed.

          Reentrant actions are undefined and will be a precondition failure in a future version \
          of the library.
          """
        )
      }
      self.enqueue(action, transaction: transaction)
      return nil
    }
    let identityBefore = self.beginLoop()
    var tasks: EffectHandle?
    self.handle(action, transaction: transaction, into: &tasks)
    self.endLoop(identityBefore: identityBefore, handledAction: true, tasks: &tasks)
    return tasks
  }

  /// Starts an effect outside of a reducer (a step of a concatenation), handling the actions
  /// it sends synchronously.
  func start(_ effect: Effect<Action>, context: EffectStartContext) -> EffectHandle? {
    guard !self.isSending else {
      var effects: EffectHandle?
      self.run(effect, context: context, into: &effects)
      return effects
    }
    let identityBefore = self.beginLoop()
    var tasks: EffectHandle?
    self.run(effect, context: context, into: &tasks)
    self.endLoop(identityBefore: identityBefore, handledAction: false, tasks: &tasks)
    return tasks
  }

  // A send is the first action (or effect) handled between `beginLoop()` and `endLoop`, then
  // the actions its synchronous effects queued, first in, first out; observers are told once.
  // The first action is handled without going through the queue: most sends queue nothing.
  // (Two calls rather than one taking a closure: Docs/Performance.md, "Generic metadata".)

  private func beginLoop() -> ObservableStateID? {
    self.isSending = true
    return self.readIdentity()
  }

  private func endLoop(
    identityBefore: ObservableStateID?, handledAction: Bool, tasks: inout EffectHandle?
  ) {
    var handledAction = handledAction
    if self.isBuffering {
      self.handleQueuedActions(into: &tasks)
      handledAction = true
    }
    self.isSending = false
    if handledAction {
      if let identityBefore, self.readIdentity() == identityBefore {
        // Field changes were already reported by the state's own registrar.
      } else {
        // Nobody can observe the state without having read it, which makes the registrar.
        if let registrar = self.registrar, let stateKeyPath = self.stateKeyPath {
          registrar.withMutation(of: self, keyPath: stateKeyPath) {}
        }
      }
      self.didSetStorage?.send(())
    }
  }

  // The queue is touched only out of line: Docs/Performance.md, "Generic metadata".

  @inline(never)
  private func enqueue(_ action: Action, transaction: Transaction?) {
    self.buffer.append((action, transaction))
    self.isBuffering = true
  }

  @inline(never)
  private func handleQueuedActions(into tasks: inout EffectHandle?) {
    var index = 0
    while index < self.buffer.count {
      let (action, transaction) = self.buffer[index]
      index += 1
      self.handle(action, transaction: transaction, into: &tasks)
    }
    self.buffer.removeAll(keepingCapacity: true)
    self.isBuffering = false
  }

  private func handle(
    _ action: Action, transaction: Transaction?, into tasks: inout EffectHandle?
  ) {
    // `Transaction.with(_:_:)`, written out (Docs/Performance.md, "Generic metadata").
    let outerTransaction = Transaction.current
    Transaction.current = transaction
    let effect = self.reduce(action)
    Transaction.current = outerTransaction
    // Most actions return no effect (Docs/Performance.md, "Generic metadata").
    guard !effect.isNone else { return }
    let outerOrigin = self.effectOrigin
    self.effectOrigin = action
    defer { self.effectOrigin = outerOrigin }
    self.run(effect, context: .root, into: &tasks)
  }

  private func reduce(_ action: Action) -> Effect<Action> {
    self.isReducing = true
    defer { self.isReducing = false }
    guard let dependencies = self.dependencies else {
      return self.reducer.reduce(into: &self.currentState, action: action)
    }
    // The body returns nothing, for the same reason as in `handle`.
    var effect = Effect<Action>.none
    DependencyValues.$_current.withValue(dependencies) {
      effect = self.reducer.reduce(into: &self.currentState, action: action)
    }
    return effect
  }

  // MARK: - Effects

  private func run(
    _ effect: Effect<Action>, context: EffectStartContext, into tasks: inout EffectHandle?
  ) {
    switch effect.operation {
    case .none:
      return

    case let .send(action, transaction):
      if self.isSending {
        self.enqueue(action, transaction: transaction)
      } else if let handle = self.send(action, transaction: transaction) {
        tasks.add(handle)
      }

    case let .run(name, priority, operation):
      tasks.add(
        self.startRun(
          name: name, priority: priority, body: operation.body,
          dependencies: operation.dependencies, location: operation.location,
          startsImmediately: operation.startsImmediately, context: context
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
        tasks.add(self.startConcatenation(effects, context: context))
      }

    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight {
        self.registryStorage?.cancel(CancelKey(namespace: context.namespace, id: id))
      }
      self.run(effect, context: context.cancellable(id: id), into: &tasks)

    case let .cancel(ids):
      for id in ids {
        self.registryStorage?.cancel(CancelKey(namespace: context.namespace, id: id))
      }

    case let .namespace(namespace, effect):
      self.run(effect, context: context.inNamespace(namespace), into: &tasks)

    case let .cancelNamespace(namespace):
      self.registryStorage?.cancel(CancelKey(namespace: context.namespace + [namespace], id: nil))
    }
  }

  /// Starts a `.run` effect: one task, which runs the operation and then waits for the
  /// effects started by the actions it sent.
  private func startRun(
    name: String?,
    priority: EffectPriority?,
    body: @escaping @Sendable (Send<Action>) async throws -> Void,
    dependencies: DependencyValues?,
    location: CallSite,
    startsImmediately: Bool = false,
    context: EffectStartContext
  ) -> RunningEffect {
    let root = self.rootEffect
    let registry = self.registry
    let effectRun = unsafeBitCast(self.effectRunClass, to: EffectRun<State, Action>.Type.self)
    let effect = effectRun.init(
      core: self,
      origin: self.effectOrigin,
      name: name,
      priority: priority,
      body: body,
      dependencies: dependencies,
      location: location,
      registry: registry,
      namespace: context.namespace,
      parent: self.currentParent ?? root,
      root: root
    )
    effect.file(under: context.keys, registry: registry)
    effect.start(effect.makeTask(immediately: startsImmediately))
    return effect
  }

  /// Handles an action sent by a running effect: the effects it starts are the effect's
  /// children.
  func send(_ action: Action, from effect: RunningEffect) {
    let outerParent = self.currentParent
    self.currentParent = effect
    defer { self.currentParent = outerParent }
    _ = self.send(action, transaction: Transaction.current, fromStore: false)
  }

  /// Starts a concatenation: one task that starts each effect when the previous one finished.
  private func startConcatenation(
    _ effects: [Effect<Action>], context: EffectStartContext
  ) -> RunningEffect {
    let root = self.rootEffect
    let effect = RunningEffect(parent: self.currentParent ?? root, root: root)
    let registry = self.registry
    nonisolated(unsafe) let origin = self.effectOrigin
    effect.file(under: context.keys, registry: registry)
    let task = Task { [weak self] in
      for step in effects {
        guard !Task.isCancelled, let self else { break }
        // Later steps start here, outside of the send: they keep the action they came from,
        // and belong to the concatenation.
        self.effectOrigin = origin
        let outerParent = self.currentParent
        self.currentParent = effect
        let handle = self.start(step, context: context)
        self.currentParent = outerParent
        self.effectOrigin = nil
        if let handle {
          await withTaskCancellationHandler {
            await handle.wait()
          } onCancel: {
            handle.cancel()
          }
        }
      }
      await effect.returned(registry: registry)
    }
    effect.start(task)
    return effect
  }

  /// The identity of the state, if it is observable state.
  private func readIdentity() -> ObservableStateID? {
    Self.readIdentity(at: &self.currentState, self.identity)
  }

  private static func readIdentity(
    at state: UnsafeMutablePointer<State>, _ reader: StateIdentityReader
  ) -> ObservableStateID? {
    reader.identity(at: UnsafeMutableRawPointer(state))
  }
}

/// The cancellation scope an effect starts in.
struct EffectStartContext {
  var namespace: [HashedID]
  var keys: [CancelKey]

  static let root = EffectStartContext(namespace: [], keys: [])
}
