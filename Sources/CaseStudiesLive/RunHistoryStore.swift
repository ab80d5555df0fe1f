import CaseStudiesCore
import Foundation
import GRDB
import LiveSupport

/// The saved runs, in an SQLite database managed with GRDB and versioned migrations.
///
/// A file that is not a database, or that a newer app version migrated, gives a
/// `RunHistoryError` and is never modified.
///
/// ```swift
/// let store = try RunHistoryStore(url: RunHistoryStore.defaultURL())
/// try store.save(run)
/// let runs = try store.all()  // newest first
/// ```
package final class RunHistoryStore: Sendable {
  /// Where the database lives.
  package let url: URL
  private let database: DatabaseQueue

  /// `$XDG_DATA_HOME/case-studies/runs.sqlite` (`~/.local/share/…` by default).
  ///
  /// ```swift
  /// RunHistoryStore.defaultURL(environment: ["XDG_DATA_HOME": "/tmp/data"])
  /// // /tmp/data/case-studies/runs.sqlite
  /// ```
  package static func defaultURL(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    XDGDirectories(environment: environment).data
      .appending(path: "case-studies/runs.sqlite", directoryHint: .notDirectory)
  }

  /// Opens the database at `url`, creating it (and its directory) if missing, and migrates it.
  ///
  /// ```swift
  /// let store = try RunHistoryStore(url: URL(filePath: "/tmp/runs.sqlite"))
  /// ```
  package init(url: URL) throws(RunHistoryError) {
    self.url = url
    let path = url.path(percentEncoded: false)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw .cannotOpen(path: path, reason: (error as NSError).localizedDescription)
    }
    do {
      database = try DatabaseQueue(path: path)
    } catch {
      throw Self.map(error, path: path)
    }
    do {
      // Reading the schema first: on a non-database file this fails before anything is written.
      let superseded = try database.read { try Self.migrator.hasBeenSuperseded($0) }
      if superseded { throw RunHistoryError.newerFormat(path: path) }
      try Self.migrator.migrate(database)
    } catch let error as RunHistoryError {
      throw error
    } catch {
      throw Self.map(error, path: path)
    }
  }

  /// Inserts `run`, or replaces the saved run with the same `id`.
  ///
  /// ```swift
  /// try store.save(RunRecord(start: start, end: end, distance: 2034, duration: 672))
  /// ```
  package func save(_ run: RunRecord) throws(RunHistoryError) {
    let points: Data
    do {
      points = try JSONEncoder().encode(run.points)
    } catch {
      throw .databaseError(path: path, reason: "cannot encode the track: \(error)")
    }
    do {
      try database.write { db in
        try db.execute(
          sql: """
            INSERT OR REPLACE INTO run
              (id, start, end, distance, duration, averageHeartRate, points)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            run.id.uuidString, run.start.timeIntervalSince1970, run.end.timeIntervalSince1970,
            run.distance, run.duration, run.averageHeartRate, points,
          ]
        )
      }
    } catch {
      throw Self.map(error, path: path)
    }
  }

  /// Every saved run, the most recent start first.
  ///
  /// ```swift
  /// for run in try store.all() { print(run.start, RunMath.formatDistance(run.distance)) }
  /// ```
  package func all() throws(RunHistoryError) -> [RunRecord] {
    let rows: [Row]
    do {
      rows = try database.read { db in
        try Row.fetchAll(db, sql: "SELECT * FROM run ORDER BY start DESC, id")
      }
    } catch {
      throw Self.map(error, path: path)
    }
    var runs: [RunRecord] = []
    for row in rows {
      let idText: String = row["id"]
      guard let id = UUID(uuidString: idText) else {
        throw .databaseError(path: path, reason: "a run has the invalid id \"\(idText)\"")
      }
      let pointData: Data = row["points"]
      let points: [TrackPoint]
      do {
        points = try JSONDecoder().decode([TrackPoint].self, from: pointData)
      } catch {
        throw .databaseError(path: path, reason: "the track of run \(idText) is unreadable")
      }
      runs.append(
        RunRecord(
          id: id,
          start: Date(timeIntervalSince1970: row["start"]),
          end: Date(timeIntervalSince1970: row["end"]),
          distance: row["distance"],
          duration: row["duration"],
          points: points,
          averageHeartRate: row["averageHeartRate"]
        ))
    }
    return runs
  }

  private var path: String { url.path(percentEncoded: false) }

  /// The schema's history; add migrations at the end, never edit a shipped one.
  private static let migrator: DatabaseMigrator = {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      // Dates are stored as seconds since 1970 so they read back exactly as written.
      try db.create(table: "run") { table in
        table.primaryKey("id", .text)
        table.column("start", .double).notNull().indexed()
        table.column("end", .double).notNull()
        table.column("distance", .double).notNull()
        table.column("duration", .double).notNull()
        table.column("averageHeartRate", .double)
        table.column("points", .blob).notNull()  // JSON array of TrackPoint
      }
    }
    return migrator
  }()

  private static func map(_ error: any Error, path: String) -> RunHistoryError {
    if let error = error as? DatabaseError {
      switch error.resultCode {
      case .SQLITE_NOTADB, .SQLITE_CORRUPT:
        return .notADatabase(path: path)
      case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY:
        return .cannotOpen(path: path, reason: error.message ?? "\(error.resultCode)")
      default:
        return .databaseError(path: path, reason: error.message ?? "\(error)")
      }
    }
    return .databaseError(path: path, reason: "\(error)")
  }
}
