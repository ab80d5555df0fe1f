import ComposableArchitecture
import Foundation
import Testing

@testable import PomodoroCore

/// Runs one controller alone for each interaction (with the transition the transition
/// controller decides, not applied), to test a concern apart from the others.
struct OnlyController<Controller: TimerControllerProtocol>: Reducer {
  let controller: Controller

  var body: some ReducerOf<TimerFeature> {
    Reduce { state, action in
      guard case .interaction(let interaction) = action else { return .none }
      let transition = TimerFeature.Controllers.TransitionController()
        .transition(for: interaction, in: state)
      return controller.react(to: transition, state: &state)
    }
  }
}

/// A controller that only notes which of its methods ran, implementing just two of them.
struct NotingController: TimerControllerProtocol {
  let calls: LockIsolated<[String]>

  func catTapped(
    _ transition: TimerFeature.Transition, state: inout TimerFeature.State
  ) -> Effect<TimerFeature.Action> {
    calls.withValue { $0.append("catTapped") }
    return .none
  }

  func timerCompleted(
    _ transition: TimerFeature.Transition, state: inout TimerFeature.State
  ) -> Effect<TimerFeature.Action> {
    calls.withValue { $0.append("timerCompleted") }
    return .none
  }
}

@MainActor
struct ControllerTests {
  @Test func everyConcernHasAControllerThatReactsToTheTransition() {
    typealias Controllers = TimerFeature.Controllers
    let reacting = Controllers.reacting
    #expect(reacting.count == 5)
    #expect(reacting[0] is Controllers.HapticController)
    #expect(reacting[1] is Controllers.GuideController)
    #expect(reacting[2] is Controllers.SoundController)
    #expect(reacting[3] is Controllers.NotificationController)
    #expect(reacting[4] is Controllers.HookController)
  }

  @Test func theDefaultDispatchCallsOnlyTheMethodForTheInteraction() {
    let calls = LockIsolated<[String]>([])
    let controller = NotingController(calls: calls)
    var state = TimerFeature.State()
    for interaction in TimerFeature.Interaction.allCases {
      let transition = TimerFeature.Transition(interaction: interaction, from: .standBy)
      _ = controller.react(to: transition, state: &state)
    }
    #expect(calls.value == ["catTapped", "timerCompleted"])
    #expect(state == TimerFeature.State())
  }

  @Test func hapticGivesALightImpactPerTriggerTapAndAHeavyOneAtTheEnd() async {
    let harness = TimerHarness()
    let store = TestStore(initialState: TimerFeature.State(settings: quickSettings)) {
      OnlyController(controller: TimerFeature.Controllers.HapticController())
    } withDependencies: {
      harness.install(&$0)
    }
    for interaction in TimerFeature.Interaction.allCases {
      await store.send(.interaction(interaction))
    }
    await store.finish()
    #expect(harness.haptics.value == [.light, .heavy])

    let asleep = TestStore(
      initialState: TimerFeature.State(settings: quickSettings, timerStatus: .sleep)
    ) {
      OnlyController(controller: TimerFeature.Controllers.HapticController())
    } withDependencies: {
      harness.install(&$0)
    }
    await asleep.send(.interaction(.triggerTapped))
    await asleep.finish()
    #expect(harness.haptics.value == [.light, .heavy])
  }

  @Test func soundPlaysAChimeWhenAFocusOrABreakEnds() async {
    let harness = TimerHarness()
    for status in [TimerStatus.focus, .breakTime] {
      let store = TestStore(
        initialState: TimerFeature.State(settings: quickSettings, timerStatus: status)
      ) {
        OnlyController(controller: TimerFeature.Controllers.SoundController())
      } withDependencies: {
        harness.install(&$0)
      }
      for interaction in TimerFeature.Interaction.allCases {
        await store.send(.interaction(interaction))
      }
      await store.finish()
    }
    #expect(harness.sounds.value == [.focusEnded, .breakEnded])
  }

