#if canImport(Darwin)
  import Combine
#else
  import OpenCombine
#endif

extension Store {
  /// The store's effects in flight, one per effect whose own work is still running: what TCA's
  /// tests count through SPI (`store.effectCancellables.count`) to see that effects end.
  ///
  /// TCA keeps a dictionary of cancellables by UUID; the store here keeps a tree of running
  /// effects (see `RunningEffect`), so this is a list made when read. Cancelling an element
  /// cancels that effect and the effects its actions started.
  @_spi(Internals)
  public var effectCancellables: [any Cancellable] {
    self.core.effectsInFlight.map(RunningEffectCancellable.init)
  }
}

/// Cancels one running effect when asked; never on deinit, unlike `AnyCancellable`, so that
/// reading `effectCancellables` cancels nothing.
private struct RunningEffectCancellable: Cancellable {
  let effect: RunningEffect
  func cancel() { self.effect.cancelChain() }
}
