import Foundation

/// The user's Pomodoro preferences, as saved in `settings.json`.
///
/// ```swift
/// var settings = PomodoroSettings()      // 25 / 5 / 15 minutes, long break every 4
/// settings.focusSeconds = 50 * 60
/// settings.breakSeconds(afterFocusSessions: 4)  // 900, a long break
/// ```
public struct PomodoroSettings: Sendable, Equatable, Hashable, Codable {
  /// The newest file format this build reads and writes.
  public static let currentVersion = 1

  /// The file format version; files with a newer one are refused rather than misread.
  public var version: Int
  /// The length of a focus session, in seconds.
  public var focusSeconds: Int
  /// The length of a short break, in seconds.
  public var shortBreakSeconds: Int
  /// The length of a long break, in seconds.
  public var longBreakSeconds: Int
  /// A long break replaces the short one after every this many focus sessions.
  public var longBreakEvery: Int
  /// The number of finished focus sessions the user aims for each day.
  public var dailyGoal: Int
  /// Whether the terminal bell rings when a session ends.
  public var bellEnabled: Bool
  /// Whether the bell also rings on each press of the start/pause key (off unless asked for:
  /// a beep per key press soon grates).
  public var tapBellEnabled: Bool
  /// Whether a chime plays when a session ends.
  public var soundEnabled: Bool
  /// Whether a desktop notification is shown when a session ends.
  public var notificationsEnabled: Bool
  /// Whether the break starts by itself once a focus session's `completed` moment is over.
  public var autoStartBreaks: Bool
  /// Whether the next focus session starts by itself when a break runs out.
  public var autoStartFocus: Bool
  /// Shell commands run on each timer event (`onEvent` in the file, `--on-event` as a flag).
  public var onEvent: [String]

  /// Creates settings; every argument defaults to the classic Pomodoro values.
  ///
  /// ```swift
  /// let quick = PomodoroSettings(focusSeconds: 15 * 60, dailyGoal: 4)
  /// ```
  public init(
    version: Int = PomodoroSettings.currentVersion,
    focusSeconds: Int = 25 * 60,
    shortBreakSeconds: Int = 5 * 60,
    longBreakSeconds: Int = 15 * 60,
    longBreakEvery: Int = 4,
    dailyGoal: Int = 8,
    bellEnabled: Bool = true,
    tapBellEnabled: Bool = false,
    soundEnabled: Bool = true,
    notificationsEnabled: Bool = true,
    autoStartBreaks: Bool = false,
    autoStartFocus: Bool = false,
    onEvent: [String] = []
  ) {
    self.version = version
    self.focusSeconds = focusSeconds
    self.shortBreakSeconds = shortBreakSeconds
    self.longBreakSeconds = longBreakSeconds
    self.longBreakEvery = longBreakEvery
    self.dailyGoal = dailyGoal
    self.bellEnabled = bellEnabled
    self.tapBellEnabled = tapBellEnabled
    self.soundEnabled = soundEnabled
    self.notificationsEnabled = notificationsEnabled
    self.autoStartBreaks = autoStartBreaks
    self.autoStartFocus = autoStartFocus
    self.onEvent = onEvent
  }

  /// The focus length as a `Duration`, for clocks.
  ///
  /// ```swift
  /// try await clock.sleep(for: settings.focusDuration)
  /// ```
  public var focusDuration: Duration { .seconds(focusSeconds) }
  /// The short break length as a `Duration`.
  public var shortBreakDuration: Duration { .seconds(shortBreakSeconds) }
  /// The long break length as a `Duration`.
  public var longBreakDuration: Duration { .seconds(longBreakSeconds) }

  /// The length of the break that follows the given number of finished focus sessions.
  ///
  /// ```swift
  /// PomodoroSettings().breakSeconds(afterFocusSessions: 3)  // 300
  /// PomodoroSettings().breakSeconds(afterFocusSessions: 8)  // 900
  /// ```
  public func breakSeconds(afterFocusSessions count: Int) -> Int {
    let isLong = longBreakEvery > 0 && count > 0 && count.isMultiple(of: longBreakEvery)
    return isLong ? longBreakSeconds : shortBreakSeconds
  }

