import CaseStudiesCore
import ComposableArchitecture
import TerminalUI

/// The navigation case study's screen: a list whose items open on a stack, `a` adds one in a
/// sheet, `x` clears the list after an alert. Every dismissal goes through the store.
public struct ShoppingListView: View {
  @Bindable var store: StoreOf<ShoppingList>

  public init(store: StoreOf<ShoppingList>) {
    self.store = store
  }

  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      VStack(alignment: .leading, spacing: 1) {
        if store.items.isEmpty {
          Text("The list is empty: a adds an item.").dim()
        } else {
          List(
            store.items, id: \.self,
            selection: Binding(
              get: { store.selection }, set: { store.send(.selectionChanged($0)) })
          ) {
            Text($0)
          } primaryAction: {
            store.send(.itemOpened($0))
          }
        }
        HStack {
          Button("Add", key: "a") { store.send(.addButtonTapped) }
          if !store.items.isEmpty {
            Button("Clear", key: "x") { store.send(.clearButtonTapped) }
          }
        }
        KeyHints(keys)
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

  /// The screen's keys, for its key line and its help.
  var keys: [KeyBinding] {
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

/// The sheet that adds an item: type its name, Enter saves, Esc closes.
struct AddItemView: View {
  @Bindable var store: StoreOf<AddItem>

  var body: some View {
    VStack(alignment: .leading) {
      Text("New item").bold()
      TextField("name", text: $store.name, maxLength: 40)
      Button("Save") { store.send(.saveButtonTapped) }
      KeyHints([
        KeyBinding("save", keys: KeyPress(.enter), label: "Enter"),
        KeyBinding("close", keys: KeyPress(.escape), label: "Esc"),
      ])
    }
    .onKey(.enter) { store.send(.saveButtonTapped) }
  }
}

/// An item pushed on the stack: its quantity, changed with - and +.
struct ItemDetailView: View {
  let store: StoreOf<ItemDetail>

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      HStack {
        Text("Buy")
        Button("-", key: "-") { store.send(.decrementButtonTapped) }
        Text("\(store.quantity)").bold()
        Button("+", key: "+") { store.send(.incrementButtonTapped) }
        Text(store.name)
      }
      KeyHints([
        KeyBinding("quantity", keys: "-", "+", label: "- / +"),
        KeyBinding("back", keys: KeyPress(.escape), label: "Esc"),
      ])
    }
    .navigationTitle(store.name)
  }
}
