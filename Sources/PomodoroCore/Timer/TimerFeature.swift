import ComposableArchitecture
import Foundation

/// The Pomodoro timer screen of seed 000: focus sessions, pauses, breaks, guides and the cat.
///
/// Each interaction (`Interaction`) makes one pass through the controllers
/// (`Controllers.run(_:state:)`): the transition controller decides what it does to the timer
/// (`Transition`), the haptic, guide, sound, notification and hook controllers react to that,
/// and the transition is applied — starting and stopping the ticking timer and keeping the
/// session in the history — all in the interaction's own action.
///
/// The clock shows a remaining time computed from the session's start date and its pauses,
/// never by counting ticks, so late ticks (a busy or suspended machine) cannot make it drift.
///
/// ```swift
/// let store = Store(initialState: TimerFeature.State(settings: settings)) { TimerFeature() }
/// store.send(.interaction(.triggerTapped))  // standBy → focus
/// ```
@Reducer
public struct TimerFeature: Sendable {
  /// How long `completed` is shown before the break (or sleep) takes over.
  public static let completedDisplay: Duration = .seconds(3)
  /// How long after the first start the start guide appears.
  public static let startGuideDelay: Duration = .seconds(3)
  /// How long the cat reacts to a tap.
  public static let catReactionDuration: Duration = .seconds(2)

  /// The screen's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The lengths, the long-break rule and the daily goal.
    public var settings: PomodoroSettings
    public var timerStatus: TimerStatus
    /// The seconds shown on the clock: the remaining time while a session runs or is paused,
    /// else the length of the next session.
    public var count: Int
    /// The focus session or break in progress (running or paused), as saved in the history,
    /// with its pauses (`pausedSeconds`, `pauseDate`).
    public var session: SessionRecord?
    /// Which first-run guides were shown.
    public var guideInformation: GuideFlags
    /// The guide on screen, if any.
    public var presentedGuide: Guide?
    /// Focus sessions finished today; decides long breaks and the daily goal.
    public var finishedToday: Int
    /// When the last focus session completed, while `completed` is shown.
    public var completedDate: Date?
    /// When the cat fell asleep (the day's goal was reached).
    public var sleepDate: Date?
    /// Whether the trigger is being pressed (between `triggerWillTap` and `triggerTapped`).
    public var isTriggerPressed: Bool
    /// Whether the cat is reacting to a tap.
    public var isCatReacting: Bool
    /// How many times the cat was tapped, to vary its reaction.
    public var catTaps: Int
    /// The focus length being typed after tapping the clock, or `nil` when not editing.
    public var durationEditor: DurationEditor?
    /// What the sessions started from now on are for ("Write report"), if anything.
    public var task: String?
    /// The task being typed, or `nil` when not editing it.
    public var taskEditor: TaskEditor?
    /// The last storage problem, shown until the next successful save.
    public var errorMessage: String?
    /// Versions of sessions whose save failed, retried until stored (see `saveFailed`).
    public var unsavedSessions: [SessionRecord]
    /// The statistics panel's figures while it is shown (`nil` while loading or hidden).
    public var statistics: HistoryStatistics?
    /// Whether the statistics panel is shown.
    public var isShowingStats: Bool
    /// The hook commands whose failure was shown (each is shown once).
    public var reportedHookCommands: Set<String>
    /// A word about how this launch began (a session resumed), shown until the timer moves.
    public var notice: String?

