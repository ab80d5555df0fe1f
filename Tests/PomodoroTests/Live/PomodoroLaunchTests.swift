import Foundation
import GRDB
import LiveSupport
import PomodoroCore
import PomodoroLive
import Testing

/// What the app reads before its first frame: files, today's count and a left-running session.
struct PomodoroLaunchTests {
  let now = date(2026, 11, 22, 15, 0)

  func directories(_ root: URL) -> XDGDirectories {
    XDGDirectories(environment: [
      "HOME": root.path, "XDG_CONFIG_HOME": root.appending(path: "config").path,
      "XDG_DATA_HOME": root.appending(path: "data").path,
    ])
  }

  func open(_ root: URL, adjust: (inout PomodoroSettings) -> Void = { _ in }) throws
    -> PomodoroLaunch
  {
    try PomodoroLaunch.open(
      directories: directories(root), now: now, calendar: utcCalendar(), adjust: adjust)
  }

  @Test func aFirstLaunchStartsInStandByWithTheOnboardingGuide() throws {
    try withTemporaryDirectory { root in
      let launch = try open(root) { $0.focusSeconds = 90 }
      #expect(launch.recovery == .nothingRunning)
      #expect(launch.initialState.timerStatus == .standBy)
      #expect(launch.initialState.count == 90)
      #expect(launch.initialState.presentedGuide == .onBoarding)
      // Flags adjust this run only.
      #expect(try SettingsStore(directories: directories(root)).load() == PomodoroSettings())
    }
  }

  @Test func aRecentRunningFocusSessionIsResumedPaused() throws {
    try withTemporaryDirectory { root in
      let history = try HistoryDatabase(directories: directories(root))
      let session = SessionRecord(
        kind: .focus, startDate: now.addingTimeInterval(-20 * 60), plannedSeconds: 1500,
        actualSeconds: 600)
      try history.insert(session)

      let launch = try open(root)
      #expect(launch.recovery == .resume(session))
      #expect(launch.initialState.timerStatus == .pause)
      #expect(launch.initialState.count == 900)
      // The time since the last save counts as a pause, which the history stores too, for
      // `pomodoro status`.
      var paused = session
      paused.pausedSeconds = 600
      paused.pauseDate = now
      #expect(launch.initialState.session == paused)
      #expect(try history.runningSession() == paused)
    }
  }

  @Test func anOldRunningSessionIsRecordedAsAbandoned() throws {
    try withTemporaryDirectory { root in
      let history = try HistoryDatabase(directories: directories(root))
      let session = SessionRecord(
        kind: .focus, startDate: now.addingTimeInterval(-3 * 3600), plannedSeconds: 1500,
        actualSeconds: 700)
      try history.insert(session)

      let launch = try open(root)
      guard case .abandoned(let abandoned) = launch.recovery else {
        Issue.record("expected an abandoned session, got \(launch.recovery)")
        return
      }
      #expect(abandoned.id == session.id)
      #expect(abandoned.actualSeconds == 700)
      #expect(launch.initialState.timerStatus == .standBy)
      #expect(launch.initialState.session == nil)
      #expect(try history.allSessions().map(\.outcome) == [.abandoned])
    }
  }

  @Test func aBreakLeftRunningIsRecordedAsAbandoned() throws {
    try withTemporaryDirectory { root in
      let history = try HistoryDatabase(directories: directories(root))
      try history.insert(
        SessionRecord(
          kind: .shortBreak, startDate: now.addingTimeInterval(-60), plannedSeconds: 300,
          actualSeconds: 50))
      let launch = try open(root)
      #expect(launch.initialState.timerStatus == .standBy)
      #expect(try history.allSessions().map(\.outcome) == [.abandoned])
      #expect(try history.allSessions().map(\.actualSeconds) == [50])
    }
  }

  @Test func theDayStartsAsleepWhenItsGoalIsAlreadyReached() throws {
    try withTemporaryDirectory { root in
      let history = try HistoryDatabase(directories: directories(root))
      for hour in [9, 10] {
        try history.insert(
          SessionRecord(
            kind: .focus, outcome: .finished, startDate: date(2026, 11, 22, hour, 0),
            endDate: date(2026, 11, 22, hour, 25), plannedSeconds: 1500, actualSeconds: 1500))
      }
      // Yesterday's session does not count.
      try history.insert(
        SessionRecord(
          kind: .focus, outcome: .finished, startDate: date(2026, 11, 21, 9, 0),
          endDate: date(2026, 11, 21, 9, 25), plannedSeconds: 1500, actualSeconds: 1500))

      let launch = try open(root) { $0.dailyGoal = 2 }
      #expect(launch.finishedToday == 2)
      #expect(launch.initialState.timerStatus == .sleep)
      #expect(launch.initialState.sleepDate == now)

      let awake = try open(root) { $0.dailyGoal = 3 }
      #expect(awake.initialState.timerStatus == .standBy)
    }
  }

