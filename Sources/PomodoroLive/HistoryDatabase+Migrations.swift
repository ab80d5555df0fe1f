import GRDB

extension HistoryDatabase {
  /// The `PRAGMA user_version` this build writes. A file with a higher one comes from a newer
  /// app and is refused, like one with an unknown migration.
  package static let formatVersion = 5

  /// The schema's history, one migration per released change.
  ///
  /// Rules for later versions: append a new migration (`"v2"`, `"v3"`, …) and never edit or
  /// reorder a released one, because databases out there already recorded it. An app that
  /// finds a migration it does not know refuses the file instead of writing into a schema it
  /// does not understand.
  ///
  /// ```swift
  /// try HistoryDatabase.migrator.migrate(queue)
  /// ```
  package static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()

    // v1: one row per focus session or break. Dates are REAL seconds since 1970 so that
    // range queries compare numbers and `datetime(start_date, 'unixepoch')` reads them.
    migrator.registerMigration("v1") { db in
      try db.create(table: "sessions") { table in
        table.column("id", .text).primaryKey()
        table.column("kind", .text).notNull()
        table.column("outcome", .text).notNull()
        table.column("start_date", .double).notNull()
        table.column("end_date", .double)
        table.column("planned_seconds", .integer).notNull()
        table.column("actual_seconds", .integer).notNull()
      }
      try db.create(index: "sessions_by_start_date", on: "sessions", columns: ["start_date"])
      // At most one session is running: the one a restart may resume.
      try db.execute(
        sql: """
          CREATE UNIQUE INDEX sessions_single_running ON sessions(outcome)
          WHERE outcome = 'running'
          """
      )
    }

    // v2: the process that runs the timer on this history, so that a second copy of the app
    // neither resumes nor rewrites the session the first one is running.
    migrator.registerMigration("v2") { db in
      try db.create(table: "timer_owner") { table in
        table.primaryKey("id", .integer).check { $0 == 1 }
        table.column("host", .text).notNull()
        table.column("pid", .integer).notNull()
        table.column("start_time", .text).notNull()
        table.column("since", .double).notNull()
      }
      try db.execute(sql: "PRAGMA user_version = 2")
    }

    // v3: a session's pauses, so that `pomodoro status` in another terminal can tell a paused
    // session from a running one and work out its remaining time.
    migrator.registerMigration("v3") { db in
      try db.alter(table: "sessions") { table in
        table.add(column: "paused_seconds", .double).notNull().defaults(to: 0)
        table.add(column: "pause_date", .double)
      }
      try db.execute(sql: "PRAGMA user_version = 3")
    }

    // v4: what each session was for (`--task`, or `n` in the app).
    migrator.registerMigration("v4") { db in
      try db.alter(table: "sessions") { table in
        table.add(column: "task", .text)
      }
      try db.execute(sql: "PRAGMA user_version = 4")
    }

    // v5: the daily goal the timer runs with (flags may differ from the settings), so that
    // `pomodoro status` counts against the same goal as the app on screen.
    migrator.registerMigration("v5") { db in
      try db.alter(table: "timer_owner") { table in
        table.add(column: "daily_goal", .integer)
      }
      try db.execute(sql: "PRAGMA user_version = 5")
    }

    return migrator
  }
}
