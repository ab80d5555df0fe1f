/// A running `.run` effect: its node in the store's effect tree, and everything its task needs.
///
/// One object per effect on purpose: the task's closure and the effect's `Send` each capture
/// only this object, and a closure over a single object uses it as its context, where one over
/// several values would allocate a context of its own.
final class EffectRun<State, Action>: RunningEffect, @unchecked Sendable {
  private weak var core: RootCore<State, Action>?
  /// The action whose reducer returned the effect, for the warning about a send from a
  /// completed effect. Only read on the main actor.
  private let origin: Any?
  private let name: String?
  private let priority: EffectPriority?
  /// The operation's work, let go of when it returns (a `StoreTask` may keep this object for
  /// long): what it captured goes with the effect, as it would with a task's closure. Only
  /// touched by the effect's task. Kept field by field rather than as an `EffectOperation`
  /// (Docs/Performance.md, "Generic metadata").
  private var body: (@Sendable (Send<Action>) async throws -> Void)?
  private let dependencies: DependencyValues?
  private let location: CallSite
  private let registry: CancellationRegistry
  private let namespace: [HashedID]

  required init(
    core: RootCore<State, Action>,
    origin: Any?,
    name: String?,
    priority: EffectPriority?,
    body: @escaping @Sendable (Send<Action>) async throws -> Void,
    dependencies: DependencyValues?,
    location: CallSite,
    registry: CancellationRegistry,
    namespace: [HashedID],
    parent: RunningEffect,
    root: RunningEffect
  ) {
    self.core = core
    self.origin = origin
    self.name = name
    self.priority = priority
    self.body = body
    self.dependencies = dependencies
    self.location = location
    self.registry = registry
    self.namespace = namespace
    super.init(parent: parent, root: root)
  }

  /// Makes the effect's task. Started on the main actor, as TCA's store starts an effect's
  /// task: main-actor work queued before the `send` (a view reading the state the `send` left)
  /// runs before the operation, which then hops off the main actor. Not detached: the effect
  /// keeps the task-locals of the send (the current test, for one).
  ///
  /// Made `immediately`, the task runs here, inside the store's `send`, until it first
  /// suspends: `execute` and `perform` run where they are called, so a nonisolated operation
  /// (a publisher effect's) starts without a hop.
  nonisolated func makeTask(immediately: Bool = false) -> Task<Void, Never> {
    if immediately {
      return Task.immediate(name: self.name, priority: self.priority?.priority) {
        await self.execute()
      }
    }
    return Task(name: self.name, priority: self.priority?.priority) { @MainActor in
      await self.executeOffMainActor()
    }
  }

  /// The effect's work, off the main actor: the task-locals, the operation and the wait for
  /// the children run where the operation does, and only the task's end returns to the main
  /// actor.
  @concurrent private nonisolated func executeOffMainActor() async {
    await self.execute()
  }

  private nonisolated(nonsending) func execute() async {
    let send = Send<Action>.offMainActor { action in self.receive(action) }
    let context = EffectContext(registry: self.registry, namespace: self.namespace, effect: self)
    if let dependencies = self.dependencies {
      await DependencyValues.$_current.withValue(dependencies) {
        await EffectContext.$current.withValue(context) { await self.perform(send) }
      }
    } else {
      await EffectContext.$current.withValue(context) { await self.perform(send) }
    }
    // Most effects start nothing that outlives them: no asynchronous call for those.
    if !self.returnedWithoutChildren(registry: self.registry) {
      await self.waitForChildren()
    }
  }

  private nonisolated(nonsending) func perform(_ send: Send<Action>) async {
    guard let body = self.body else { return }
    self.body = nil
    do {
      try await body(send)
    } catch {
      self.location.reportUncaughtEffectError(error)
    }
  }

  /// An action the operation sent: handled by the store, as a child of this effect.
  @MainActor
  private func receive(_ action: Action) {
    guard let core = self.core else { return }
    if self.hasReturned {
      reportIssue(
        """
        An action was sent from a completed effect.

          Action:
            \(debugCaseOutput(action))

          Effect returned from:
            \(self.origin.map { debugCaseOutput($0) } ?? "nil")

        Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
        completed. This can happen if you escape the 'send' argument in an unstructured context.

        To fix this, make sure that your 'run' closure does not return until you're done \
        calling 'send'.
        """
      )
    }
    core.send(action, from: self)
  }
}
