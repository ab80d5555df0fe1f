import CaseStudiesCore
import CaseStudiesViews
import ComposableArchitecture
import SwiftUI

/// The shopping list: the SwiftUI ``ShoppingListView``, with `a` and `x` for its Add and Clear
/// buttons, - and + for an item's quantity, ↑/↓ (or k/j) and Enter for its rows. A key for a
/// screen that is covered (by the sheet or the alert) does nothing.
struct ShoppingListScreen: View {
  let store: StoreOf<ShoppingList>

  var body: some View {
    // The sheet and the alert take the keys while they are up (Enter in the sheet's field
    // submits it); these are the list's and the pushed item's.
    ShoppingListView(store: store)
      .onKeyPress { press in handle(press) ? .handled : .ignored }
  }

  private func handle(_ press: KeyPress) -> Bool {
    guard press.modifiers.subtracting(.shift).isEmpty, !isCovered else { return false }
    if let top = store.path.ids.last {
      switch press.characters {
      case "-": store.send(.path(.element(id: top, action: .decrementButtonTapped)))
      case "+": store.send(.path(.element(id: top, action: .incrementButtonTapped)))
      default: return false
      }
      return true
    }
    switch press.key {
    case .upArrow, "k": return moveSelection(by: -1)
    case .downArrow, "j": return moveSelection(by: 1)
    case .return:
      guard let item = store.selection else { return false }
      store.send(.itemOpened(item))
    case "a": store.send(.addButtonTapped)
    case "x" where !store.items.isEmpty: store.send(.clearButtonTapped)
    default: return false
    }
    return true
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

  /// The screen's keys, for its key line and its help.
  static func keys(_ store: StoreOf<ShoppingList>) -> [KeyHint] {
    if store.addItem != nil {
      return [KeyHint("Enter", "save"), KeyHint("Esc", "close")]
    }
    if store.alert != nil {
      return [KeyHint("1 2", "choose"), KeyHint("Esc", "keep")]
    }
    if !store.path.isEmpty {
      return [KeyHint("- / +", "quantity"), .back, .help, .quit]
    }
    var keys: [KeyHint] = []
    if !store.items.isEmpty {
      keys.append(KeyHint("↑↓", "move"))
      keys.append(KeyHint("Enter", "open"))
    }
    keys.append(KeyHint("a", "add"))
    if !store.items.isEmpty { keys.append(KeyHint("x", "clear")) }
    return keys + [.back, .help, .quit]
  }
}
