import Foundation

/// One asynchronous effect of a root store (a `.run`, or a concatenation), from its start until
/// it and the effects started by the actions it sent have finished.
///
/// The effects of a store form a tree: the effects an action started are children of the effect
/// that sent the action (or of the store's root node, for an action sent to the store). An
/// effect's task returns only once its children have finished, so awaiting a task waits for the
/// whole chain, and no wrapper task is needed for that. Children are kept in an intrusive list,
/// so that a long-living effect holds only the children still running.
///
/// The tree is guarded by one lock per root store, not by the main actor: an effect leaves it
/// where its operation ran, off the main actor, without waiting for a main-actor job (only its
/// task's very end returns there). Never cancel a task while holding the lock: cancellation
/// handlers run synchronously, and one may cancel a chain of this tree.
///
/// Not final: a `.run` effect's node is an `EffectRun`, which holds what its task needs.
class RunningEffect: Hashable, @unchecked Sendable {
  /// The root node's lock, shared by every node of the tree.
  private let lock: NSLock
  private var task: Task<Void, Never>?
  private var parent: RunningEffect?
  private var firstChild: RunningEffect?
  private var previousSibling: RunningEffect?
  private var nextSibling: RunningEffect?
  /// Whether the effect's own work (its operation, or its last step) has returned.
  private var hasReturnedStorage = false
  /// Where the effect is filed for cancellation by id, if it can be.
  private var registration: CancellationRegistry.Registration?
  private var isChainCancelled = false
  /// Whether the effect was cancelled by id before its task was set: the task is cancelled as
  /// soon as it is.
  private var isCancelledBeforeStart = false
  /// Resumed when the last child finishes after the effect's own work returned.
  private var waiter: UnsafeContinuation<Void, Never>?

  /// A root node, parent of the effects started by actions sent to the store.
  init() {
    self.lock = NSLock()
  }

  /// An effect, a child of `parent`, or of `root` when the parent has already finished (an
  /// action sent through an escaped `send`).
  init(parent: RunningEffect, root: RunningEffect) {
    self.lock = root.lock
    self.lock.withLock {
      let parent = parent.hasFinishedLocked ? root : parent
      self.parent = parent
      self.nextSibling = parent.firstChild
      parent.firstChild?.previousSibling = self
      parent.firstChild = self
      self.isChainCancelled = parent.isChainCancelled
    }
  }

  /// Whether the effect's own work has returned.
  var hasReturned: Bool {
    self.lock.withLock { self.hasReturnedStorage }
  }

  /// Whether the effect's work and its children are done (it is leaving, or has left, the
  /// tree): no child can join it, and awaiting it need not wait.
  var hasFinished: Bool {
    self.lock.withLock { self.hasFinishedLocked }
  }

  private var hasFinishedLocked: Bool {
    self.hasReturnedStorage && self.firstChild == nil && self.waiter == nil
  }

  /// Files the effect for cancellation under `keys`, before its task is made: a publisher
  /// effect's task runs at once, and may cancel its own id (`Task.cancel(id:)`), before `start`
  /// is called. Only effects that can be cancelled by id or namespace are filed.
  func file(under keys: [CancelKey], registry: CancellationRegistry) {
    guard !keys.isEmpty else { return }
    self.lock.withLock {
      self.registration = registry.insert(self, keys: keys)
    }
  }

  /// Sets the effect's task; called once, right after the task is made.
  func start(_ task: Task<Void, Never>) {
    let isCancelled = self.lock.withLock {
      self.task = task
      return self.isChainCancelled || self.isCancelledBeforeStart
    }
    if isCancelled { task.cancel() }
  }

  /// Called by the effect's task when its own work has returned: takes it out of the registry
  /// (cancelling by id stops that work only, never the effects its actions started), waits for
  /// the children, then leaves the tree.
  func returned(registry: CancellationRegistry) async {
    if !self.returnedWithoutChildren(registry: registry) { await self.waitForChildren() }
  }

  /// Marks the effect's own work as returned and, if no child is running, takes the effect out
  /// of the tree. Returns whether it did; if not, the task must `waitForChildren()` next.
  ///
  /// Split from `returned(registry:)` so that the common case costs no asynchronous call.
  func returnedWithoutChildren(registry: CancellationRegistry) -> Bool {
    let (hasLeft, parentWaiter) = self.lock.withLock {
      () -> (Bool, UnsafeContinuation<Void, Never>?) in
      if let registration = self.registration {
        registry.remove(registration)
        self.registration = nil
      }
      self.hasReturnedStorage = true
      guard self.firstChild == nil else { return (false, nil) }
      return (true, self.leaveParentLocked())
    }
    parentWaiter?.resume()
    return hasLeft
  }

  /// Marks the effect's own work as returned before its task has ended (a publisher effect
  /// whose publisher completed on the main thread), taking it out of the tree if no child is
  /// running. The task still calls `returnedWithoutChildren(registry:)` when it ends, which then
  /// finds nothing left to do, or waits for the children.
  func markReturned(registry: CancellationRegistry) {
    _ = self.returnedWithoutChildren(registry: registry)
  }

