import ComposableArchitecture
import Foundation
import PomodoroCore
import Testing

/// The task: typed after `n` like the length (the first character replaces the one shown),
/// given to every session started afterwards, and to the one under way.
@MainActor
struct TaskTests {
  @Test func typingReplacesTheTaskShownAndNewSessionsCarryIt() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness,
      state: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides, task: "Old"))

    await store.send(.taskTapped) { $0.taskEditor = TaskEditor(task: "Old") }
    await store.send(.taskTyped("N")) {
      $0.taskEditor?.text = "N"
      $0.taskEditor?.isPrefilled = false
    }
    await store.send(.taskTyped("ew\u{7}")) { $0.taskEditor?.text = "New" }
    await store.send(.taskDeletedBackward) { $0.taskEditor?.text = "Ne" }
    await store.send(.taskTyped("w task ")) { $0.taskEditor?.text = "New task " }
    await store.send(.taskCommitted) {
      $0.taskEditor = nil
      $0.task = "New task"
    }
    #expect(harness.saved.value.isEmpty)

    await store.send(.interaction(.triggerTapped)) { [now = harness.now.value] in
      $0.timerStatus = .focus
      $0.session = SessionRecord(
        id: uuid(0), kind: .focus, startDate: now, plannedSeconds: 10, task: "New task")
      $0.count = 10
    }
    await store.send(.interaction(.resetTapped)) {
      $0.timerStatus = .standBy
      $0.session = nil
    }
    await store.finish()
    #expect(harness.history.map(\.task) == ["New task"])
  }

  @Test func changingTheTaskDuringASessionSavesItAtOnce() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness, state: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides))
    await startFocus(store, harness, id: 0)

    await store.send(.taskTapped) { $0.taskEditor = TaskEditor(task: nil) }
    await store.send(.taskTyped("Email")) {
      $0.taskEditor?.text = "Email"
      $0.taskEditor?.isPrefilled = false
    }
    await store.send(.taskCommitted) {
      $0.taskEditor = nil
      $0.task = "Email"
      $0.session?.task = "Email"
    }
    await store.send(.interaction(.resetTapped)) {
      $0.timerStatus = .standBy
      $0.session = nil
    }
    await store.finish()
    #expect(harness.saved.value.map(\.task) == [nil, "Email", "Email"])
  }

  @Test func escKeepsTheTaskAndABlankOneClearsIt() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness,
      state: TimerFeature.State(
        settings: quickSettings, guideInformation: seenGuides, task: "Write report"))

    await store.send(.taskTapped) { $0.taskEditor = TaskEditor(task: "Write report") }
    await store.send(.taskTyped("x")) {
      $0.taskEditor?.text = "x"
      $0.taskEditor?.isPrefilled = false
    }
    await store.send(.taskCancelled) { $0.taskEditor = nil }
    #expect(store.state.task == "Write report")

    await store.send(.taskTapped) { $0.taskEditor = TaskEditor(task: "Write report") }
    await store.send(.taskTyped("   ")) {
      $0.taskEditor?.text = "   "
      $0.taskEditor?.isPrefilled = false
    }
    await store.send(.taskCommitted) {
      $0.taskEditor = nil
      $0.task = nil
    }
  }

  @Test func aTaskIsAtMostSixtyCharacters() {
    var editor = TaskEditor(task: nil)
    editor.type(String(repeating: "a", count: 70))
    #expect(editor.text.count == TaskEditor.maxLength)
    #expect(TaskEditor.normalized("  Write report \n") == "Write report")
  }

  /// The field's whole text, as the terminal's text field sends it: text added at the end of
  /// the task shown replaces it (so does a full 60-character task); any other change is kept.
  @Test func theFieldsTextReplacesTheTaskShownWhenAddedAtItsEnd() async {
    let long = String(repeating: "a", count: TaskEditor.maxLength)
    let store = makeTimerStore(
      TimerHarness(),
      state: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides, task: long))
    await store.send(.taskTapped) { $0.taskEditor = TaskEditor(task: long) }
    await store.send(.taskEdited(long + "N")) {
      $0.taskEditor?.text = "N"
      $0.taskEditor?.isPrefilled = false
    }
    await store.send(.taskEdited("New")) { $0.taskEditor?.text = "New" }
    await store.send(.taskEdited("Nw")) { $0.taskEditor?.text = "Nw" }
    await store.send(.taskEdited("N\u{7}ew")) { $0.taskEditor?.text = "New" }
    await store.send(.taskEdited(long + long)) { $0.taskEditor?.text = long }
    await store.send(.taskCancelled) { $0.taskEditor = nil }
  }
}
