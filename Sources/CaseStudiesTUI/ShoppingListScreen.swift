import CaseStudiesCore
import CaseStudiesViews
import ComposableArchitecture
import TerminalUI

/// The shopping list in the terminal: the SwiftUI ``ShoppingListView``, with `a` and `x` for
/// its Add and Clear buttons, - and + for an item's quantity, and the key line of what is on
/// screen. A key for a screen that is covered (by the sheet or the alert) does nothing.
struct ShoppingListScreen: View {
  let store: StoreOf<ShoppingList>

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      HostingView(rootView: ShoppingListView(store: store))
        .frame(maxHeight: .infinity, alignment: .topLeading)
      KeyHints(keys)
    }
    // The sheet and the alert take the keys while they are up (Enter in the sheet's field
    // submits it); these are the list's and the pushed item's.
    .onKeyPress { press in
      guard press.modifiers.isEmpty, !isCovered, store.path.isEmpty else {
        return handleCharacter(press)
      }
      switch press.key {
      case .up: return moveSelection(by: -1)
      case .down: return moveSelection(by: 1)
      case .enter:
        guard let item = store.selection else { return false }
        store.send(.itemOpened(item))
        return true
      default: return handleCharacter(press)
      }
    }
  }

  private func handleCharacter(_ press: KeyPress) -> Bool {
    guard press.modifiers.isEmpty, case .character(let key) = press.key else { return false }
    switch key {
    case "k": return !isCovered && store.path.isEmpty && moveSelection(by: -1)
    case "j": return !isCovered && store.path.isEmpty && moveSelection(by: 1)
    default: return handle(key)
    }
  }

  /// Selects the item `offset` rows from the selected one (or the first).
  private func moveSelection(by offset: Int) -> Bool {
    guard !store.items.isEmpty else { return false }
    let index = store.selection.flatMap { store.items.firstIndex(of: $0) }
    let next = index.map { min(max($0 + offset, 0), store.items.count - 1) } ?? 0
    store.send(.selectionChanged(store.items[next]))
    return true
  }

  private var isCovered: Bool { store.alert != nil || store.addItem != nil }

  private func handle(_ key: Character) -> Bool {
    guard !isCovered else { return false }
    if let top = store.path.ids.last {
      switch key {
      case "-": store.send(.path(.element(id: top, action: .decrementButtonTapped)))
      case "+": store.send(.path(.element(id: top, action: .incrementButtonTapped)))
      default: return false
      }
      return true
    }
    switch key {
    case "a": store.send(.addButtonTapped)
    case "x" where !store.items.isEmpty: store.send(.clearButtonTapped)
    default: return false
    }
    return true
  }

  /// The screen's keys, for its key line and its help.
  var keys: [KeyBinding] {
    if store.addItem != nil {
      return [
        KeyBinding("save", keys: KeyPress(.enter), label: "Enter"),
        KeyBinding("close", keys: KeyPress(.escape), label: "Esc"),
      ]
    }
    if store.alert != nil {
      return [
        KeyBinding("choose", keys: "1", "2", label: "1 2"),
        KeyBinding("keep", keys: KeyPress(.escape), label: "Esc"),
      ]
    }
    if !store.path.isEmpty {
      return [
        KeyBinding("quantity", keys: "-", "+", label: "- / +"),
        KeyBinding("back", keys: KeyPress(.escape), label: "Esc"),
        KeyBinding("help", keys: "?"),
        KeyBinding("quit", keys: "q"),
      ]
    }
    var keys: [KeyBinding] = []
    if !store.items.isEmpty {
      keys.append(KeyBinding("move", keys: KeyPress(.up), KeyPress(.down), label: "↑↓"))
      keys.append(KeyBinding("open", keys: KeyPress(.enter), label: "Enter"))
    }
    keys.append(KeyBinding("add", keys: "a"))
    if !store.items.isEmpty { keys.append(KeyBinding("clear", keys: "x")) }
    return keys + [
      KeyBinding("back", keys: KeyPress(.escape), label: "Esc"),
      KeyBinding("help", keys: "?"),
      KeyBinding("quit", keys: "q"),
    ]
  }
}
