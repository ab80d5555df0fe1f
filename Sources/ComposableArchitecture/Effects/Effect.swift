import ConcurrencyExtras
import Foundation

/// Work that a reducer asks the store to do after it has changed the state, whose actions are
/// fed back into the store.
///
/// ```swift
/// case .refresh:
///   return .run { [count = state.count] send in
///     await send(.factResponse(Result { try await factClient.fetch(count) }))
///   }
///   .cancellable(id: CancelID.factRequest)
/// ```
public struct Effect<Action>: Sendable {
  @usableFromInline
  indirect enum Operation: @unchecked Sendable {
    case none
    /// An action handled inside the `send` that produced it, after the current action.
    case send(Action, Transaction?)
    /// The task's name and priority, and its work. Three values, as in TCA, whose own tests
    /// match `.run(_, _, let operation)` and call `operation` with a `Send`.
    case run(name: String?, priority: EffectPriority?, operation: EffectOperation<Action>)
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    case cancellable(id: HashedID, cancelInFlight: Bool, Effect<Action>)
    case cancel(ids: [HashedID])
    /// Puts the cancellation ids of the wrapped effect in a child's namespace, so that a child
    /// feature's ids never collide with its siblings' and the whole child can be cancelled.
    case namespace(HashedID, Effect<Action>)
    /// Cancels every effect started in a child's namespace.
    case cancelNamespace(HashedID)
  }

  @usableFromInline
  let operation: Operation

  @usableFromInline
  init(operation: Operation) {
    self.operation = operation
  }
}

/// A task priority as its raw value, which copies as a byte (Docs/Performance.md, "Generic
/// metadata").
@usableFromInline
struct EffectPriority: Sendable {
  let rawValue: UInt8

  init(_ priority: TaskPriority) {
    self.rawValue = priority.rawValue
  }

  var priority: TaskPriority { TaskPriority(rawValue: self.rawValue) }
}

/// The work of a `.run` effect, kept in the effect's own storage (no object of its own: one
/// allocation less per effect, freed on another thread). Every field has a layout known when
/// this module is compiled, so a copy is a few retains.
///
/// Calling it runs the work with the dependencies it was made with, and reports what it throws:
/// the store reads the fields instead, to bind the dependencies with its own context.
@usableFromInline
struct EffectOperation<Action>: Sendable {
  /// What the work throws goes to `reportUncaught` (work given a `catch` handler is wrapped so
  /// that it handles its errors itself).
  let body: @Sendable (Send<Action>) async throws -> Void
  /// The dependencies the work runs with; `nil` for the caller's.
  let dependencies: DependencyValues?
  /// Where `Effect.run` was called, for the issue about an error nobody handled.
  let location: CallSite
  /// Whether the store starts the work at once, inside the `send` that runs the effect, until
  /// it first suspends (a publisher effect subscribes then, as TCA's store does).
  var startsImmediately = false
  /// A publisher effect's publisher, so that operators TCA builds from Combine operators (the
  /// deprecated `debounce`) can extend the pipeline instead of wrapping the effect.
  var publisher: EffectPublisherSource<Action>? = nil

  /// Runs the work, reporting an error it throws that nobody handled.
  func callAsFunction(_ send: Send<Action>) async {
    do {
      if let dependencies = self.dependencies {
        try await DependencyValues.$_current.withValue(dependencies) { try await self.body(send) }
      } else {
        try await self.body(send)
      }
    } catch {
      self.reportUncaught(error)
    }
  }

  /// The same work and context, with another body (one that transforms or wraps this one's).
  func withBody<NewAction>(
    _ body: @escaping @Sendable (Send<NewAction>) async throws -> Void
  ) -> EffectOperation<NewAction> {
    EffectOperation<NewAction>(
      body: body, dependencies: self.dependencies, location: self.location,
      startsImmediately: self.startsImmediately
    )
  }

  /// Reports an error the work threw that nobody handled.
  func reportUncaught(_ error: any Error) {
    self.location.reportUncaughtEffectError(error)
  }
}

