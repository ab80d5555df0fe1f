/// How strictly a `TestStore` checks what a feature does.
///
/// ```swift
/// let store = TestStore(initialState: App.State()) { App() }
/// store.exhaustivity = .off(showSkippedAssertions: true)
/// await store.send(\.login.submitButtonTapped)
/// await store.receive(\.login.delegate.didLogin) { $0.selectedTab = .activity }
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, every received action and every effect must be asserted on.
  ///
  /// Use `TestStore.skipReceivedActions(strict:)` or `TestStore.skipInFlightEffects(strict:)` to
  /// set some of them aside explicitly.
  case on

  /// Assertions may cover any subset of the state changes and received actions.
  ///
  /// - Parameter showSkippedAssertions: Whether what was not asserted is reported, as expected
  ///   issues that do not fail the test.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive assertions that report nothing of what they skip.
  public static let off = Self.off(showSkippedAssertions: false)
}
