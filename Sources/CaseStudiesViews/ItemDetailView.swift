import CaseStudiesCore
import ComposableArchitecture
import SwiftUI

/// An item pushed on the shopping list's stack: how many of it to buy.
public struct ItemDetailView: View {
  let store: StoreOf<ItemDetail>

  public init(store: StoreOf<ItemDetail>) {
    self.store = store
  }

  public var body: some View {
    HStack {
      Text("Buy")
      Button("-") { store.send(.decrementButtonTapped) }
      Text("\(store.quantity)")
        .monospacedDigit()
        .bold()
      Button("+") { store.send(.incrementButtonTapped) }
      Text(store.name)
    }
    .navigationTitle(store.name)
  }
}
