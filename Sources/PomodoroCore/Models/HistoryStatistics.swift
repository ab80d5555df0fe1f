import Foundation

/// Totals for today, this week, the current streak and recent days, computed from the history.
///
/// Only focus sessions count. A finished focus session adds one to `sessions`; the focus time of
/// every ended focus session (finished, skipped or abandoned) adds to `focusSeconds`. A session
/// belongs to the day it started on, in the given calendar's time zone.
///
/// ```swift
/// let stats = HistoryStatistics(sessions: try db.allSessions(), calendar: .current, now: .now)
/// print(stats.today.sessions, stats.streak)
/// ```
public struct HistoryStatistics: Sendable, Equatable, Hashable {
  /// A count of finished focus sessions and the focus time spent.
  public struct Totals: Sendable, Equatable, Hashable {
    /// The number of finished focus sessions.
    public var sessions: Int
    /// The focus time, in seconds.
    public var focusSeconds: Int

    /// Creates totals, zero by default.
    ///
    /// ```swift
    /// let twoSessions = HistoryStatistics.Totals(sessions: 2, focusSeconds: 3000)
    /// ```
    public init(sessions: Int = 0, focusSeconds: Int = 0) {
      self.sessions = sessions
      self.focusSeconds = focusSeconds
    }

    /// The focus time in whole minutes, rounded down.
    public var focusMinutes: Int { focusSeconds / 60 }

    mutating func add(_ session: SessionRecord) {
      if session.outcome == .finished { sessions += 1 }
      focusSeconds += max(0, session.actualSeconds)
    }
  }

  /// The totals of the focus sessions for one task.
  public struct TaskTotals: Sendable, Equatable, Hashable {
    /// The task, as typed.
    public var task: String
    public var totals: Totals

    public init(task: String, totals: Totals = Totals()) {
      self.task = task
      self.totals = totals
    }
  }

  /// The totals of one calendar day.
  public struct Day: Sendable, Equatable, Hashable {
    /// The start of the day, in the calendar's time zone.
    public var date: Date
    public var totals: Totals

    /// Creates a day's entry.
    ///
    /// ```swift
    /// let day = HistoryStatistics.Day(date: calendar.startOfDay(for: .now))
    /// ```
    public init(date: Date, totals: Totals = Totals()) {
      self.date = date
      self.totals = totals
    }
  }

  /// Today's totals.
  public var today: Totals
  /// The totals of the calendar week containing today (the calendar decides its first day).
  public var week: Totals
  /// The number of consecutive days, up to today, with at least one finished focus session.
  ///
  /// A day without sessions yet does not break the streak until it is over: with sessions
  /// yesterday and none so far today, the streak still counts yesterday's run.
  public var streak: Int
  /// The last days, oldest first and ending with today, for a bar chart.
  public var days: [Day]
  /// Today's focus time per task, the longest first; sessions without a task are left out.
  public var tasksToday: [TaskTotals]
  /// This week's focus time per task, the longest first.
  public var tasksWeek: [TaskTotals]

  /// Creates statistics from ready-made parts, for previews and tests.
  ///
  /// ```swift
  /// let empty = HistoryStatistics(today: .init(), week: .init(), streak: 0, days: [])
  /// ```
  public init(
    today: Totals, week: Totals, streak: Int, days: [Day], tasksToday: [TaskTotals] = [],
    tasksWeek: [TaskTotals] = []
  ) {
    self.today = today
    self.week = week
    self.streak = streak
    self.days = days
    self.tasksToday = tasksToday
    self.tasksWeek = tasksWeek
  }

  /// Computes the statistics of `sessions` as seen at `now`.
  ///
  /// ```swift
  /// var calendar = Calendar(identifier: .gregorian)
  /// calendar.firstWeekday = 2  // weeks start on Monday
  /// let stats = HistoryStatistics(sessions: history, calendar: calendar, now: .now, dayCount: 14)
  /// ```
  ///
  /// - Parameters:
  ///   - sessions: The history, in any order; running sessions and breaks are ignored.
  ///   - calendar: Decides day boundaries, the time zone and the first day of the week.
  ///   - now: The moment that decides which day is today.
  ///   - dayCount: How many days `days` holds, today included.
  public init(sessions: [SessionRecord], calendar: Calendar, now: Date, dayCount: Int = 7) {
    let todayStart = calendar.startOfDay(for: now)
    let focus = sessions.filter { $0.kind == .focus && $0.outcome != .running }

    var perDay: [Date: Totals] = [:]
    for session in focus {
      perDay[calendar.startOfDay(for: session.startDate), default: Totals()].add(session)
    }

    var week = Totals()
    var weekTasks: [String: Totals] = [:]
    if let interval = calendar.dateInterval(of: .weekOfYear, for: now) {
      // `DateInterval.contains` includes the end, which is the first instant of next week.
      for session in focus
      where session.startDate >= interval.start && session.startDate < interval.end {
        week.add(session)
        if let task = session.task { weekTasks[task, default: Totals()].add(session) }
      }
    }
    var todayTasks: [String: Totals] = [:]
    for session in focus where calendar.startOfDay(for: session.startDate) == todayStart {
      if let task = session.task { todayTasks[task, default: Totals()].add(session) }
    }

    var days: [Day] = []
    for offset in stride(from: max(dayCount, 0) - 1, through: 0, by: -1) {
      // Normalised because adding days keeps 00:00, which some time zones skip on DST days.
      guard let shifted = calendar.date(byAdding: .day, value: -offset, to: todayStart) else {
        continue
      }
      let date = calendar.startOfDay(for: shifted)
      days.append(Day(date: date, totals: perDay[date] ?? Totals()))
    }

    self.init(
      today: perDay[todayStart] ?? Totals(),
      week: week,
      streak: Self.streak(perDay: perDay, todayStart: todayStart, calendar: calendar),
      days: days,
      tasksToday: Self.sorted(todayTasks),
      tasksWeek: Self.sorted(weekTasks)
    )
  }

  /// The longest focus time first; equal times by name, so the order is stable.
  private static func sorted(_ tasks: [String: Totals]) -> [TaskTotals] {
    tasks.map { TaskTotals(task: $0.key, totals: $0.value) }.sorted {
      ($0.totals.focusSeconds, $1.task) > ($1.totals.focusSeconds, $0.task)
    }
  }

  private static func streak(perDay: [Date: Totals], todayStart: Date, calendar: Calendar) -> Int {
    func hasSession(_ day: Date) -> Bool { (perDay[day]?.sessions ?? 0) > 0 }
    func previous(_ day: Date) -> Date? {
      calendar.date(byAdding: .day, value: -1, to: day).map(calendar.startOfDay(for:))
    }

    var day = todayStart
    if !hasSession(day) {
      guard let yesterday = previous(day) else { return 0 }
      day = yesterday
    }
    var streak = 0
    // Each step needs a day with a session, so the loop ends after at most perDay.count steps.
    while hasSession(day) {
      streak += 1
      guard let earlier = previous(day) else { break }
      day = earlier
    }
    return streak
  }
}
