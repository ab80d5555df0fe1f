/// Dismisses the presented feature it belongs to, from inside that feature's effects.
///
/// ```swift
/// @Reducer
/// struct EditFeature {
///   @Dependency(\.dismiss) var dismiss
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .closeButtonTapped:
///         return .run { _ in await self.dismiss() }
///       }
///     }
///   }
/// }
/// ```
///
/// `ifLet` gives a presented child a `dismiss` that sends the parent's
/// `PresentationAction.dismiss`, and `forEach` over a `StackState` gives each element one that
/// sends `StackAction.popFrom(id:)`. Either way the child's effects, including the one that
/// called `dismiss`, are then cancelled: send nothing after it.
public struct DismissEffect: Sendable {
  /// Which presentation this dismisses; `nil` outside of any.
  let token: DismissToken?
  /// A dismissal given by the user, which replaces the presentation's.
  let custom: (@MainActor @Sendable () -> Void)?

  init(token: DismissToken?) {
    self.token = token
    self.custom = nil
  }

  /// A dismissal that runs `dismiss`, for testing a child feature on its own.
  ///
  /// ```swift
  /// let isDismissed = LockIsolated(false)
  /// let store = TestStore(initialState: Child.State()) {
  ///   Child()
  /// } withDependencies: {
  ///   $0.dismiss = DismissEffect { isDismissed.setValue(true) }
  /// }
  /// ```
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.token = nil
    self.custom = dismiss
  }

  /// Dismisses the feature.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.dismiss(
      transaction: nil, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Dismisses the feature with an animation.
  public func callAsFunction(
    animation: Animation?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.dismiss(
      transaction: Transaction(animation: animation),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Dismisses the feature inside a transaction.
  public func callAsFunction(
    transaction: Transaction,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.dismiss(
      transaction: transaction, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  private func dismiss(
    transaction: Transaction?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) async {
    if let custom = self.custom {
      await custom()
      return
    }
    guard let token = self.token else {
      reportIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed.

        This is generally considered an application logic error, and can happen when a reducer \
        assumes it runs in a presentation context. If a reducer can run at both the root level \
        of an application, as well as in a presentation destination, use \
        @Dependency(\\.isPresented) to determine if the reducer is being presented before calling \
        @Dependency(\\.dismiss).
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    guard let dismisser = DismissToken.dismissers[ObjectIdentifier(token)] else {
      reportIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)" from outside of the effects of \
        the presented feature.

        Call "dismiss" from an effect the presented feature returned, such as "Effect.run", \
        not from a task the effect does not own.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    await dismisser(transaction)
  }
}

/// Identifies one presentation of a child feature for its `DismissEffect`.
final class DismissToken: Sendable {
  /// Sends the dismissal of a presentation, by the token's identity.
  typealias Dismisser = @MainActor @Sendable (Transaction?) -> Void

  /// The dismissals reachable from the current effect: the effects of a presented child run
  /// with their presentation's dismisser installed, so `DismissEffect` finds the parent's
  /// `send` without holding the store.
  @TaskLocal static var dismissers: [ObjectIdentifier: Dismisser] = [:]
}

/// The dependencies a presented feature uses to dismiss itself.
extension DependencyValues {
  /// Dismisses the presented feature that owns the current reducer. See ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }

  /// Whether the current reducer runs in a presented feature (by `ifLet` or a stack's
  /// `forEach`), so that `dismiss` would dismiss it.
  ///
  /// ```swift
  /// @Dependency(\.isPresented) var isPresented
  /// // …
  /// return isPresented ? .run { _ in await dismiss() } : .none
  /// ```
  public var isPresented: Bool {
    self.dismiss.token != nil || self.dismiss.custom != nil
  }
}

private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect(token: nil)
  static let testValue = DismissEffect(token: nil)
}

extension Effect {
  /// Runs every asynchronous operation of this effect with the dismissal of a presentation
  /// available to `DismissEffect`.
  func dismissible(by token: DismissToken, sending dismissAction: Action) -> Self {
    // Actions need not be Sendable; this one is only used on the main actor.
    let dismissAction = UncheckedSendable(dismissAction)
    return self.wrappingRuns { send, operation in
      var dismissers = DismissToken.dismissers
      dismissers[ObjectIdentifier(token)] = { transaction in
        if let transaction {
          send(dismissAction.value, transaction: transaction)
        } else {
          send(dismissAction.value)
        }
      }
      try await DismissToken.$dismissers.withValue(dismissers) {
        try await operation(send)
      }
    }
  }
}
