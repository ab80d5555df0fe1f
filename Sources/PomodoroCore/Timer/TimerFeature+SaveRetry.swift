import ComposableArchitecture
import Foundation

extension TimerFeature {
  /// How long after a failed save it is tried again.
  public static let saveRetryInterval: Duration = .seconds(5)

  /// Keeps a session whose save failed, shows why, and schedules retries: every
  /// `saveRetryInterval` from the first failure until nothing waits (`sessionStored` stops
  /// them), whatever fails in between.
  ///
  /// Nothing is counted as done that was not stored: a finished focus session leaves today's
  /// count until a retry stores it (`sessionStored`).
  func saveFailed(
    _ session: SessionRecord, message: String, state: inout State
  ) -> Effect<Action> {
    // A retry is already scheduled while sessions wait: it runs on its own schedule, which a
    // later failure (the next session's progress saves, every five seconds) must not push back.
    let isRetryScheduled = !state.unsavedSessions.isEmpty
    let index = state.unsavedSessions.firstIndex { $0.id == session.id }
    let wasCounted = index.map { state.unsavedSessions[$0] }.map(Self.isCounted) ?? false
    if let index {
      // A late failure of an older, still running version must not replace an ended one.
      if state.unsavedSessions[index].isRunning || !session.isRunning {
        state.unsavedSessions[index] = session
      }
    } else {
      state.unsavedSessions.append(session)
    }
    if Self.isCounted(session) && !wasCounted && state.finishedToday > 0 {
      state.finishedToday -= 1
    }
    let count = state.unsavedSessions.count
    let retry = Self.saveRetryInterval.components.seconds
    state.errorMessage =
      "\(message) \(count == 1 ? "A session is" : "\(count) sessions are") not saved yet; "
      + "retrying every \(retry) seconds."
    guard !isRetryScheduled else { return .none }
    return .run { send in
      for await _ in clock.timer(interval: Self.saveRetryInterval) {
        await send(.retrySaves)
      }
    }
    .cancellable(id: CancelID.saveRetry, cancelInFlight: true)
  }

  /// Saves each waiting session again, oldest first.
  static func retry(_ sessions: [SessionRecord]) -> Effect<Action> {
    guard !sessions.isEmpty else { return .none }
    return .run { send in
      @Dependency(\.history) var history
      for session in sessions {
        do {
          try await history.save(session)
          await send(.sessionStored(session))
        } catch {
          await send(.saveFailed(session, String(describing: error)))
        }
      }
    }
  }

  /// Forgets a session that is stored now, counts it if it is a finished focus session, and
  /// clears the message once nothing waits.
  func sessionStored(_ session: SessionRecord, state: inout State) -> Effect<Action> {
    guard let index = state.unsavedSessions.firstIndex(of: session) else { return .none }
    state.unsavedSessions.remove(at: index)
    if Self.isCounted(session) { state.finishedToday += 1 }
    if state.unsavedSessions.isEmpty {
      state.errorMessage = nil
      return .cancel(id: CancelID.saveRetry)
    }
    return .none
  }

  /// Whether the session adds to today's count of finished focus sessions.
  static func isCounted(_ session: SessionRecord) -> Bool {
    session.kind == .focus && session.outcome == .finished
  }
}
