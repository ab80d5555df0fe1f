import ComposableArchitecture
import Foundation
import PomodoroCore
import Testing

/// The focus length typed after `t`: what is typed replaces the length shown, and the flags'
/// range applies with the flags' message.
@MainActor
struct DurationEditorTests {
  let settings = PomodoroSettings(focusSeconds: 25 * 60)

  /// A timer in stand-by at 25 minutes whose length editor was just opened with `t`.
  func openedEditor() async -> (TimerHarness, TestStoreOf<TimerFeature>) {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness, state: TimerFeature.State(settings: settings, guideInformation: seenGuides))
    await store.send(.interaction(.timerFieldTapped)) {
      $0.durationEditor = DurationEditor(minutes: 25)
    }
    return (harness, store)
  }

  @Test func theFirstDigitTypedReplacesTheLengthShown() async {
    let (harness, store) = await openedEditor()
    #expect(store.state.durationEditor?.text == "25")
    // `t 5 Enter` once gave 255 minutes.
    await store.send(.durationTyped("5")) { $0.durationEditor = DurationEditor(text: "5") }
    await store.send(.durationCommitted) {
      $0.durationEditor = nil
      $0.count = 300
      $0.settings.focusSeconds = 300
    }
    await store.finish()
    #expect(harness.settings.value.last?.focusSeconds == 300)
  }

  @Test func backspaceEditsTheLengthShown() async {
    let (_, store) = await openedEditor()
    await store.send(.durationDeletedBackward) { $0.durationEditor = DurationEditor(text: "2") }
    await store.send(.durationTyped("0")) { $0.durationEditor = DurationEditor(text: "20") }
    await store.send(.durationCommitted) {
      $0.durationEditor = nil
      $0.count = 1200
      $0.settings.focusSeconds = 1200
    }
    await store.finish()
  }

  @Test func lengthsOutsideTheFlagsRangeAreRefusedWithTheFlagsMessage() async {
    let (harness, store) = await openedEditor()
    await store.send(.durationTyped("700")) { $0.durationEditor = DurationEditor(text: "700") }
    await store.send(.durationCommitted) {
      $0.durationEditor?.problem =
        "The focus length must be between 1 and 600 minutes (got 700)."
    }
    // The next key clears the message; zero is refused the same way.
    await store.send(.durationDeletedBackward) { $0.durationEditor = DurationEditor(text: "70") }
    await store.send(.durationDeletedBackward) { $0.durationEditor = DurationEditor(text: "7") }
    await store.send(.durationDeletedBackward) { $0.durationEditor = DurationEditor(text: "") }
    await store.send(.durationTyped("0")) { $0.durationEditor = DurationEditor(text: "0") }
    await store.send(.durationCommitted) {
      $0.durationEditor?.problem = "The focus length must be between 1 and 600 minutes (got 0)."
    }
    await store.send(.durationCancelled) { $0.durationEditor = nil }
    await store.finish()
    #expect(harness.settings.value.isEmpty)
    #expect(store.state.count == 1500)

    #expect(
      PomodoroSettings.lengthProblem(minutes: 0, name: "--focus")
        == "--focus must be between 1 and 600 minutes (got 0).")
    #expect(PomodoroSettings.lengthProblem(minutes: 600, name: "--focus") == nil)
  }

  @Test func theEditorKeepsThreeDigitsAndIgnoresOtherCharacters() {
    var editor = DurationEditor(minutes: 25)
    editor.type("x")
    #expect(editor == DurationEditor(minutes: 25))
    // A fourth digit is refused (it once pushed out the first: "1234" gave 234).
    editor.type("1234")
    #expect(editor.text == "123")
    #expect(editor.minutes == 123)
    #expect(editor.problem != nil)
  }

  /// A length under a minute (`--focus-seconds 8`) has no minutes to show: the field opens
  /// empty, not as "0"; and a fourth digit is refused, never pushing out the first.
  @Test func aLengthUnderAMinuteOpensEmptyAndAFourthDigitIsRefused() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness,
      state: TimerFeature.State(
        settings: PomodoroSettings(focusSeconds: 8), guideInformation: seenGuides))
    await store.send(.interaction(.timerFieldTapped)) {
      $0.durationEditor = DurationEditor(text: "", isPrefilled: true)
    }
    await store.send(.durationTyped("4")) { $0.durationEditor = DurationEditor(text: "4") }
    await store.send(.durationTyped("5")) { $0.durationEditor = DurationEditor(text: "45") }
    await store.send(.durationTyped("6")) { $0.durationEditor = DurationEditor(text: "456") }
    await store.send(.durationTyped("7")) {
      $0.durationEditor = DurationEditor(
        text: "456", problem: "A length has at most 3 digits (up to 600 minutes).")
    }
  }

  /// The field's whole text, as the terminal's text field sends it: text added at the end of
  /// the length shown replaces it, as a typed digit does; any other change is taken as it is.
  @Test func theFieldsTextReplacesTheLengthShownWhenAddedAtItsEnd() async {
    let (_, store) = await openedEditor()
    await store.send(.durationEdited("255")) { $0.durationEditor = DurationEditor(text: "5") }
    await store.send(.durationEdited("59")) { $0.durationEditor = DurationEditor(text: "59") }
    await store.send(.durationEdited("9")) { $0.durationEditor = DurationEditor(text: "9") }
    await store.send(.durationEdited("1x9")) { $0.durationEditor = DurationEditor(text: "19") }
    await store.send(.durationEdited("1987")) {
      $0.durationEditor = DurationEditor(
        text: "198", problem: "A length has at most 3 digits (up to 600 minutes).")
    }
  }

  /// `--focus-seconds 8` through the field: it opens empty and 4, 5, 6, 7 give 456 and a word.
  @Test func aLengthUnderAMinuteTypedInTheFieldKeepsEveryDigitItCan() async {
    let store = makeTimerStore(
      TimerHarness(),
      state: TimerFeature.State(
        settings: PomodoroSettings(focusSeconds: 8), guideInformation: seenGuides))
    await store.send(.interaction(.timerFieldTapped)) {
      $0.durationEditor = DurationEditor(text: "", isPrefilled: true)
    }
    await store.send(.durationEdited("4")) { $0.durationEditor = DurationEditor(text: "4") }
    await store.send(.durationEdited("45")) { $0.durationEditor = DurationEditor(text: "45") }
    await store.send(.durationEdited("456")) { $0.durationEditor = DurationEditor(text: "456") }
    await store.send(.durationEdited("4567")) {
      $0.durationEditor = DurationEditor(
        text: "456", problem: "A length has at most 3 digits (up to 600 minutes).")
    }
  }
}