extension CallSite {
  /// Reports an error that the `Effect.run` called here threw, unless it is a cancellation
  /// (thrown, or any error of a cancelled effect), as TCA does. Not on `EffectOperation`
  /// (Docs/Performance.md, "Generic metadata").
  func reportUncaughtEffectError(_ error: any Error) {
    if error is CancellationError || Task.isCancelled { return }
    let location = self
    reportIssue(
      """
      An "Effect.run" returned from "\(location.fileID):\(location.line)" threw an unhandled \
      error.

      \(String(customDumping: error).indent(by: 4))

      All non-cancellation errors must be explicitly handled via the "catch" parameter on \
      "Effect.run", or via a "do" block.
      """,
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column
    )
  }
}

/// An effect over a feature's actions, as in `EffectOf<Feature>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

extension Effect {
  /// An effect that does nothing and finishes at once.
  @inlinable
  public static var none: Self {
    Self(operation: .none)
  }

  /// An effect that sends an action back into the store right away, inside the same `send`.
  ///
  /// Prefer calling shared logic directly; this is for the rare case where a reducer must
  /// re-enter itself.
  @inlinable
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action, nil))
  }

  /// An effect that sends an action back into the store right away, with an animation.
  public static func send(_ action: Action, animation: Animation? = nil) -> Self {
    Self(operation: .send(action, animation.map { Transaction(animation: $0) }))
  }

  /// An effect that runs asynchronous work, sending actions back through `send`.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     await send(.timerTicked)
  ///   }
  /// }
  /// ```
  ///
  /// The operation runs with the dependencies of the reducer that returned the effect. Once the
  /// effect is cancelled, `send` ignores further actions. An error thrown by `operation` goes to
  /// `handler`; with no handler, an error that is not a cancellation is reported as an issue.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the operation.
  ///   - name: The name of the task that runs the operation, for debugging tools.
  ///   - operation: The work to do.
  ///   - handler: What to do with an error the operation throws.
  ///   - fileID: The file ID of the call site, for the issue reported for an unhandled error.
  ///   - filePath: The file path of the call site, for the issue reported for an unhandled error.
  ///   - line: The line of the call site, for the issue reported for an unhandled error.
  ///   - column: The column of the call site, for the issue reported for an unhandled error.
  /// - Returns: An effect.
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    // The dependencies of the reducer that returned the effect, captured once; the store
    // binds them around the operation (see `EffectRun`).
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    // Without a handler, the operation is stored as it is, and the effect's task reports what
    // it throws (see `EffectOperation.reportUncaught`): no wrapping closure to allocate.
    let body: @Sendable (Send<Action>) async throws -> Void
    if let handler {
      body = { send in
        do {
          try await operation(send)
        } catch is CancellationError {
          return
        } catch {
          if Task.isCancelled { return }
          await handler(error, send)
        }
      }
    } else {
      body = operation
    }
    return Self(
      operation: .run(
        name: name,
        priority: priority.map(EffectPriority.init),
        operation: EffectOperation(
          body: body, dependencies: DependencyValues._current, location: location
        )
      )
    )
  }

  /// Runs several effects at the same time.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    Self.merge(effects)
  }

  /// Runs a sequence of effects at the same time.
  @inlinable
  public static func merge<S: Sequence>(_ effects: S) -> Self where S.Element == Self {
    effects.reduce(.none) { $0.merge(with: $1) }
  }

  /// Runs this effect and another at the same time.
  @inlinable
  public func merge(with other: Self) -> Self {
    // Kept small enough to inline: composed reducers merge effects at every level, and most
    // of them are `.none`.
    if self.isNone { return other }
    if other.isNone { return self }
    return self.mergeEffects(with: other)
  }

  @usableFromInline
  func mergeEffects(with other: Self) -> Self {
    switch (self.operation, other.operation) {
    case (.none, _): return other
    case (_, .none): return self
    case let (.merge(lhs), .merge(rhs)): return Self(operation: .merge(lhs + rhs))
    case let (.merge(lhs), _): return Self(operation: .merge(lhs + [other]))
    case let (_, .merge(rhs)): return Self(operation: .merge([self] + rhs))
    case let (.run(lhsName, lhsPriority, lhs), .run(rhsName, rhsPriority, rhs))
    where !lhs.startsImmediately && !rhs.startsImmediately:
      // Fused into one `.run` over a task group, as TCA does: code that takes an effect apart
      // (TCA's own tests) sees one operation. (A publisher effect is not a `.run` in TCA.)
      return Self.fusedRun(location: lhs.location) { send in
        await withTaskGroup(of: Void.self) { group in
          group.addTask(name: lhsName, priority: lhsPriority?.priority) { await lhs(send) }
          group.addTask(name: rhsName, priority: rhsPriority?.priority) { await rhs(send) }
        }
      }
    default: return Self(operation: .merge([self, other]))
    }
  }

  /// A `.run` made of other runs' operations, each of which binds its own dependencies and
  /// reports its own errors.
  private static func fusedRun(
    location: CallSite, _ body: @escaping @Sendable (Send<Action>) async -> Void
  ) -> Self {
    Self(
      operation: .run(
        name: nil, priority: nil,
        operation: EffectOperation(body: body, dependencies: nil, location: location)
      )
    )
  }

  /// Runs one step of a fused concatenation: in a task of its own when it asks for a priority.
  private static func runStep(
    _ operation: EffectOperation<Action>, name: String?, priority: EffectPriority?,
    _ send: Send<Action>
  ) async {
    guard let priority else { return await operation(send) }
    await Task(name: name, priority: priority.priority) { await operation(send) }.cancellableValue
  }

  /// Runs several effects one after another, each starting when the previous one finished.
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self {
    Self.concatenate(effects)
  }

  /// Runs a collection of effects one after another.
  @inlinable
  public static func concatenate<C: Collection>(_ effects: C) -> Self where C.Element == Self {
    effects.reduce(.none) { $0.concatenate(with: $1) }
  }

  /// Runs this effect, then the other once this one has finished.
  @inlinable
  public func concatenate(with other: Self) -> Self {
    switch (self.operation, other.operation) {
    case (.none, _): return other
    case (_, .none): return self
    case let (.concatenate(lhs), .concatenate(rhs)): return Self(operation: .concatenate(lhs + rhs))
    case let (.concatenate(lhs), _): return Self(operation: .concatenate(lhs + [other]))
    case let (_, .concatenate(rhs)): return Self(operation: .concatenate([self] + rhs))
    case (.run, .run): return self.concatenatedRuns(with: other)
    default: return Self(operation: .concatenate([self, other]))
    }
  }

  /// Two `.run`s one after the other, fused into one `.run` as TCA does.
  @usableFromInline
  func concatenatedRuns(with other: Self) -> Self {
    guard
      case let .run(lhsName, lhsPriority, lhs) = self.operation,
      case let .run(rhsName, rhsPriority, rhs) = other.operation,
      !lhs.startsImmediately, !rhs.startsImmediately
    else { return Self(operation: .concatenate([self, other])) }
    return Self.fusedRun(location: lhs.location) { send in
      await Self.runStep(lhs, name: lhsName, priority: lhsPriority, send)
      await Self.runStep(rhs, name: rhsName, priority: rhsPriority, send)
    }
  }

  /// Transforms the actions this effect sends.
  ///
  /// - Parameter transform: A function from this effect's actions to another type's.
  /// - Returns: An effect sending the transformed actions.
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    switch self.operation {
    case .none:
      return .none
    case let .send(action, transaction):
      return Effect<T>(operation: .send(transform(action), transaction))
    case let .run(name, priority, operation):
      return Effect<T>(
        operation: .run(
          name: name,
          priority: priority,
          operation: operation.withBody { send in
            try await operation.body(Send { action in send(transform(action)) })
          }
        )
      )
    case let .merge(effects):
      return Effect<T>(operation: .merge(effects.map { $0.map(transform) }))
    case let .concatenate(effects):
      return Effect<T>(operation: .concatenate(effects.map { $0.map(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<T>(
        operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case let .cancel(ids):
      return Effect<T>(operation: .cancel(ids: ids))
    case let .namespace(namespace, effect):
      return Effect<T>(operation: .namespace(namespace, effect.map(transform)))
    case let .cancelNamespace(namespace):
      return Effect<T>(operation: .cancelNamespace(namespace))
    }
  }

  /// Whether the effect does all its work when it is started (it runs no task).
  var isSynchronous: Bool {
    switch self.operation {
    case .none, .send, .cancel, .cancelNamespace:
      return true
    case .run:
      return false
    case let .merge(effects), let .concatenate(effects):
      return effects.allSatisfy(\.isSynchronous)
    case let .cancellable(_, _, effect), let .namespace(_, effect):
      return effect.isSynchronous
    }
  }

  /// Whether the effect does nothing at all.
  @inlinable
  var isNone: Bool {
    if case .none = self.operation { return true }
    return false
  }
}
