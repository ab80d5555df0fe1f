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
/// The tree is touched only on the main actor; `task` is written once, before the effect is
/// shared, and may be read anywhere.
final class RunningEffect: Hashable, @unchecked Sendable {
  private(set) var task: Task<Void, Never>?
  private var parent: RunningEffect?
  private var firstChild: RunningEffect?
  private var previousSibling: RunningEffect?
  private var nextSibling: RunningEffect?
  /// Whether the effect's own work (its operation, or its last step) has returned.
  private(set) var hasReturned = false
  /// Where the effect is filed for cancellation by id, if it can be.
  private var registration: CancellationRegistry.Registration?
  private var isChainCancelled = false
  /// Resumed when the last child finishes after the effect's own work returned.
  private var waiter: UnsafeContinuation<Void, Never>?

  /// A root node, parent of the effects started by actions sent to the store.
  init() {}

  /// An effect, a child of `parent`, or of `root` when the parent has already finished (an
  /// action sent through an escaped `send`).
  @MainActor
  init(parent: RunningEffect, root: RunningEffect) {
    let parent = parent.hasFinished ? root : parent
    self.parent = parent
    self.nextSibling = parent.firstChild
    parent.firstChild?.previousSibling = self
    parent.firstChild = self
    self.isChainCancelled = parent.isChainCancelled
  }

  /// Whether the effect's work and its children are done (it is leaving, or has left, the tree).
  @MainActor
  var hasFinished: Bool {
    self.hasReturned && self.firstChild == nil && self.waiter == nil
  }

  /// Sets the effect's task, and files it for cancellation under `keys`; called once, right
  /// after the task is made. Only effects that can be cancelled by id or namespace are filed.
  @MainActor
  func start(_ task: Task<Void, Never>, keys: [CancelKey], registry: CancellationRegistry) {
    self.task = task
    if self.isChainCancelled { task.cancel() }
    if !keys.isEmpty { self.registration = registry.insert(task, keys: keys) }
  }

  /// Takes the effect out of the registry once its own work has returned: cancelling by id
  /// stops that work only, never the effects its actions started.
  @MainActor
  func unregister(from registry: CancellationRegistry) {
    guard let registration = self.registration else { return }
    registry.remove(registration)
    self.registration = nil
  }

  /// Called by the effect's task when its own work has returned: waits for the children, then
  /// leaves the tree.
  @MainActor
  func returned() async {
    if !self.returnedWithoutChildren() { await self.waitForChildren() }
  }

  /// Marks the effect's own work as returned and, if no child is running, takes the effect out
  /// of the tree. Returns whether it did; if not, the task must `waitForChildren()` next.
  ///
  /// Split from `returned()` so that the common case costs no asynchronous call.
  @MainActor
  func returnedWithoutChildren() -> Bool {
    self.hasReturned = true
    guard self.firstChild == nil else { return false }
    self.leaveParent()
    return true
  }

  @MainActor
  func waitForChildren() async {
    await withUnsafeContinuation { self.waiter = $0 }
    self.leaveParent()
  }

  @MainActor
  private func leaveParent() {
    guard let parent = self.parent else { return }
    if let previous = self.previousSibling {
      previous.nextSibling = self.nextSibling
    } else {
      parent.firstChild = self.nextSibling
    }
    self.nextSibling?.previousSibling = self.previousSibling
    self.parent = nil
    self.previousSibling = nil
    self.nextSibling = nil
    if parent.firstChild == nil, let waiter = parent.waiter {
      parent.waiter = nil
      waiter.resume()
    }
  }

  /// The children still running.
  @MainActor
  var childCount: Int {
    var count = 0
    var child = self.firstChild
    while let next = child {
      count += 1
      child = next.nextSibling
    }
    return count
  }

  /// Cancels the effect and every effect started by the actions it (or they) sent, including
  /// ones started later by actions already on their way.
  ///
  /// Walks the tree with a list rather than recursion: a feature that re-sends the action of
  /// its own effect (a poll) makes a chain as long as it has run.
  @MainActor
  func cancelChain() {
    var pending = [self]
    while let effect = pending.popLast() {
      effect.isChainCancelled = true
      effect.task?.cancel()
      var child = effect.firstChild
      while let next = child {
        pending.append(next)
        child = next.nextSibling
      }
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

  /// Waits for the effects and their chains. Not cancelled with the waiting task.
  var value: Void {
    get async {
      switch self {
      case let .one(effect): await effect.task?.value
      case let .many(effects): for effect in effects { await effect.task?.value }
      }
    }
  }

  /// Cancels the effects and their chains. The tasks are cancelled at once from any thread; the
  /// chains from the main actor.
  func cancel() {
    for effect in self.effects { effect.task?.cancel() }
    if Thread.isMainThread {
      MainActor.assumeIsolated { self.cancelChains() }
    } else {
      Task { @MainActor in self.cancelChains() }
    }
  }

  @MainActor
  private func cancelChains() {
    for effect in self.effects { effect.cancelChain() }
  }

  var isCancelled: Bool {
    self.effects.allSatisfy { $0.task?.isCancelled ?? true }
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
