import ComposableArchitecture

extension DependencyValues {
  /// Seed 001's fact request, for an app that runs the seed's feature with a client of its own.
  /// A name of its own: the seed's `factClient` would clash with the app's.
  ///
  /// ```swift
  /// Refreshable().transformDependency(\.self) { $0.seedFactFetch = { "\($0) is odd." } }
  /// ```
  package var seedFactFetch: @Sendable (Int) async throws -> String {
    get { factClient.fetch }
    set { factClient.fetch = newValue }
  }

  /// Seed 004's screenshot notifications, for an app that runs the seed's feature with a
  /// source of its own (the seed's own is UIKit's notification).
  package var seedScreenshots: @Sendable () async -> any AsyncSequence<Void, Never> {
    get { screenshots }
    set { screenshots = newValue }
  }
}
