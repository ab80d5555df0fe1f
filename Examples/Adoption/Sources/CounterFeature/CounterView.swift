import ComposableArchitecture
import DesignSystem
import SwiftUI

/// The counter's SwiftUI view, beside its reducer as in TCA's style: on Linux it compiles
/// against Composable's SwiftUI layer.
public struct CounterView: View {
  let store: StoreOf<CounterFeature>

  public init(store: StoreOf<CounterFeature>) {
    self.store = store
  }

  public var body: some View {
    Form {
      Section {
        HStack {
          Button("−") { store.send(.decrementButtonTapped) }
          Text("\(store.count)").monospacedDigit()
          Button("+") { store.send(.incrementButtonTapped) }
        }
        .buttonStyle(.borderless)
      }
      Section {
        Button("Number fact") { store.send(.factButtonTapped) }
          .cardStyle()
        if store.isLoading {
          ProgressView()
        }
        if let fact = store.fact {
          Text(fact)
        }
      }
    }
    .navigationTitle("Counter")
  }
}
