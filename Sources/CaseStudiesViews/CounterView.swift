import CaseStudiesCore
import ComposableArchitecture
import SwiftUI

/// Seed 002's counter: − and + buttons around the count, and a button that starts and stops a
/// timer adding one each second.
///
/// ```swift
/// CounterView(store: Store(initialState: CounterFeature.State()) { CounterFeature() })
/// ```
public struct CounterView: View {
  let store: StoreOf<CounterFeature>

  public init(store: StoreOf<CounterFeature>) {
    self.store = store
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      HStack {
        Button("-") { store.send(.decrementButtonTapped) }
        Text("\(store.count)")
          .monospacedDigit()
          .bold()
        Button("+") { store.send(.incrementButtonTapped) }
      }
      HStack {
        Button(store.isTimerOn ? "Stop timer" : "Start timer") {
          store.send(.toggleTimerButtonTapped)
        }
        Text(store.isTimerOn ? "ticking: +1 each second" : "timer off")
          .foregroundStyle(.secondary)
      }
    }
  }
}