    /// A timer in stand-by with the focus length from `settings`.
    ///
    /// ```swift
    /// let state = TimerFeature.State(settings: PomodoroSettings(focusSeconds: 1500))
    /// ```
    public init(
      settings: PomodoroSettings = PomodoroSettings(),
      timerStatus: TimerStatus = .standBy,
      count: Int? = nil,
      guideInformation: GuideFlags = GuideFlags(),
      finishedToday: Int = 0,
      sleepDate: Date? = nil,
      task: String? = nil
    ) {
      self.settings = settings
      self.timerStatus = timerStatus
      self.count = count ?? settings.focusSeconds
      self.session = nil
      self.guideInformation = guideInformation
      self.presentedGuide = guideInformation.onBoarding ? nil : .onBoarding
      self.finishedToday = finishedToday
      self.completedDate = nil
      self.sleepDate = sleepDate
      self.isTriggerPressed = false
      self.isCatReacting = false
      self.catTaps = 0
      self.durationEditor = nil
      self.task = task
      self.taskEditor = nil
      self.errorMessage = nil
      self.unsavedSessions = []
      self.statistics = nil
      self.isShowingStats = false
      self.reportedHookCommands = []
      self.notice = nil
    }
  }

  public enum Action: Equatable, Sendable {
    /// The user touched a component, or the timer ran out.
    case interaction(Interaction)
    /// Moves to a status; `startDate` starts a new session, `count` sets the clock.
    case setStatus(TimerStatus, startDate: Date? = nil, count: Int? = nil)
    /// Replaces the guide flags (and saves them).
    case setGuideState(GuideFlags)
    /// One tick of the running timer.
    case timerTicked
    /// `completed` has been shown long enough.
    case completionShown
    /// The cat's reaction is over.
    case catReactionEnded
    /// Digits were typed (or pasted) into the duration editor.
    case durationTyped(String)
    /// The duration editor's text field now holds this text.
    case durationEdited(String)
    /// Backspace in the duration editor.
    case durationDeletedBackward
    /// The duration editor was confirmed.
    case durationCommitted
    /// The duration editor was dismissed.
    case durationCancelled
    /// `+`: a minute more for the session under way.
    case minuteAdded
    /// `-`: a minute less for the session under way, if more than a minute is left.
    case minuteTaken
    /// The task key was pressed: edit the task (or stop editing it).
    case taskTapped
    /// Text was typed (or pasted) into the task editor.
    case taskTyped(String)
    /// The task editor's text field now holds this text.
    case taskEdited(String)
    /// Backspace in the task editor.
    case taskDeletedBackward
    /// The task editor was confirmed.
    case taskCommitted
    /// The task editor was dismissed.
    case taskCancelled
    /// Saving to the history, the settings or the guides failed.
    case storageFailed(String)
    /// Saving a session to the history failed; it is retried every `saveRetryInterval`.
    case saveFailed(SessionRecord, String)
    /// Time to retry the sessions whose save failed.
    case retrySaves
    /// A session whose save had failed is stored now.
    case sessionStored(SessionRecord)
    /// The statistics button was tapped: show (loading the history) or hide the panel.
    case statsTapped
    /// The history's statistics were computed.
    case statsLoaded(HistoryStatistics)
    /// A hook command failed.
    case hookFailed(HookFailure)
    /// A hook failure's message has been shown for `hookMessageDuration`.
    case hookMessageExpired(String)
  }

  /// Identifiers of the long-running effects.
  public enum CancelID: Hashable, Sendable {
    case timer, startGuide, catReaction, stats, saveRetry, hookMessage
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.settings) var settingsClient

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .interaction(let interaction):
        // While a session that ran out is being stored, the user's keys wait: a pause, a
        // reset or a minute more would change a session the history already holds as finished.
        if state.isStoringCompletion, interaction != .timerCompleted, interaction != .catTapped {
          return .none
        }
        return Controllers.run(interaction, state: &state)

      case .setStatus(let status, let startDate, let count):
        let change = StatusChange(status, startingAt: startDate, count: count, in: state)
        return Self.apply(change, to: &state)

      case .setGuideState(let guide):
        // The start guide is about pausing: once the session is over it would be stale.
        if guide.startGuide && !state.guideInformation.startGuide
          && (state.timerStatus == .focus || state.timerStatus == .pause)
        {
          state.presentedGuide = .startGuide
        }
        state.guideInformation = guide
        return .run { _ in
          @Dependency(\.guideDefaults) var guideDefaults
          try await guideDefaults.save(guide)
        } catch: { error, send in
          await send(.storageFailed(String(describing: error)))
        }

      case .timerTicked:
        let now = self.now
        // The timer keeps ticking while `completed` is shown and measures how long it was.
        if state.timerStatus == .completed, let completedDate = state.completedDate {
          // Ticks come a second apart by the clock, but the wall time between them jitters by
          // a few milliseconds: half a tick of slack ends `completed` on the third tick rather
          // than, when that tick is early, the fourth.
          let shown = Double(Self.completedDisplay.components.seconds) - 0.5
          return now.timeIntervalSince(completedDate) >= shown ? .send(.completionShown) : .none
        }
        guard state.timerStatus == .focus || state.timerStatus == .breakTime,
          let session = state.session
        else { return .none }
        let elapsed = state.elapsedSeconds(at: now)
        if elapsed >= Double(session.plannedSeconds) {
          // Once: the ticks that come while the finished session is being stored wait for it.
          guard !state.isStoringCompletion else { return .none }
          state.count = 0
          return Self.storeCompletion(of: session, pausedSeconds: state.pausedSeconds, now: now)
        }
        state.count = Int((Double(session.plannedSeconds) - elapsed).rounded(.up))
        // Progress is saved every few seconds so a crash loses little of it.
        let actual = Int(elapsed)
        guard actual / 5 != (state.session?.actualSeconds ?? 0) / 5 else {
          state.session?.actualSeconds = actual
          return .none
        }
        state.session?.actualSeconds = actual
        return Self.save(state.session)

      case .completionShown:
        guard state.timerStatus == .completed else { return .none }
        if state.isGoalReached { return .send(.setStatus(.sleep)) }
        guard state.settings.autoStartBreaks else { return .send(.setStatus(.breakStandBy)) }
        // Through `breakStandBy`, as a press of space would, so the break is chosen the same.
        return .concatenate(
          .send(.setStatus(.breakStandBy)), .send(.setStatus(.breakTime, startDate: now)))

      case .catReactionEnded:
        state.isCatReacting = false
        return .none

      case .durationTyped(let text):
        state.durationEditor?.type(text)
        return .none

      case .durationEdited(let text):
        state.durationEditor?.edit(to: text)
        return .none

      case .durationDeletedBackward:
        state.durationEditor?.deleteBackward()
        return .none

      case .durationCommitted:
        let editedStatus: TimerStatus =
          state.durationEditor?.length == .focus ? .standBy : .breakStandBy
        guard let editor = state.durationEditor, state.timerStatus == editedStatus else {
          state.durationEditor = nil
          return .none
        }
        // An empty field keeps the length, as Esc would.
        guard let minutes = editor.minutes else {
          state.durationEditor = nil
          return .none
        }
        // The flags' rule, with their message: the field stays open to be corrected.
        let name = "The " + editor.length.name.lowercased()
        if let problem = PomodoroSettings.lengthProblem(minutes: minutes, name: name) {
          state.durationEditor?.problem = problem
          return .none
        }
        state.durationEditor = nil
        state.count = minutes * 60
        let length = editor.length
        state.settings.setLength(length, seconds: minutes * 60)
        // Only the length is saved: this run's other settings may come from flags.
        return .run { [settingsClient] _ in
          var saved = try await settingsClient.load()
          saved.setLength(length, seconds: minutes * 60)
          try await settingsClient.save(saved)
        } catch: { error, send in
          await send(.storageFailed(String(describing: error)))
        }

      case .durationCancelled:
        state.durationEditor = nil
        return .none

      case .minuteAdded, .minuteTaken:
        guard !state.isStoringCompletion else { return .none }
        return adjustLength(byMinutes: action == .minuteAdded ? 1 : -1, state: &state)

      case .taskTapped, .taskTyped, .taskEdited, .taskDeletedBackward, .taskCommitted,
        .taskCancelled:
        return editTask(action, state: &state)

      case .storageFailed(let message):
        state.errorMessage = message
        return .none

      case .saveFailed(let session, let message):
        return saveFailed(session, message: message, state: &state)

      case .retrySaves:
        return Self.retry(state.unsavedSessions)

      case .sessionStored(let session):
        return sessionStored(session, state: &state)

      case .statsTapped:
        state.isShowingStats.toggle()
        state.statistics = nil
        guard state.isShowingStats else { return .cancel(id: CancelID.stats) }
        return .run { [now] send in
          await send(.statsLoaded(try await Self.statistics(now: now)))
        } catch: { error, send in
          await send(.storageFailed(String(describing: error)))
        }
        .cancellable(id: CancelID.stats, cancelInFlight: true)

      case .statsLoaded(let statistics):
        guard state.isShowingStats else { return .none }
        state.statistics = statistics
        return .none

      case .hookFailed(let failure):
        return hookFailed(failure, state: &state)

      case .hookMessageExpired(let message):
        // Unless another message took its place.
        if state.errorMessage == message { state.errorMessage = nil }
        return .none
      }
    }
  }

  /// Moves the end of the session under way (running or paused) by `minutes`, keeping at
  /// least a second to run and at most the longest length the flags allow; saved, so that
  /// `pomodoro status` elsewhere shows it.
  private func adjustLength(byMinutes minutes: Int, state: inout State) -> Effect<Action> {
    guard [.focus, .breakTime, .pause].contains(state.timerStatus),
      let session = state.session, session.isRunning
    else { return .none }
    let elapsed = state.elapsedSeconds(at: now)
    let planned = session.plannedSeconds + minutes * 60
    guard Double(planned) - elapsed >= 1, planned <= Self.longestSessionSeconds else {
      return .none
    }
    state.session?.plannedSeconds = planned
    state.count = Int((Double(planned) - elapsed).rounded(.up))
    return Self.save(state.session)
  }

  /// The longest a session can be made with `+`: the longest length the flags accept.
  static let longestSessionSeconds = 36_000

  /// Stores the session that ran out as finished, then completes it on screen
  /// (`timerCompleted`: `completed`, the chime, the notification, the hooks), so that nothing
  /// is shown as done that a crash could still lose. A failure to store it is reported by the
  /// save `timerCompleted` makes of the same record, which is then retried.
  static func storeCompletion(
    of session: SessionRecord, pausedSeconds: Double, now: Date
  ) -> Effect<Action> {
    var finished = session
    // As `timerCompleted` will record it: the same end, however late the tick.
    let end = session.startDate.addingTimeInterval(pausedSeconds + Double(session.plannedSeconds))
    finished.finish(.finished, at: min(end, now), actualSeconds: session.plannedSeconds)
    return .run { [finished] send in
      @Dependency(\.history) var history
      try? await history.save(finished)
      await send(.interaction(.timerCompleted))
    }
  }

  /// Saves the session in the history; a failure is reported with `saveFailed`, which
  /// retries it. With `reloadingStats`, a session that has ended is then counted in the
  /// statistics panel, which is open.
  static func save(_ session: SessionRecord?, reloadingStats: Bool = false) -> Effect<Action> {
    guard let session else { return .none }
    return .run { send in
      @Dependency(\.history) var history
      try await history.save(session)
      guard reloadingStats, !session.isRunning else { return }
      @Dependency(\.date.now) var now
      await send(.statsLoaded(try await statistics(now: now)))
    } catch: { error, send in
      await send(.saveFailed(session, String(describing: error)))
    }
  }

  /// The statistics of the whole history at `now`.
  static func statistics(now: Date) async throws -> HistoryStatistics {
    @Dependency(\.history) var history
    @Dependency(\.calendar) var calendar
    let sessions = try await history.sessions(.distantPast, now.addingTimeInterval(1))
    return HistoryStatistics(sessions: sessions, calendar: calendar, now: now)
  }
}