  @Test func notificationsTellWhatComesNext() async {
    let harness = TimerHarness()
    // A break of a few seconds (from --break-seconds) is not called a 1-minute break.
    let cases: [(TimerStatus, Int, PomodoroSettings)] = [
      (.focus, 1, PomodoroSettings()), (.focus, 3, PomodoroSettings()),
      (.breakTime, 1, PomodoroSettings()), (.focus, 0, quickSettings),
    ]
    for (status, finished, settings) in cases {
      let store = TestStore(
        initialState: TimerFeature.State(
          settings: settings, timerStatus: status, finishedToday: finished)
      ) {
        OnlyController(controller: TimerFeature.Controllers.NotificationController())
      } withDependencies: {
        harness.install(&$0)
      }
      for interaction in TimerFeature.Interaction.allCases {
        await store.send(.interaction(interaction))
      }
      await store.finish()
    }
    #expect(
      harness.notifications.value == [
        "Focus session finished: Time for a 5-minute break.",
        "Focus session finished: Time for a 15-minute long break.",
        "Break over: Ready for the next focus session?",
        "Focus session finished: Time for a 4-second break.",
      ])
  }

  @Test func theGuideControllerStartsOnboardingOnlyWhenTheTimerCanStart() async {
    let harness = TimerHarness()
    let store = TestStore(
      initialState: TimerFeature.State(settings: quickSettings, count: 0)
    ) {
      OnlyController(controller: TimerFeature.Controllers.GuideController())
    } withDependencies: {
      harness.install(&$0)
    }
    // A zero count does not start, so the first-start guide waits too.
    await store.send(.interaction(.triggerTapped)) { $0.presentedGuide = nil }
    await store.finish()
    #expect(harness.guides.value.isEmpty)
  }

  @Test func theTransitionControllerEditsTheFocusLength() async {
    let harness = TimerHarness()
    // The saved settings differ from this run's (which came from flags).
    harness.settings.setValue([PomodoroSettings(shortBreakSeconds: 600)])
    let store = makeTimerStore(
      harness, state: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides))
    await store.send(.interaction(.timerFieldTapped)) {
      $0.durationEditor = DurationEditor(minutes: 0)
    }
    await store.send(.durationTyped("0x4")) { $0.durationEditor = DurationEditor(text: "04") }
    await store.send(.durationTyped("5")) { $0.durationEditor = DurationEditor(text: "045") }
    await store.send(.durationCommitted) {
      $0.durationEditor = nil
      $0.count = 45 * 60
      $0.settings.focusSeconds = 45 * 60
    }
    await store.finish()
    #expect(
      harness.settings.value.last == PomodoroSettings(focusSeconds: 2700, shortBreakSeconds: 600))

    // Tapping the clock again closes the editor; outside stand-by it does not open.
    await store.send(.interaction(.timerFieldTapped)) {
      $0.durationEditor = DurationEditor(minutes: 45)
    }
    await store.send(.interaction(.timerFieldTapped)) { $0.durationEditor = nil }
    #expect(harness.settings.value.count == 2)
  }

  @Test func theCatReactsToATapForTwoSeconds() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness, state: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides))
    await store.send(.interaction(.catTapped)) {
      $0.catTaps = 1
      $0.isCatReacting = true
    }
    await harness.clock.advance(by: .seconds(1))
    await store.send(.interaction(.catTapped)) { $0.catTaps = 2 }
    await harness.clock.advance(by: .seconds(1))
    // The second tap restarted the reaction.
    await harness.clock.advance(by: .seconds(1))
    await store.receive(\.catReactionEnded) { $0.isCatReacting = false }
  }

  @Test func statsLoadFromTheHistory() async {
    let harness = TimerHarness()
    harness.saved.setValue([
      SessionRecord(
        kind: .focus, outcome: .finished, startDate: harness.start.addingTimeInterval(-3600),
        endDate: harness.start, plannedSeconds: 1500, actualSeconds: 1500)
    ])
    let store = makeTimerStore(
      harness, state: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides))
    await store.send(.statsTapped) { $0.isShowingStats = true }
    await store.receive(\.statsLoaded) {
      $0.statistics = HistoryStatistics(
        sessions: harness.saved.value, calendar: utcCalendar(), now: harness.start)
    }
    #expect(store.state.statistics?.today.sessions == 1)
    await store.send(.statsTapped) {
      $0.isShowingStats = false
      $0.statistics = nil
    }
  }
}
