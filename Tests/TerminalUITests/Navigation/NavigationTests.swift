import ComposableArchitecture
import InlineSnapshotTesting
import Testing

@testable import TerminalUI

@MainActor
struct NavigationTests {
  @Test func anAlertIsPresentedAndItsButtonsSendThroughTheStore() async {
    let log = ActionLog<InventoryFeature.Action>()
    let store = Store(initialState: InventoryFeature.State()) {
      InventoryFeature().recording(into: log)
    }
    let terminal = TestTerminal(width: 40, height: 9) { InventoryView(store: store) }
    terminal.press("d")
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Items
      Hammer
      Saw   ╭ Delete Saw? ────────────╮
      [ Add │ It cannot be undone.    │
            │                         │
            │ [ 1 Delete ] [ 2 Keep ] │
            ╰─────────────────────────╯
      """
    }
    // The screen behind gets no keys while the alert is up.
    terminal.press("o")
    #expect(store.path.isEmpty)
    terminal.press(.escape)
    #expect(store.alert == nil)
    terminal.press("d")
    terminal.press("1")
    #expect(store.items == ["Hammer"])
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Items
      Hammer
      [ Add ] [ Delete ] [ Open ]
      """
    }

    let testStore = TestStore(initialState: InventoryFeature.State()) { InventoryFeature() }
    let alert = AlertState<InventoryFeature.Action.Alert> {
      TextState("Delete Saw?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Keep") }
    } message: {
      TextState("It cannot be undone.")
    }
    // The actions the terminal sent, replayed: a dismissal, then the button's action alone.
    #expect(log.actions.count == 4)
    await testStore.send(log.actions[0]) { $0.alert = alert }
    await testStore.send(log.actions[1]) { $0.alert = nil }
    await testStore.send(log.actions[2]) { $0.alert = alert }
    await testStore.send(log.actions[3]) {
      $0.alert = nil
      $0.items = ["Hammer"]
    }
  }

  @Test func aSheetTakesTypingAndDismissesThroughTheStore() async {
    let log = ActionLog<InventoryFeature.Action>()
    let store = Store(initialState: InventoryFeature.State()) {
      InventoryFeature().recording(into: log)
    }
    let terminal = TestTerminal(width: 30, height: 10) { InventoryView(store: store) }
    terminal.press("a")
    terminal.type("Drill")
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Items
       ╭ esc closes ──────────────╮
       │ Drill                    │
       │ [ Save ]                 │
       │                          │
       │                          │
       │                          │
       │                          │
       ╰──────────────────────────╯
      """
    }
    terminal.press(.escape)
    #expect(store.edit == nil)
    terminal.press("a")
    terminal.type("Vise")
    terminal.press(.enter)
    // The editor dismisses itself with `@Dependency(\.dismiss)`, in an effect.
    while store.edit != nil { await Task.yield() }
    #expect(store.items == ["Hammer", "Saw", "Vise"])

    // The actions the terminal sent (and the effect), replayed into a TestStore.
    #expect(log.actions.count == 14)
    let testStore = TestStore(initialState: InventoryFeature.State()) { InventoryFeature() }
    await testStore.send(log.actions[0]) { $0.edit = ItemEditor.State() }
    for (index, name) in ["D", "Dr", "Dri", "Dril", "Drill"].enumerated() {
      await testStore.send(log.actions[1 + index]) { $0.edit?.name = name }
    }
    await testStore.send(log.actions[6]) { $0.edit = nil }
    await testStore.send(log.actions[7]) { $0.edit = ItemEditor.State() }
    for (index, name) in ["V", "Vi", "Vis", "Vise"].enumerated() {
      await testStore.send(log.actions[8 + index]) { $0.edit?.name = name }
    }
    await testStore.send(log.actions[12]) { $0.items.append("Vise") }
    await testStore.receive(\.edit.dismiss) { $0.edit = nil }
  }

  @Test func aStackShowsBreadcrumbsAndGoesBackThroughTheStore() async {
    let log = ActionLog<InventoryFeature.Action>()
    // A live context has stack element IDs of its own: the test store's count from 0 too.
    let store = Store(initialState: InventoryFeature.State()) {
      InventoryFeature().recording(into: log)
    } withDependencies: {
      $0.context = .live
    }
    let terminal = TestTerminal(width: 30, height: 5) { InventoryView(store: store) }
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Items
      Hammer
      Saw
      [ Add ] [ Delete ] [ Open ]
      """
    }
    terminal.press("o")
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      ‹ Items › Hammer
      About Hammer
      """
    }
    terminal.resize(width: 12, height: 5)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      ‹ … › Hammer
      About Hammer
      """
    }
    terminal.press(.escape)
    #expect(store.path.isEmpty)
    terminal.press("o")
    #expect(terminal.click(on: "‹"))
    #expect(store.path.isEmpty)

    #expect(log.actions.count == 4)
    let testStore = TestStore(initialState: InventoryFeature.State()) { InventoryFeature() }
    await testStore.send(log.actions[0]) { $0.path[id: 0] = ItemDetail.State(name: "Hammer") }
    await testStore.send(log.actions[1]) { $0.path = StackState() }
    await testStore.send(log.actions[2]) { $0.path[id: 1] = ItemDetail.State(name: "Hammer") }
    await testStore.send(log.actions[3]) { $0.path = StackState() }
  }
}
