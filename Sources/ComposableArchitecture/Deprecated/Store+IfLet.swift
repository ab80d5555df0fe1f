#if canImport(Darwin)
  import Combine
#else
  import OpenCombine
#endif

extension Store {
  /// Calls `unwrap` with a store of the unwrapped state each time the state becomes non-`nil`,
  /// and `else` each time it becomes `nil` (and once at first, if it is `nil`), until the
  /// returned cancellable is cancelled.
  ///
  /// ```swift
  /// store.scope(state: \.child, action: \.child)
  ///   .ifLet(then: { show(ChildView(store: $0)) }, else: { dismiss() })
  ///   .store(in: &cancellables)
  /// ```
  ///
  /// - Parameters:
  ///   - unwrap: Called with a store of the unwrapped state when the state becomes non-`nil`.
  ///   - else: Called when the state becomes `nil`.
  /// - Returns: A cancellable that stops the calls.
  @available(*, deprecated, message: "Use 'observe' and 'if let store.scope', instead.")
  public func ifLet<Wrapped>(
    then unwrap: @escaping (_ store: Store<Wrapped, Action>) -> Void,
    else: @escaping () -> Void = {}
  ) -> any Cancellable where State == Wrapped? {
    self.publisher
      .removeDuplicates(by: { ($0 != nil) == ($1 != nil) })
      .sink { [weak self] state in
        guard let self, let state else { return `else`() }
        unwrap(self.unwrapped(initial: state))
      }
  }

  /// A store of the unwrapped state; it keeps the last value once the state is `nil` again,
  /// for views that still hold it for a moment.
  private func unwrapped<Wrapped>(initial: Wrapped) -> Store<Wrapped, Action>
  where State == Wrapped? {
    let lastValue = LastValueBox(initial)
    let child = Store<Wrapped, Action>(
      core: self.core.scoped(
        toState: { state in
          if let state { lastValue.value = state }
          return lastValue.value
        },
        fromAction: { $0 }
      )
    )
    child.canCacheChildren = self.canCacheChildren
    return child
  }
}
