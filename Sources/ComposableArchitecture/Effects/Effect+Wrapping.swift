extension Effect {
  /// This effect with each of its asynchronous operations run inside `wrap`, which receives
  /// the operation's `send` and the operation itself, to call with that `send` or one that
  /// wraps it. Cancellation and ordering are kept.
  func wrappingRuns(
    _ wrap: @escaping @Sendable (
      _ send: Send<Action>, _ operation: @Sendable (Send<Action>) async throws -> Void
    ) async throws -> Void
  ) -> Self {
    switch self.operation {
    case .none, .send, .cancel, .cancelNamespace:
      return self
    case let .run(name, priority, operation):
      return Self(
        operation: .run(
          name: name,
          priority: priority,
          operation: operation.withBody { send in
            try await wrap(send, operation.body)
          }
        )
      )
    case let .merge(effects):
      return Self(operation: .merge(effects.map { $0.wrappingRuns(wrap) }))
    case let .concatenate(effects):
      return Self(operation: .concatenate(effects.map { $0.wrappingRuns(wrap) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Self(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight, effect.wrappingRuns(wrap)
        )
      )
    case let .namespace(namespace, effect):
      return Self(operation: .namespace(namespace, effect.wrappingRuns(wrap)))
    }
  }
}
