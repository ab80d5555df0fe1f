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
  // The fields below are `@exclusivity(unchecked)`: they are main-actor state, touched in
  // short accesses that never overlap, and the dynamic check of each access (about 150
  // instructions, a thread-local access set) was a tenth of an effect's start. The one long
  // access is the reducer's `inout` state; reading the state while it runs is caught by
  // `isReducing` instead, with a message that says what happened.
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
  /// Reads the identity of an enum state; takes the state `inout` so that reading it does not
  /// copy the whole state.
  private let identity: ((inout State) -> ObservableStateID)?
  /// Where a struct state's identity number is, from the start of the state: read directly,
  /// it costs a load instead of two generic calls and a witness (see `readIdentity()`).
  private let identityNumberOffset: Int?
  /// A key path literal into a generic class is built anew each time it is evaluated; this one
  /// is built once, with the registrar.
  @exclusivity(unchecked) private var stateKeyPath: KeyPath<RootCore, State>?

  private var buffer: ContiguousArray<(Action, Transaction?)> = []
  /// Whether `buffer` holds anything. Asking the array itself costs a lookup of its element
  /// type's metadata on every send.
  @exclusivity(unchecked) private var isBuffering = false
  @exclusivity(unchecked) private var isSending = false
  /// The action whose effect is being started, for the warning about a send from a completed
  /// `.run`. Untyped: in this generic class, every copy of an `Action?` looks up the metadata
  /// of `Optional<Action>`, several times per effect, while an existential needs none (and most
  /// actions fit in it without an allocation).
  @exclusivity(unchecked) private var effectOrigin: Any?
  /// `EffectRun<State, Action>`, looked up once. Naming that type in `startRun` looks up the
  /// generic class's metadata on every effect, and the optimiser turns a stored metatype of the
  /// same static type back into that lookup, so it is kept untyped.
  private let effectRunClass: AnyClass = EffectRun<State, Action>.self

  /// - Parameters:
  ///   - reducer: The root's reducer, prepared with `dependencies`.
  init(initialState: State, reducer: Reduce<State, Action>, dependencies: DependencyValues?) {
    self.currentState = initialState
    self.reducer = reducer
    self.dependencies = dependencies
    let identityNumberOffset = Self.identityNumberOffset()
    self.identityNumberOffset = identityNumberOffset
    // Only a state whose identity is not one number (an enum's) is read through a function.
    self.identity = identityNumberOffset == nil ? Self.makeIdentity() : nil
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
  // (Two calls rather than one taking a closure: a closure capturing values of the generic
  // `Action` looks up a tuple's metadata for its context on every send.)

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

  // The queue's element is a tuple of the generic `Action`: code that touches it looks up the
  // tuple's metadata, which a function does on entry wherever it is used. Kept out of the
  // functions every send runs.

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
    // `Transaction.with(_:_:)`, written out: a generic call returning an `Effect<Action>` looks
    // up that type's metadata on every send.
    let outerTransaction = Transaction.current
    Transaction.current = transaction
    let effect = self.reduce(action)
    Transaction.current = outerTransaction
    // Most actions return no effect; looking into one costs metadata lookups.
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
    if let offset = self.identityNumberOffset {
      return ObservableStateID(number: Self.loadNumber(at: &self.currentState, offset: offset))
    }
    return self.identity?(&self.currentState)
  }

  private static func loadNumber(at state: UnsafeMutablePointer<State>, offset: Int) -> UInt64 {
    UnsafeRawPointer(state).load(fromByteOffset: offset, as: UInt64.self)
  }

  /// The offset of the identity number of a struct state whose identity is its registrar's (the
  /// identity of such a state is its number alone: only enum states have case tags).
  private static func identityNumberOffset() -> Int? {
    guard let type = State.self as? any ObservableState.Type,
      let registrar = type._$registrarOffset,
      let id = MemoryLayout<ObservationStateRegistrar>.offset(of: \.id),
      let number = MemoryLayout<ObservableStateID>.offset(of: \.number)
    else { return nil }
    return registrar + id + number
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

/// The cancellation scope an effect starts in.
struct EffectStartContext {
  var namespace: [HashedID]
  var keys: [CancelKey]

  static let root = EffectStartContext(namespace: [], keys: [])
}
