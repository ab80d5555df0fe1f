import Foundation
import PomodoroCore

/// What `HistoryDatabase.recoverRunningSession(now:limit:)` found after a restart.
///
/// ```swift
/// switch try history.recoverRunningSession(now: .now, limit: .seconds(3600)) {
/// case .nothingRunning: break
/// case .resume(let session): print("Resuming", session.kind)
/// case .abandoned(let session): print("Too old, recorded as abandoned", session.id)
/// }
/// ```
package enum RunningSessionRecovery: Sendable, Equatable {
  /// No session was left running.
  case nothingRunning
  /// A recent running session, still stored as running, for the app to resume.
  case resume(SessionRecord)
  /// A running session too old to resume, now stored as abandoned (the record as saved).
  case abandoned(SessionRecord)
}
