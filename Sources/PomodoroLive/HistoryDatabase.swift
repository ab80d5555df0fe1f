import Foundation
import GRDB
import LiveSupport
import PomodoroCore

/// The Pomodoro session history, in an SQLite database managed by GRDB.
///
/// The file is `$XDG_DATA_HOME/pomodoro/history.sqlite`. Opening checks the file before writing
/// anything: a file that is not a healthy SQLite database, or whose schema was migrated by a
/// newer app, throws a `PomodoroStorageError` naming it and is left byte for byte unchanged.
///
/// A session is stored when it starts, with the outcome `running`, so it survives the app
/// quitting; `recoverRunningSession(now:limit:)` decides what happens to it on the next launch.
///
/// Several processes may open the file: opening (creating, migrating) is done by one at a
/// time, every access waits out a busy database for `busyTimeout`, one process at a time
/// runs the timer (`claimTimer(for:now:isRunning:)`), and a session that has ended is never
/// rewritten. Errors say whether reading or writing failed, and why, in words.
///
/// ```swift
/// let history = try HistoryDatabase(directories: XDGDirectories())
/// let session = SessionRecord(kind: .focus, startDate: .now, plannedSeconds: 1500)
/// try history.insert(session)
/// try history.endSession(id: session.id, outcome: .finished, at: .now, actualSeconds: 1500)
/// ```
package struct HistoryDatabase: Sendable {
  /// The database file, or `nil` for an in-memory database.
  package let fileURL: URL?
  /// The file named in errors.
  let location: URL
  private let queue: DatabaseQueue

  /// Opens (creating if needed) the history database at `fileURL` and migrates it.
  ///
  /// ```swift
  /// let history = try HistoryDatabase(fileURL: URL(filePath: "/tmp/history.sqlite"))
  /// ```
  /// - Throws: `PomodoroStorageError.corrupt`, `.newerSchema`, `.newerVersion`, `.unreadable`
  ///   or `.unwritable`, naming the file, which is then left untouched.
  package init(fileURL: URL) throws {
    self.fileURL = fileURL
    self.location = fileURL
    let folder = fileURL.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw PomodoroStorageError.unwritable(
        file: fileURL, reason: FileFailureReason.describe(error, file: fileURL))
    }
    // Two copies of the app opening a new file at once would both try to create its tables
    // (GRDB reads which migrations were applied before it takes the write lock): opening is
    // done by one process at a time.
    do {
      queue = try DirectoryLock.withLock(on: folder, timeout: Self.busyTimeout) {
        try Self.open(fileURL)
      }
    } catch is DirectoryLock.TimedOut {
      throw PomodoroStorageError.unreadable(file: fileURL, reason: Self.busyReason)
    }
  }

  private static func open(_ fileURL: URL) throws -> DatabaseQueue {
    let path = fileURL.path(percentEncoded: false)
    // A read-only look first, so a damaged or newer file is refused before any write.
    let verified =
      FileManager.default.fileExists(atPath: path) ? try precheck(fileURL: fileURL) : true
    do {
      let queue = try DatabaseQueue(path: path, configuration: configuration(readonly: false))
      if !verified {
        try queue.writeWithoutTransaction { db in try verify(db, file: fileURL) }
      }
      try migrator.migrate(queue)
      return queue
    } catch {
      throw storageError(error, file: fileURL, writing: true)
    }
  }

  /// How long a copy of the app waits for another that holds the database's lock (while it
  /// writes) before reporting it busy.
  package static let busyTimeout: TimeInterval = 5

  private static let busyReason =
    "another pomodoro kept the database busy for more than \(Int(busyTimeout)) seconds"

  private static func configuration(readonly: Bool) -> Configuration {
    var configuration = Configuration()
    configuration.readonly = readonly
    configuration.busyMode = .timeout(busyTimeout)
    return configuration
  }

  /// Opens the history at `pomodoro/history.sqlite` in the XDG data directory.
  ///
  /// ```swift
  /// let history = try HistoryDatabase(directories: XDGDirectories(environment: env))
  /// ```
  package init(directories: XDGDirectories) throws {
    try self.init(fileURL: directories.data.appending(path: "pomodoro/history.sqlite"))
  }

  private init(queue: DatabaseQueue, fileURL: URL) {
    self.queue = queue
    self.fileURL = fileURL
    self.location = fileURL
  }

  /// Opens an existing history to read it, quickly and without writing: no lock on the
  /// folder, no migration — unless the file still needs one, which is then done as
  /// `init(fileURL:)` does it. It makes the same checks as `init(fileURL:)` (SQLite's quick
  /// check, a newer schema), so that `pomodoro status`, run many times a minute, and
  /// `pomodoro history` refuse what the timer refuses.
  ///
  /// ```swift
  /// if let history = try HistoryDatabase.openForReading(fileURL: url) {
  ///   print(try history.runningSession() as Any)
  /// }
  /// ```
  /// - Returns: `nil` when there is no file yet.
  /// - Throws: `PomodoroStorageError` naming the file, as `init(fileURL:)`.
  package static func openForReading(fileURL: URL) throws -> HistoryDatabase? {
    guard FileManager.default.fileExists(atPath: fileURL.path(percentEncoded: false)) else {
      return nil
    }
    let isCurrent: Bool
    let queue: DatabaseQueue
    do {
      queue = try DatabaseQueue(
        path: fileURL.path(percentEncoded: false), configuration: configuration(readonly: true))
      isCurrent = try queue.read { db in
        let current =
          try migrator.hasCompletedMigrations(db) && !migrator.hasBeenSuperseded(db)
          && (Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0) <= formatVersion
        // The timer's own checks: a file it would refuse is not read here either (status
        // showed a count from a file failing SQLite's quick check).
        if current { try verify(db, file: fileURL) }
        return current
      }
    } catch let error as DatabaseError where error.resultCode == .SQLITE_READONLY {
      // A hot journal that only a writable connection may roll back: the full open does it.
      return try HistoryDatabase(fileURL: fileURL)
    } catch {
      throw storageError(error, file: fileURL, writing: false)
    }
    guard isCurrent else {
      try? queue.close()
      // Older (the full open migrates it) or newer (the full open refuses it, in words).
      return try HistoryDatabase(fileURL: fileURL)
    }
    return HistoryDatabase(queue: queue, fileURL: fileURL)
  }

  private init(inMemory queue: DatabaseQueue) {
    self.queue = queue
    self.fileURL = nil
    self.location = URL(filePath: "/:memory:")
  }

  /// Creates an empty, migrated history that lives in memory, for previews and tests.
  ///
  /// ```swift
  /// let history = try HistoryDatabase.inMemory()
  /// ```
  package static func inMemory() throws -> HistoryDatabase {
    let queue = try DatabaseQueue()
    try migrator.migrate(queue)
    return HistoryDatabase(inMemory: queue)
  }

  // MARK: Writing

  /// Adds a new session; a running one is refused while another session is running.
  ///
  /// ```swift
  /// try history.insert(SessionRecord(kind: .focus, startDate: .now, plannedSeconds: 1500))
  /// ```
  package func insert(_ session: SessionRecord) throws {
    let file = location
    try write { db in
      try Self.refuseSecondRunning(session, db, file: file)
      try SessionRow(session).insert(db)
    }
  }

  /// Replaces a stored session, for example to save the progress of the running one.
  ///
  /// ```swift
  /// session.actualSeconds = 600
  /// try history.update(session)
  /// ```
  /// - Throws: `PomodoroStorageError.sessionNotFound` when no session has its id.
  package func update(_ session: SessionRecord) throws {
    let file = location
    try write { db in
      try Self.refuseSecondRunning(session, db, file: file)
      do {
        try SessionRow(session).update(db)
      } catch is RecordError {
        throw PomodoroStorageError.sessionNotFound(id: session.id)
      }
    }
  }

  /// Inserts the session, or replaces the stored one with the same id while it runs.
  ///
  /// ```swift
  /// try history.save(session)
  /// ```
  ///
  /// A session that has ended (finished, skipped or abandoned) is never changed again: a
  /// late or stale save of it (progress saved just before it ended, say) is ignored.
  package func save(_ session: SessionRecord) throws {
    let file = location
    try write { db in
      if let stored = try SessionRow.fetchOne(db, key: session.id.uuidString),
        stored.outcome != SessionRecord.Outcome.running.rawValue
      {
        return
      }
      try Self.refuseSecondRunning(session, db, file: file)
      try SessionRow(session).save(db)
    }
  }

  /// Ends a running session with the given outcome and returns it as stored.
  ///
  /// ```swift
  /// let done = try history.endSession(
  ///   id: session.id, outcome: .finished, at: .now, actualSeconds: 1500)
  /// ```
  /// - Parameters:
  ///   - outcome: `finished`, `skipped` or `abandoned`.
  ///   - endDate: When it ended.
  ///   - actualSeconds: The time the timer ran, pauses excluded.
  /// - Throws: `PomodoroStorageError.sessionNotFound`, `.sessionNotRunning`, or
  ///   `.invalidValue` when `outcome` is `running`.
  @discardableResult
  package func endSession(
    id: UUID, outcome: SessionRecord.Outcome, at endDate: Date, actualSeconds: Int
  ) throws -> SessionRecord {
    let file = location
    guard outcome != .running else {
      throw PomodoroStorageError.invalidValue(
        file: file, reason: "a session ends as finished, skipped or abandoned, not running")
    }
    return try write { db in
      guard let row = try SessionRow.fetchOne(db, key: id.uuidString) else {
        throw PomodoroStorageError.sessionNotFound(id: id)
      }
      var session = try row.record(file: file)
      guard session.isRunning else {
        throw PomodoroStorageError.sessionNotRunning(id: id, outcome: session.outcome)
      }
      session.finish(outcome, at: endDate, actualSeconds: actualSeconds)
      try SessionRow(session).update(db)
      return session
    }
  }

  /// Decides the fate of a session left running by a previous launch.
  ///
  /// A session that started less than `limit` ago is returned to be resumed and stays running.
  /// An older one is stored as abandoned: its time is the progress last saved with
  /// `update(_:)`, capped at the planned length and at the time elapsed since it started (the
  /// app was not there to measure more), and it ends at the start plus the elapsed time, capped
  /// at the planned length.
  ///
  /// ```swift
  /// if case .resume(let session) = try history.recoverRunningSession(
  ///   now: .now, limit: .seconds(2 * 3600)) {
  ///   // continue the timer from session.actualSeconds
  /// }
  /// ```
  package func recoverRunningSession(now: Date, limit: Duration) throws -> RunningSessionRecovery {
    let file = location
    let limitSeconds =
      Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
    return try write { db in
      guard let row = try Self.runningRow(db) else { return .nothingRunning }
      var session = try row.record(file: file)
      let elapsed = max(0, now.timeIntervalSince(session.startDate))
      if elapsed < limitSeconds { return .resume(session) }
      let planned = max(0, session.plannedSeconds)
      let elapsedSeconds = elapsed >= Double(Int.max) ? Int.max : Int(elapsed)
      let actual = min(max(0, session.actualSeconds), planned, elapsedSeconds)
      let end = session.startDate.addingTimeInterval(Double(min(elapsedSeconds, planned)))
      session.finish(.abandoned, at: end, actualSeconds: actual)
      try SessionRow(session).update(db)
      return .abandoned(session)
    }
  }

  // MARK: Reading

  /// The session stored as running, if any.
  ///
  /// ```swift
  /// if let running = try history.runningSession() { print(running.startDate) }
  /// ```
  package func runningSession() throws -> SessionRecord? {
    let file = location
    return try read { db in try Self.runningRow(db)?.record(file: file) }
  }

  /// The sessions that started in `from ..< to`, oldest first.
  ///
  /// ```swift
  /// let today = Calendar.current.dateInterval(of: .day, for: .now)!
  /// let sessions = try history.sessions(from: today.start, to: today.end)
  /// ```
  package func sessions(from start: Date, to end: Date) throws -> [SessionRecord] {
    let file = location
    let lower = start.timeIntervalSince1970
    let upper = end.timeIntervalSince1970
    return try read { db in
      try SessionRow
        .filter(SessionRow.Columns.startDate >= lower && SessionRow.Columns.startDate < upper)
        .order(SessionRow.Columns.startDate, SessionRow.Columns.id)
        .fetchAll(db)
        .map { try $0.record(file: file) }
    }
  }

  /// The number of focus sessions finished among those that started in `from ..< to`.
  ///
  /// ```swift
  /// let done = try history.finishedFocusCount(from: today.start, to: today.end)
  /// ```
  package func finishedFocusCount(from start: Date, to end: Date) throws -> Int {
    let lower = start.timeIntervalSince1970
    let upper = end.timeIntervalSince1970
    return try read { db in
      try SessionRow
        .filter(SessionRow.Columns.startDate >= lower && SessionRow.Columns.startDate < upper)
        .filter(SessionRow.Columns.kind == SessionRecord.Kind.focus.rawValue)
        .filter(SessionRow.Columns.outcome == SessionRecord.Outcome.finished.rawValue)
        .fetchCount(db)
    }
  }

  /// Every stored session, oldest first.
  ///
  /// ```swift
  /// let stats = HistoryStatistics(
  ///   sessions: try history.allSessions(), calendar: .current, now: .now)
  /// ```
  package func allSessions() throws -> [SessionRecord] {
    let file = location
    return try read { db in
      try SessionRow
        .order(SessionRow.Columns.startDate, SessionRow.Columns.id)
        .fetchAll(db)
        .map { try $0.record(file: file) }
    }
  }

  // MARK: Internals

  /// Keeps the single-running-session rule with a clear error instead of a constraint failure.
  private static func refuseSecondRunning(
    _ session: SessionRecord, _ db: Database, file: URL
  ) throws {
    guard session.isRunning, let running = try runningRow(db)?.record(file: file),
      running.id != session.id
    else { return }
    throw PomodoroStorageError.anotherSessionRunning(id: running.id)
  }

  private static func runningRow(_ db: Database) throws -> SessionRow? {
    try SessionRow
      .filter(SessionRow.Columns.outcome == SessionRecord.Outcome.running.rawValue)
      .fetchOne(db)
  }

  func read<T: Sendable>(_ body: @Sendable (Database) throws -> T) throws -> T {
    do {
      return try queue.read(body)
    } catch {
      throw Self.storageError(error, file: location, writing: false)
    }
  }

  func write<T: Sendable>(_ body: @Sendable (Database) throws -> T) throws -> T {
    do {
      return try queue.write(body)
    } catch {
      throw Self.storageError(error, file: location, writing: true)
    }
  }

  /// Opens the file read-only and refuses it when it is damaged or from a newer schema.
  ///
  /// Returns `false` when a read-only look is impossible: a crash left a hot journal that only
  /// a writable connection may roll back (SQLite's own recovery), so the caller checks again on
  /// that connection before migrating.
  private static func precheck(fileURL: URL) throws -> Bool {
    do {
      let probe = try DatabaseQueue(
        path: fileURL.path(percentEncoded: false), configuration: configuration(readonly: true)
      )
      defer { try? probe.close() }
      try probe.read { db in try verify(db, file: fileURL) }
      return true
    } catch let error as DatabaseError where error.resultCode == .SQLITE_READONLY {
      return false
    } catch {
      throw storageError(error, file: fileURL, writing: false)
    }
  }

  /// Refuses a database that fails SQLite's quick check, or that a newer app changed: it knows
  /// migrations this build does not, or has a higher `user_version`.
  private static func verify(_ db: Database, file: URL) throws {
    let report = try String.fetchAll(db, sql: "PRAGMA quick_check")
    if report != ["ok"] {
      let details = report.prefix(3).joined(separator: "; ")
      throw PomodoroStorageError.corrupt(
        file: file, reason: "the SQLite integrity check failed (\(details))"
      )
    }
    let migrator = Self.migrator
    if try migrator.hasBeenSuperseded(db) {
      let known = Set(migrator.migrations)
      let unknown = try migrator.appliedIdentifiers(db).subtracting(known).sorted()
      throw PomodoroStorageError.newerSchema(file: file, unknownMigrations: unknown)
    }
    let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
    if version > formatVersion {
      throw PomodoroStorageError.newerVersion(file: file, found: version, supported: formatVersion)
    }
  }

  /// Turns GRDB and SQLite errors into messages that name the file, say whether reading or
  /// writing failed, and give the cause in words.
  private static func storageError(_ error: any Error, file: URL, writing: Bool) -> any Error {
    func failure(_ reason: String) -> PomodoroStorageError {
      writing ? .unwritable(file: file, reason: reason) : .unreadable(file: file, reason: reason)
    }
    switch error {
    case is PomodoroStorageError:
      return error
    case let error as DatabaseError:
      switch error.resultCode {
      case .SQLITE_NOTADB:
        return PomodoroStorageError.corrupt(file: file, reason: "it is not an SQLite database")
      case .SQLITE_CORRUPT:
        return PomodoroStorageError.corrupt(file: file, reason: error.message ?? "damaged pages")
      case .SQLITE_CONSTRAINT:
        // Constraint failures come from the caller's values, not from the file.
        return error
      case .SQLITE_FULL:
        return failure("the disk is full")
      case .SQLITE_BUSY, .SQLITE_LOCKED:
        return failure(busyReason)
      case .SQLITE_PERM, .SQLITE_AUTH:
        return failure("permission denied")
      case .SQLITE_NOMEM:
        return failure("out of memory")
      case .SQLITE_READONLY where error.extendedResultCode == .SQLITE_READONLY_DBMOVED:
        // The connection's file is no longer at its path (moved, deleted): writes resume once
        // it is back.
        return PomodoroStorageError.moved(file: file)
      case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_IOERR:
        // SQLite's words ("attempt to write a readonly database", "disk I/O error") do not say
        // why; the file system does.
        if let reason = FileFailureReason.diagnose(file) { return failure(reason) }
        if error.resultCode == .SQLITE_READONLY { return failure("the file is read-only") }
        if error.resultCode == .SQLITE_CANTOPEN { return failure("it cannot be opened") }
        return failure(FileFailureReason.describe(errno: EIO))
      default:
        return failure(error.message ?? "SQLite error \(error.resultCode.rawValue)")
      }
    case is RowDecodingError:
      return PomodoroStorageError.corrupt(file: file, reason: String(describing: error))
    default:
      return error
    }
  }
}