  func waitForChildren() async {
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      let isDone = self.lock.withLock {
        if self.firstChild == nil { return true }
        self.waiter = continuation
        return false
      }
      if isDone { continuation.resume() }
    }
    let parentWaiter = self.lock.withLock { self.leaveParentLocked() }
    parentWaiter?.resume()
  }

  /// Unlinks the effect from its parent; returns the parent's waiter if this was the last child
  /// the parent waited for, to be resumed outside the lock.
  private func leaveParentLocked() -> UnsafeContinuation<Void, Never>? {
    guard let parent = self.parent else { return nil }
    if let previous = self.previousSibling {
      previous.nextSibling = self.nextSibling
    } else {
      parent.firstChild = self.nextSibling
    }
    self.nextSibling?.previousSibling = self.previousSibling
    self.parent = nil
    self.previousSibling = nil
    self.nextSibling = nil
    guard parent.firstChild == nil, let waiter = parent.waiter else { return nil }
    parent.waiter = nil
    return waiter
  }

  /// The children still running.
  var childCount: Int {
    self.lock.withLock {
      var count = 0
      var child = self.firstChild
      while let next = child {
        count += 1
        child = next.nextSibling
      }
      return count
    }
  }

  /// The effects below this one whose own work has not returned (an effect that only waits for
  /// its children is not counted: its children are).
  var descendantsInFlight: [RunningEffect] {
    self.lock.withLock {
      var found: [RunningEffect] = []
      var pending = [self]
      while let effect = pending.popLast() {
        var child = effect.firstChild
        while let next = child {
          if !next.hasReturnedStorage { found.append(next) }
          pending.append(next)
          child = next.nextSibling
        }
      }
      return found
    }
  }

  /// Cancels the effect and every effect started by the actions it (or they) sent, including
  /// ones started later by actions already on their way. Callable from any thread.
  ///
  /// Walks the tree with a list rather than recursion: a feature that re-sends the action of
  /// its own effect (a poll) makes a chain as long as it has run.
  func cancelChain() {
    let tasks = self.lock.withLock {
      var tasks: [Task<Void, Never>] = []
      var pending = [self]
      while let effect = pending.popLast() {
        effect.isChainCancelled = true
        if let task = effect.task { tasks.append(task) }
        var child = effect.firstChild
        while let next = child {
          pending.append(next)
          child = next.nextSibling
        }
      }
      return tasks
    }
    for task in tasks { task.cancel() }
  }

  /// Waits for the effect's task, on the caller's executor.
  nonisolated(nonsending)
    func wait() async
  {
    guard !self.hasFinished, let task = self.lock.withLock({ self.task }) else { return }
    await task.value
  }

  var isCancelled: Bool {
    self.lock.withLock { self.task }?.isCancelled ?? true
  }
}

/// Cancelled by id: the effect's own work stops, not the effects its actions started.
extension RunningEffect: CancellableTask {
  func cancel() {
    let task = self.lock.withLock { () -> Task<Void, Never>? in
      if self.task == nil { self.isCancelledBeforeStart = true }
      return self.task
    }
    if let task {
      task.cancel()
    } else if EffectContext.current.effect === self {
      // The operation cancelled its own id before the store set its task: it is running here.
      withUnsafeCurrentTask { $0?.cancel() }
    }
  }
}

extension RunningEffect {
  static func == (lhs: RunningEffect, rhs: RunningEffect) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The asynchronous effects one `send` started.
enum EffectHandle: Hashable, Sendable {
  case one(RunningEffect)
  case many([RunningEffect])

  /// This handle and one more effect.
  func adding(_ effect: RunningEffect) -> Self {
    switch self {
    case let .one(first): return .many([first, effect])
    case let .many(effects): return .many(effects + [effect])
    }
  }

  var effects: [RunningEffect] {
    switch self {
    case let .one(effect): return [effect]
    case let .many(effects): return effects
    }
  }

  /// Waits for the effects and their chains, on the caller's executor. Not cancelled with the
  /// waiting task.
  nonisolated(nonsending)
    func wait() async
  {
    switch self {
    case let .one(effect): await effect.wait()
    case let .many(effects): for effect in effects { await effect.wait() }
    }
  }

  /// Whether the effects and their chains are done.
  var hasFinished: Bool {
    switch self {
    case let .one(effect): return effect.hasFinished
    case let .many(effects): return effects.allSatisfy(\.hasFinished)
    }
  }

  /// Cancels the effects and their chains, from any thread.
  func cancel() {
    for effect in self.effects { effect.cancelChain() }
  }

  var isCancelled: Bool {
    self.effects.allSatisfy(\.isCancelled)
  }
}

extension EffectHandle? {
  /// Collects the effects one `send` starts, without an array for the common single effect.
  mutating func add(_ effect: RunningEffect) {
    self = self?.adding(effect) ?? .one(effect)
  }

  mutating func add(_ handle: EffectHandle) {
    for effect in handle.effects { self.add(effect) }
  }
}
