import ComposableArchitecture
import Testing

/// A view sending its actions through `ViewActionSending`: each goes in the `view` case, with the
/// transaction it asks for.
@MainActor
struct ViewActionTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var taps: [Animation?] = []
    }

    enum Action: ViewAction {
      case view(View)
      enum View { case tapped }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .view(.tapped):
        state.taps.append(MainActor.assumeIsolated { Transaction.current?.animation })
        return .none
      }
    }
  }

  struct FeatureView: ViewActionSending {
    let store: StoreOf<Feature>
  }

  @Test func sendsInTheViewCase() {
    let view = FeatureView(store: Store(initialState: Feature.State()) { Feature() })
    view.send(.tapped)
    view.send(.tapped, animation: .linear)
    view.send(.tapped, transaction: Transaction(animation: .easeInOut))
    #expect(view.store.taps == [nil, .linear, .easeInOut])
  }
}
