import CaseStudiesCore
import ComposableArchitecture
import SwiftUI

/// The navigation case study: a list whose selected item opens on a stack, an Add button presenting a
/// sheet and a Clear button presenting an alert, all from the store through TCA's SwiftUI
/// bindings, so that every dismissal goes through it.
///
/// ```swift
/// ShoppingListView(store: Store(initialState: ShoppingList.State()) { ShoppingList() })
/// ```
public struct ShoppingListView: View {
  @Bindable var store: StoreOf<ShoppingList>

  public init(store: StoreOf<ShoppingList>) {
    self.store = store
  }

  /// The rows that fit on a screen `lines` high (what the title, the buttons and a key line
  /// leave), around the selected one.
  func visibleItems(lines: Int) -> ArraySlice<String> {
    let rows = max(1, lines - 10)
    guard store.items.count > rows else { return store.items[...] }
    let selected = store.selection.flatMap { store.items.firstIndex(of: $0) } ?? 0
    let start = min(max(0, selected - rows / 2), store.items.count - rows)
    return store.items[start..<start + rows]
  }

  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      VStack(alignment: .leading, spacing: 16) {
        if store.items.isEmpty {
          Text("The list is empty.")
            .foregroundStyle(.secondary)
        } else {
          // The selected row is marked, and always on screen; a tap on a row opens it.
          GeometryReader { proxy in
            List {
              ForEach(visibleItems(lines: Int(proxy.size.height / 16)), id: \.self) { item in
                HStack {
                  Text(item == store.selection ? "›" : " ")
                  Text(item)
                }
                .onTapGesture { store.send(.itemOpened(item)) }
              }
            }
          }
        }
        HStack {
          Button("Add") { store.send(.addButtonTapped) }
          if !store.items.isEmpty {
            Button("Clear", role: .destructive) { store.send(.clearButtonTapped) }
          }
        }
      }
      .navigationTitle("Shopping list")
    } destination: { store in
      ItemDetailView(store: store)
    }
    .alert($store.scope(state: \.alert, action: \.alert))
    .sheet(item: $store.scope(state: \.addItem, action: \.addItem)) { store in
      AddItemView(store: store)
    }
  }
}
