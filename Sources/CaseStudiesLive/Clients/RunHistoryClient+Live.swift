import CaseStudiesCore
import ComposableArchitecture
import Foundation

extension RunHistoryClient: DependencyKey {
  /// The runs database at `$XDG_DATA_HOME/case-studies/runs.sqlite`.
  public static let liveValue = RunHistoryClient.database(at: RunHistoryStore.defaultURL())

  /// Runs kept in the SQLite database at `url`, opened on first use: a damaged file gives its
  /// error to the running screen (naming the file) and is left untouched.
  ///
  /// ```swift
  /// $0.runHistory = .database(at: URL(filePath: "/tmp/runs.sqlite"))
  /// ```
  package static func database(at url: URL) -> RunHistoryClient {
    let opened = LockIsolated<RunHistoryStore?>(nil)
    @Sendable func store() throws -> RunHistoryStore {
      try opened.withValue { store in
        if let store { return store }
        let new = try RunHistoryStore(url: url)
        store = new
        return new
      }
    }
    return RunHistoryClient(
      load: { try store().all() },
      save: { run in try store().save(run) }
    )
  }
}
