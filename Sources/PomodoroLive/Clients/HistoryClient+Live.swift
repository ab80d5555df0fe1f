import ComposableArchitecture
import Foundation
import LiveSupport
import PomodoroCore

extension HistoryClient: DependencyKey {
  /// `history.sqlite` in the XDG data directory, opened on first use.
  public static let liveValue: HistoryClient = {
    let database = Result { try HistoryDatabase(directories: XDGDirectories()) }
    return HistoryClient(
      save: { try database.get().save($0) },
      sessions: { try database.get().sessions(from: $0, to: $1) }
    )
  }()

  /// The history kept in `database`.
  ///
  /// ```swift
  /// $0.history = .live(database: try HistoryDatabase(directories: directories))
  /// ```
  package static func live(database: HistoryDatabase) -> HistoryClient {
    HistoryClient(
      save: { try database.save($0) },
      sessions: { try database.sessions(from: $0, to: $1) }
    )
  }
}