  /// The lengths in seconds a session may have: 1 second to 600 minutes, as the flags allow.
  public static let secondsRange: ClosedRange<Int> = 1...36_000
  /// How many focus sessions may come before a long break, as `--every` allows.
  public static let longBreakEveryRange: ClosedRange<Int> = 1...100
  /// The daily goals `--goal` allows (0: no goal).
  public static let dailyGoalRange: ClosedRange<Int> = 0...100

  /// The problems that make these settings unusable, empty when they are valid.
  ///
  /// ```swift
  /// PomodoroSettings(focusSeconds: 0).problems  // ["focusSeconds must be between 1 and 36000 (found 0)"]
  /// ```
  public var problems: [String] {
    keyedProblems.map { "\($0.key.stringValue) \($0.problem)" }
  }

  private var keyedProblems: [(key: CodingKeys, problem: String)] {
    var problems: [(key: CodingKeys, problem: String)] = []
    func requireRange(_ value: Int, _ key: CodingKeys, _ range: ClosedRange<Int>) {
      guard !range.contains(value) else { return }
      problems.append(
        (key, "must be between \(range.lowerBound) and \(range.upperBound) (found \(value))"))
    }
    if version < 1 { problems.append((.version, "must be at least 1 (found \(version))")) }
    requireRange(focusSeconds, .focusSeconds, Self.secondsRange)
    requireRange(shortBreakSeconds, .shortBreakSeconds, Self.secondsRange)
    requireRange(longBreakSeconds, .longBreakSeconds, Self.secondsRange)
    requireRange(longBreakEvery, .longBreakEvery, Self.longBreakEveryRange)
    requireRange(dailyGoal, .dailyGoal, Self.dailyGoalRange)
    return problems
  }
}

extension PomodoroSettings {
  private enum CodingKeys: String, CodingKey {
    case version, focusSeconds, shortBreakSeconds, longBreakSeconds, longBreakEvery, dailyGoal
    case bellEnabled, tapBellEnabled, soundEnabled, notificationsEnabled
    case autoStartBreaks, autoStartFocus, onEvent
  }

  /// Decodes settings, taking the default for any missing key so that hand-edited files and
  /// files from before a key existed still load; values of the wrong type or out of range throw.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = PomodoroSettings()
    func value<T: Decodable>(_ key: CodingKeys, _ fallback: T) throws -> T {
      try container.decodeIfPresent(T.self, forKey: key) ?? fallback
    }
    self.init(
      version: try value(.version, defaults.version),
      focusSeconds: try value(.focusSeconds, defaults.focusSeconds),
      shortBreakSeconds: try value(.shortBreakSeconds, defaults.shortBreakSeconds),
      longBreakSeconds: try value(.longBreakSeconds, defaults.longBreakSeconds),
      longBreakEvery: try value(.longBreakEvery, defaults.longBreakEvery),
      dailyGoal: try value(.dailyGoal, defaults.dailyGoal),
      bellEnabled: try value(.bellEnabled, defaults.bellEnabled),
      tapBellEnabled: try value(.tapBellEnabled, defaults.tapBellEnabled),
      soundEnabled: try value(.soundEnabled, defaults.soundEnabled),
      notificationsEnabled: try value(.notificationsEnabled, defaults.notificationsEnabled),
      autoStartBreaks: try value(.autoStartBreaks, defaults.autoStartBreaks),
      autoStartFocus: try value(.autoStartFocus, defaults.autoStartFocus),
      onEvent: try value(.onEvent, defaults.onEvent)
    )
    // A newer version is reported by the store with a clearer message than a range error.
    if version <= Self.currentVersion, let first = keyedProblems.first {
      throw DecodingError.dataCorruptedError(
        forKey: first.key, in: container, debugDescription: first.problem
      )
    }
  }
}
