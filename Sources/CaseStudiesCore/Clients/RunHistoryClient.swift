import ComposableArchitecture

/// The saved runs: the persistence dependency of the running tracker.
///
/// ```swift
/// try await runHistory.save(record)
/// let runs = try await runHistory.load()  // newest first
/// ```
@DependencyClient
public struct RunHistoryClient: Sendable {
  public var load: @Sendable () async throws -> [RunRecord]
  public var save: @Sendable (_ run: RunRecord) async throws -> Void
}

extension RunHistoryClient: TestDependencyKey {
  public static let testValue = RunHistoryClient()
}

extension DependencyValues {
  /// Where finished runs are kept.
  public var runHistory: RunHistoryClient {
    get { self[RunHistoryClient.self] }
    set { self[RunHistoryClient.self] = newValue }
  }
}
