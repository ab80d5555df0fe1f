import ComposableArchitecture
import Foundation

/// The session history (an SQLite database on Linux).
///
/// The timer saves a session when it starts (as `running`), as it progresses, and when it
/// ends, so that a session survives the app quitting.
///
/// ```swift
/// @Dependency(\.history) var history
/// try await history.save(SessionRecord(kind: .focus, startDate: now, plannedSeconds: 1500))
/// ```
@DependencyClient
public struct HistoryClient: Sendable {
  /// Inserts the session, or replaces the stored one with the same id.
  public var save: @Sendable (_ session: SessionRecord) async throws -> Void
  /// The sessions that started in `start ..< end`, oldest first.
  public var sessions: @Sendable (_ from: Date, _ to: Date) async throws -> [SessionRecord]
}

extension HistoryClient: TestDependencyKey {
  public static let testValue = HistoryClient()
  /// An empty history that forgets what is saved, for previews.
  public static let previewValue = HistoryClient(save: { _ in }, sessions: { _, _ in [] })
}

extension DependencyValues {
  /// The session history.
  public var history: HistoryClient {
    get { self[HistoryClient.self] }
    set { self[HistoryClient.self] = newValue }
  }
}
