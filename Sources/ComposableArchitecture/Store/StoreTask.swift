/// The lifetime of the effects started by one `send`.
///
/// ```swift
/// .task { await store.send(.task).finish() }
/// ```
public struct StoreTask: Hashable, Sendable {
  let rawValue: EffectHandle?

  init(rawValue: EffectHandle?) {
    self.rawValue = rawValue
  }

  /// Cancels the effects, and the effects started by the actions they sent.
  public func cancel() {
    self.rawValue?.cancel()
  }

  /// Waits for the effects, and the effects started by the actions they sent, to finish.
  ///
  /// Cancelling the task that awaits `finish()` cancels the effects.
  ///
  /// Runs on the caller's executor (TCA's runs on the global one, which no caller can tell
  /// apart): from the main actor, a hop to the global executor and back costs a round trip
  /// between threads for every awaited effect.
  nonisolated(nonsending)
  public func finish() async {
    // Effects that are done need no cancellation handler (a status record on the task).
    guard let rawValue = self.rawValue, !rawValue.hasFinished else { return }
    await withTaskCancellationHandler {
      await rawValue.wait()
    } onCancel: {
      rawValue.cancel()
    }
  }

  /// Whether the effects were cancelled. A send that started no effect is always cancelled.
  public var isCancelled: Bool {
    self.rawValue?.isCancelled ?? true
  }
}
