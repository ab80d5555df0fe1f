import CaseStudiesCore
import ComposableArchitecture
import Observation

/// Whether the number-fact screen is refreshing: true exactly while the view awaits the
/// effects of `.refresh`, as SwiftUI's `refreshable` keeps its spinner up.
///
/// Views are rebuilt on every frame, so this lives outside them (one per app):
/// ```swift
/// let activity = RefreshActivity()
/// try await TerminalApp { CaseStudiesView(store: store, refreshActivity: activity) }.run()
/// ```
@MainActor
@Observable
public final class RefreshActivity {
  public private(set) var isLoading = false

  public init() {}

  /// Sends `.refresh` and stays loading until its effects finish (or are cancelled). A refresh
  /// asked for while one runs is ignored, as a list being refreshed cannot be pulled again.
  ///
  /// ```swift
  /// await activity.refresh(store)
  /// ```
  public func refresh(_ store: StoreOf<Refreshable>) async {
    guard !isLoading else { return }
    isLoading = true
    defer { isLoading = false }
    await store.send(.refresh).finish()
  }
}
