import Foundation

extension Effect where Action: Sendable {
  /// The actions the effect sends, run outside of any store: what TCA's own tests iterate to
  /// test an effect alone.
  ///
  /// ```swift
  /// for await action in effect.actions { … }
  /// ```
  ///
  /// The effect starts when the sequence is made and is cancelled when iteration stops. Its
  /// cancellation ids are filed where the caller's effects are (a store's effect, or no store:
  /// then `Task.cancel(id:)` from anywhere outside a store cancels it).
  @_spi(Internals) public var actions: AsyncStream<Action> {
    let (actions, continuation) = AsyncStream.makeStream(of: Action.self)
    let task = Task {
      await self.perform(Send.offMainActor { continuation.yield($0) })
      continuation.finish()
    }
    continuation.onTermination = { _ in task.cancel() }
    return actions
  }
}

extension Effect {
  /// Runs the effect outside of a store, sending its actions to `send`, and returns once all of
  /// its work has. Ids are filed in the registry of the current effect context, as the store
  /// files them in its own (see `RootCore.run`); only work filed under a key gets a task of its
  /// own, the rest runs in the caller's task.
  func perform(_ send: Send<Action>) async {
    let context = EffectContext.current
    await self.perform(
      send,
      in: EffectStartContext(namespace: context.namespace, keys: []),
      registry: context.registry
    )
  }

  private func perform(
    _ send: Send<Action>, in context: EffectStartContext, registry: CancellationRegistry
  ) async {
    switch self.operation {
    case .none:
      return

    case let .send(action, transaction):
      if let transaction {
        await send(action, transaction: transaction)
      } else {
        await send(action)
      }

    case let .run(_, priority, operation):
      let effectContext = EffectContext(registry: registry, namespace: context.namespace)
      await context.filed(in: registry, priority: priority?.priority) { _ in
        await EffectContext.$current.withValue(effectContext) { await operation(send) }
      }

    case let .merge(effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await effect.perform(send, in: context, registry: registry) }
        }
      }

    case let .concatenate(effects):
      await context.filed(in: registry) { context in
        for effect in effects {
          guard !Task.isCancelled else { break }
          await effect.perform(send, in: context, registry: registry)
        }
      }

    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight {
        registry.cancel(CancelKey(namespace: context.namespace, id: id))
      }
      await effect.perform(send, in: context.cancellable(id: id), registry: registry)

    case let .cancel(ids):
      for id in ids {
        registry.cancel(CancelKey(namespace: context.namespace, id: id))
      }

    case let .namespace(namespace, effect):
      await effect.perform(send, in: context.inNamespace(namespace), registry: registry)

    case let .cancelNamespace(namespace):
      registry.cancel(CancelKey(namespace: context.namespace + [namespace], id: nil))
    }
  }
}

extension EffectStartContext {
  /// The context of an effect made cancellable by `id`: filed under the id in every enclosing
  /// feature's namespace too, as TCA does, so that a parent can cancel its children's effects
  /// with the children's ids (while a row or a sibling, whose namespace is not a prefix,
  /// cannot).
  func cancellable(id: HashedID) -> Self {
    var inner = self
    for depth in 0...self.namespace.count {
      inner.keys.append(CancelKey(namespace: Array(self.namespace.prefix(depth)), id: id))
    }
    return inner
  }

  /// The context of an effect in a child feature's namespace.
  func inNamespace(_ namespace: HashedID) -> Self {
    var inner = self
    inner.namespace.append(namespace)
    inner.keys.append(CancelKey(namespace: inner.namespace, id: nil))
    return inner
  }

  /// Runs `work` in the caller's task, or, if the context has keys, in a task of its own filed
  /// under them, so that it can be cancelled by id. `work` gets the context to run in: without
  /// those keys once filed (what runs inline in the filed task is cancelled with it, and needs
  /// no task of its own).
  fileprivate func filed(
    in registry: CancellationRegistry,
    priority: TaskPriority? = nil,
    _ work: @escaping @Sendable (Self) async -> Void
  ) async {
    guard !self.keys.isEmpty else { return await work(self) }
    let inner = Self(namespace: self.namespace, keys: [])
    _ = await registry.run(filedUnder: self.keys, priority: priority) { await work(inner) }
  }
}
