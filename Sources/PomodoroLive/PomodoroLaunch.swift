import ComposableArchitecture
import Foundation
import LiveSupport
import PomodoroCore

/// Everything the app reads before its first frame — settings, guide flags, the history and a
/// session left running by an earlier launch — and the live clients built from it.
///
/// Opening reads files but never changes one that cannot be read: a damaged settings file,
/// guide file or database throws a `PomodoroStorageError` naming it.
///
/// One process at a time runs the timer on a history: opening claims it (see
/// `HistoryDatabase.claimTimer(for:now:isRunning:)`) before looking at a session left running,
/// so a second copy of the app neither resumes nor rewrites the first one's session; it gets
/// `PomodoroStorageError.timerInUse` instead.
///
/// ```swift
/// let launch = try PomodoroLaunch.open(directories: XDGDirectories(), now: .now)
/// let store = Store(initialState: launch.initialState) {
///   TimerFeature()
/// } withDependencies: { launch.wire(&$0) }
/// ```
package struct PomodoroLaunch: Sendable {
  /// How long after its start a session left running can still be resumed; an older one is
  /// recorded as abandoned.
  package static let resumeLimit: Duration = .seconds(60 * 60)

  package var settings: PomodoroSettings
  package var guides: GuideFlags
  package var history: HistoryDatabase
  package var settingsStore: SettingsStore
  package var guideStore: GuideDefaultsStore
  /// The process that claimed the timer.
  package var owner: ProcessIdentity
  /// What happened to a session left running by an earlier launch.
  package var recovery: RunningSessionRecovery
  /// Focus sessions finished today, before this launch.
  package var finishedToday: Int
  /// The state the timer starts in.
  package var initialState: TimerFeature.State

  /// Reads the saved data, applies `adjust` to the settings for this run, and recovers a
  /// session left running.
  ///
  /// ```swift
  /// let launch = try PomodoroLaunch.open(directories: dirs, now: .now) { $0.dailyGoal = 4 }
  /// ```
  /// - Throws: `PomodoroStorageError` for an unreadable, damaged or newer file, and
  ///   `.timerInUse` when another running copy of the app has the timer.
  package static func open(
    directories: XDGDirectories,
    now: Date,
    calendar: Calendar = .current,
    resumeLimit: Duration = Self.resumeLimit,
    owner: ProcessIdentity = .current,
    adjust: (inout PomodoroSettings) -> Void = { _ in }
  ) throws -> PomodoroLaunch {
    let settingsStore = SettingsStore(directories: directories)
    let guideStore = GuideDefaultsStore(directories: directories)
    var settings = try settingsStore.load()
    adjust(&settings)
    let guides = try guideStore.load()
    let history = try HistoryDatabase(directories: directories)
    // Read first what the launch reads, so that a damaged row is reported ("left unchanged")
    // before anything is written.
    _ = try history.runningSession()
    if let today = calendar.dateInterval(of: .day, for: now) {
      _ = try history.sessions(from: today.start, to: today.end)
    }
    try history.claimTimer(for: owner, now: now, dailyGoal: settings.dailyGoal)
    let recovery = try history.recoverRunningSession(now: now, limit: resumeLimit)

    let today = calendar.dateInterval(of: .day, for: now)
    let finishedToday =
      try today.map { interval in
        try history.sessions(from: interval.start, to: interval.end)
          .filter { $0.kind == .focus && $0.outcome == .finished }.count
      } ?? 0

    var state: TimerFeature.State
    switch recovery {
    case .resume(let session) where session.kind == .focus:
      state = .resuming(
        session, settings: settings, guideInformation: guides, finishedToday: finishedToday,
        now: now)
      // Stored as paused, so that `pomodoro status` elsewhere says so.
      if let paused = state.session { try history.save(paused) }
      state.notice =
        "Resumed the focus session started at \(Self.time(session.startDate, calendar)) "
        + "(paused): space resumes it."
    case .resume(let session):
      // A break is not worth resuming after a restart: it is recorded as abandoned.
      _ = try history.endSession(
        id: session.id, outcome: .abandoned, at: now,
        actualSeconds: min(session.plannedSeconds, max(0, session.actualSeconds)))
      state = TimerFeature.State(
        settings: settings, guideInformation: guides, finishedToday: finishedToday)
    case .nothingRunning, .abandoned:
      state = TimerFeature.State(
        settings: settings, guideInformation: guides, finishedToday: finishedToday)
    }
    if state.timerStatus == .standBy && state.isGoalReached {
      state.timerStatus = .sleep
      state.count = 0
      state.sleepDate = now
    }
    return PomodoroLaunch(
      settings: settings, guides: guides, history: history, settingsStore: settingsStore,
      guideStore: guideStore, owner: owner, recovery: recovery, finishedToday: finishedToday,
      initialState: state)
  }

  /// `date` as 14:05 in the calendar's time zone.
  package static func time(_ date: Date, _ calendar: Calendar = .current) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = calendar.timeZone
    formatter.dateFormat = "HH:mm"
    return formatter.string(from: date)
  }

  /// Sets the live clients: the bell, the chime, notify-send, the files and the database.
  ///
  /// ```swift
  /// Store(initialState: launch.initialState) { TimerFeature() } withDependencies: {
  ///   launch.wire(&$0)
  /// }
  /// ```
  package func wire(_ dependencies: inout DependencyValues) {
    let bell = Bell(isEnabled: settings.bellEnabled)
    dependencies.haptic = .live(bell: bell, ringsOnTap: settings.tapBellEnabled)
    dependencies.sound = .live(
      player: SoundPlayer(isEnabled: settings.soundEnabled, fallback: bell))
    dependencies.notifications = .live(
      notifier: DesktopNotifier(isEnabled: settings.notificationsEnabled))
    dependencies.guideDefaults = .live(store: guideStore)
    dependencies.settings = .live(store: settingsStore)
    dependencies.history = .live(database: history)
    dependencies.hooks = .live(runner: HookRunner(commands: settings.onEvent))
  }

  /// Saves the progress of the session on screen when the app quits, and gives up the timer.
  /// A focus session is left running, so that the next launch resumes it (or records it as
  /// abandoned after `resumeLimit`); a break, never resumed, is recorded as abandoned now.
  ///
  /// ```swift
  /// try await TerminalApp(store: store) { TimerView(store: $0) }.run()
  /// try launch.saveOnQuit(store.state, now: .now)
  /// ```
  package func saveOnQuit(_ state: TimerFeature.State, now: Date) throws {
    // The database serialises its accesses, so this read waits for a save an effect may
    // still be writing (a reset just before quitting) instead of exiting in the middle of it.
    _ = try history.runningSession()
    // Sessions whose save failed get a last try.
    for session in state.unsavedSessions { try history.save(session) }
    if var session = state.session, session.isRunning {
      let actual = min(session.plannedSeconds, Int(state.elapsedSeconds(at: now)))
      if session.kind == .focus {
        session.actualSeconds = actual
      } else {
        session.finish(.abandoned, at: now, actualSeconds: actual)
      }
      try history.save(session)
    }
    try history.releaseTimer(for: owner)
  }
}
