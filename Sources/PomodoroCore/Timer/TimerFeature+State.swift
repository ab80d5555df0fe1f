import Foundation

extension TimerFeature.State {
  /// The seconds the current session spent paused, not counting a pause in progress (kept in
  /// the session, so that the history knows it too).
  public var pausedSeconds: Double {
    get { session?.pausedSeconds ?? 0 }
    set { session?.pausedSeconds = newValue }
  }

  /// Whether the session under way ran out and is being stored as finished, before it is
  /// shown as completed (see `TimerFeature.storeCompletion`).
  public var isStoringCompletion: Bool {
    (timerStatus == .focus || timerStatus == .breakTime) && count == 0
      && session?.isRunning == true
  }

  /// When the pause in progress began (kept in the session).
  public var pauseDate: Date? {
    get { session?.pauseDate }
    set { session?.pauseDate = newValue }
  }

  /// The seconds the current session has run at `now`, pauses excluded: the time since its
  /// start less the pauses, including a pause in progress.
  ///
  /// ```swift
  /// let remaining = Double(state.session!.plannedSeconds) - state.elapsedSeconds(at: .now)
  /// ```
  public func elapsedSeconds(at now: Date) -> Double {
    session?.elapsedSeconds(at: now) ?? 0
  }

  /// Whether the day's goal of focus sessions is reached (never, with a goal of 0).
  public var isGoalReached: Bool {
    settings.dailyGoal > 0 && finishedToday >= settings.dailyGoal
  }

  /// Whether the break after the sessions finished so far is a long one: after every
  /// `longBreakEvery`-th focus session of the day.
  public var isLongBreakNext: Bool {
    settings.longBreakEvery > 0 && finishedToday > 0
      && finishedToday.isMultiple(of: settings.longBreakEvery)
  }

  /// The length of the next break, in seconds.
  public var nextBreakSeconds: Int {
    settings.breakSeconds(afterFocusSessions: finishedToday)
  }

  /// A timer resuming a focus session left running by an earlier launch: it is paused with the
  /// time it had run, and the time the app was closed counts as a pause.
  ///
  /// ```swift
  /// if case .resume(let session) = recovery {
  ///   state = .resuming(session, settings: settings, now: .now)
  /// }
  /// ```
  public static func resuming(
    _ session: SessionRecord, settings: PomodoroSettings, guideInformation: GuideFlags = .init(),
    finishedToday: Int = 0, now: Date
  ) -> Self {
    var state = Self(
      settings: settings, timerStatus: .pause, guideInformation: guideInformation,
      finishedToday: finishedToday)
    let actual = min(max(0, session.actualSeconds), session.plannedSeconds)
    state.session = session
    state.session?.actualSeconds = actual
    state.pauseDate = now
    state.pausedSeconds = max(0, now.timeIntervalSince(session.startDate) - Double(actual))
    state.count = session.plannedSeconds - actual
    state.presentedGuide = nil
    state.task = session.task
    return state
  }
}