  /// Finding 10 of issue 39: a damaged row of today was reported as "left unchanged" after
  /// the launch had written its `timer_owner` row; the rows are now read before anything is
  /// written.
  @Test func aDamagedRowStopsTheLaunchBeforeItWritesAnything() throws {
    try withTemporaryDirectory { root in
      let history = try HistoryDatabase(directories: directories(root))
      try history.insert(
        SessionRecord(
          kind: .focus, outcome: .finished, startDate: now.addingTimeInterval(-3600),
          endDate: now.addingTimeInterval(-2100), plannedSeconds: 1500, actualSeconds: 1500))
      let url = try #require(history.fileURL)
      let queue = try DatabaseQueue(path: url.path)
      try queue.write { db in try db.execute(sql: "UPDATE sessions SET kind = 'nap'") }
      try queue.close()

      #expect(throws: PomodoroStorageError.self) { try open(root) }
      #expect(try history.timerOwner() == nil)
    }
  }

  @Test func aDamagedFileStopsTheLaunchNamingItAndIsKept() throws {
    try withTemporaryDirectory { root in
      let guides = GuideDefaultsStore(directories: directories(root))
      try FileManager.default.createDirectory(
        at: guides.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      let garbage = Data("not json".utf8)
      try garbage.write(to: guides.fileURL)
      do {
        _ = try open(root)
        Issue.record("the launch should fail")
      } catch let error as PomodoroStorageError {
        #expect(error.file == guides.fileURL)
        #expect(error.description.contains(guides.fileURL.path))
      }
      #expect(try Data(contentsOf: guides.fileURL) == garbage)
    }
  }

  @Test func quittingSavesTheProgressAndLeavesTheSessionRunning() throws {
    try withTemporaryDirectory { root in
      let launch = try open(root)
      var state = launch.initialState
      let session = SessionRecord(
        kind: .focus, startDate: now.addingTimeInterval(-100), plannedSeconds: 1500)
      try launch.history.insert(session)
      state.timerStatus = .focus
      state.session = session
      try launch.saveOnQuit(state, now: now)
      let saved = try #require(try launch.history.runningSession())
      #expect(saved.actualSeconds == 100)
    }
  }

  /// A break is never resumed, so quitting ends it then, at the time of quitting, rather than
  /// leaving it `running` for the next launch to end at its own time.
  @Test func quittingDuringABreakRecordsItAsAbandonedWhenQuitting() throws {
    try withTemporaryDirectory { root in
      let launch = try open(root)
      var state = launch.initialState
      let session = SessionRecord(
        kind: .shortBreak, startDate: now.addingTimeInterval(-100), plannedSeconds: 300)
      try launch.history.insert(session)
      state.timerStatus = .breakTime
      state.session = session
      try launch.saveOnQuit(state, now: now)
      #expect(try launch.history.runningSession() == nil)
      let saved = try #require(try launch.history.allSessions().first)
      #expect(saved.outcome == .abandoned)
      #expect(saved.endDate == now)
      #expect(saved.actualSeconds == 100)
    }
  }

  /// `pomodoro status` counts against the goal of the app that runs (`--goal 0` for this run),
  /// not the saved one; once the app quits, the saved goal again.
  @Test func statusReportsTheGoalOfTheRunningApp() throws {
    try withTemporaryDirectory { root in
      let launch = try open(root) { $0.dailyGoal = 0 }
      let running = try TimerStatusReport.read(directories: directories(root), now: now)
      #expect(running.dailyGoal == 0)
      try launch.saveOnQuit(launch.initialState, now: now)
      let quit = try TimerStatusReport.read(directories: directories(root), now: now)
      #expect(quit.dailyGoal == PomodoroSettings().dailyGoal)
    }
  }

  /// A resumed session is announced on the screen (not only on standard error, seen after
  /// quitting), with its start in the local time zone.
  @Test func theResumeNoticeIsOnTheScreenInLocalTime() throws {
    try withTemporaryDirectory { root in
      let history = try HistoryDatabase(directories: directories(root))
      try history.insert(
        SessionRecord(
          kind: .focus, startDate: now.addingTimeInterval(-20 * 60), plannedSeconds: 1500,
          actualSeconds: 600))
      let launch = try PomodoroLaunch.open(
        directories: directories(root), now: now, calendar: utcCalendar(timeZone: "Asia/Tokyo"))
      // 14:40 UTC is 23:40 in Tokyo.
      #expect(
        launch.initialState.notice
          == "Resumed the focus session started at 23:40 (paused): space resumes it.")
    }
  }
}
