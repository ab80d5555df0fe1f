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
  public func finish() async {
    guard let rawValue = self.rawValue else { return }
    await withTaskCancellationHandler {
      await rawValue.value
    } onCancel: {
      rawValue.cancel()
    }
  }

  /// Whether the effects were cancelled. A send that started no effect is always cancelled.
  public var isCancelled: Bool {
    self.rawValue?.isCancelled ?? true
  }
}
