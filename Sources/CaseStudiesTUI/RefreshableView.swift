import CaseStudiesCore
import ComposableArchitecture
import TerminalUI

/// Seed 001's screen: a counter, `r` to fetch a fact about its number, Cancel while loading.
public struct RefreshableView: View {
  let store: StoreOf<Refreshable>
  let activity: RefreshActivity

  public init(store: StoreOf<Refreshable>, activity: RefreshActivity) {
    self.store = store
    self.activity = activity
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      HStack(spacing: 1) {
        Button("-", key: "-") { store.send(.decrementButtonTapped) }
        Text("\(store.count)").bold()
        Button("+", key: "+") { store.send(.incrementButtonTapped) }
        Button("Refresh", key: "r") { [store, activity] in
          Task { await activity.refresh(store) }
        }
      }
      if activity.isLoading {
        HStack(spacing: 1) {
          Text("Loading a fact about \(store.factNumber ?? store.count)…").italic()
          Button("Cancel", key: "c") { store.send(.cancelButtonTapped, animation: .default) }
        }
      }
      // The seed keeps the fact when the number changes: it names its number, and a hint
      // offers one about the count.
      if let fact = store.fact {
        Text(fact).bold()
        if let number = store.factNumber, number != store.count {
          Text("r fetches a fact about \(store.count)").dim()
        }
      }
      if let message = store.errorMessage {
        ErrorText(message)
      }
      KeyHints(keys)
    }
  }

  /// The screen's keys, for its key line and its help: `c` only while a fact is loading.
  var keys: [KeyBinding] {
    var keys = [
      KeyBinding("count", keys: "-", "+", label: "- / +"),
      KeyBinding("fetches a fact", keys: "r"),
    ]
    if activity.isLoading { keys.append(KeyBinding("cancels", keys: "c")) }
    return keys + [
      KeyBinding("back", keys: KeyPress(.escape), label: "Esc"),
      KeyBinding("help", keys: "?"),
      KeyBinding("quit", keys: "q"),
    ]
  }
}
