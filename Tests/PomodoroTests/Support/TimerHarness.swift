import ComposableArchitecture
import Foundation
import PomodoroCore

/// The controllable world of a timer test: a test clock and a wall clock that move together,
/// and recorders for every client the feature talks to.
final class TimerHarness: Sendable {
  let clock = TestClock()
  let start: Date
  let now: LockIsolated<Date>
  let saved = LockIsolated<[SessionRecord]>([])
  let haptics = LockIsolated<[HapticStyle]>([])
  let sounds = LockIsolated<[TimerSound]>([])
  let notifications = LockIsolated<[String]>([])
  let guides = LockIsolated<[GuideFlags]>([])
  let settings = LockIsolated<[PomodoroSettings]>([])
  let hookEvents = LockIsolated<[HookEvent]>([])
  /// What the hook client answers for each event.
  let hookFailures = LockIsolated<[HookFailure]>([])

  init(start: Date = date(2026, 11, 22, 9, 0)) {
    self.start = start
    self.now = LockIsolated(start)
  }

  /// Moves the wall clock only, as when ticks arrive late.
  func passWallTime(_ seconds: Double) {
    now.withValue { $0.addTimeInterval(seconds) }
  }

  /// Moves both clocks by whole seconds.
  func advance(seconds: Int) async {
    passWallTime(Double(seconds))
    await clock.advance(by: .seconds(seconds))
  }

  /// Installs the harness as the feature's dependencies.
  func install(_ values: inout DependencyValues) {
    values.continuousClock = clock
    values.date = DateGenerator { self.now.value }
    values.calendar = utcCalendar()
    values.uuid = .incrementing
    values.haptic = HapticClient { style in self.haptics.withValue { $0.append(style) } }
    values.sound = SoundClient { sound in self.sounds.withValue { $0.append(sound) } }
    values.notifications = NotificationClient { title, body in
      self.notifications.withValue { $0.append("\(title): \(body)") }
    }
    values.guideDefaults = GuideDefaultsClient(
      load: { self.guides.value.last ?? GuideFlags() },
      save: { flags in self.guides.withValue { $0.append(flags) } })
    values.settings = SettingsClient(
      load: { self.settings.value.last ?? PomodoroSettings() },
      save: { value in self.settings.withValue { $0.append(value) } })
    values.hooks = HookClient { event in
      self.hookEvents.withValue { $0.append(event) }
      return self.hookFailures.value
    }
    values.history = HistoryClient(
      save: { session in self.saved.withValue { $0.append(session) } },
      // One row per session, as the database keeps it.
      sessions: { _, _ in self.history })
  }

  /// The last saved version of each session, in the order they first appeared.
  var history: [SessionRecord] {
    var order: [UUID] = []
    var latest: [UUID: SessionRecord] = [:]
    for session in saved.value {
      if latest[session.id] == nil { order.append(session.id) }
      latest[session.id] = session
    }
    return order.compactMap { latest[$0] }
  }
}

/// Short lengths for tests: 10 s focus, 4 s short and 6 s long breaks, a long break every 2
/// sessions, 3 sessions a day.
let quickSettings = PomodoroSettings(
  focusSeconds: 10, shortBreakSeconds: 4, longBreakSeconds: 6, longBreakEvery: 2, dailyGoal: 3)

/// Guides already seen, so tests of other concerns see no guide effects.
let seenGuides = GuideFlags(onBoarding: true, startGuide: true, standByGuide: true)

/// The identifier `UUIDGenerator.incrementing` gives its `n`-th value (from 0).
func uuid(_ n: Int) -> UUID {
  UUID(uuidString: String(format: "00000000-0000-0000-0000-%012x", n))!
}
