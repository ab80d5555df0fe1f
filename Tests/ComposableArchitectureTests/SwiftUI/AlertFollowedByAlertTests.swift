import ComposableArchitecture
import Testing

/// An alert's button whose action presents another alert (TCA's alerts case study: Increment
/// shows "Incremented!"): the alert closing after its button ran dismisses the alert it showed,
/// not the one its button presented.
@MainActor
struct AlertFollowedByAlertTests {
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      var count = 0
      @Presents var alert: AlertState<Action.Alert>?
    }
    enum Action: Equatable {
      case alert(PresentationAction<Alert>)
      case showAlert
      enum Alert: Equatable { case increment }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .showAlert:
          state.alert = AlertState {
            TextState("Alert!")
          } actions: {
            ButtonState(action: .increment) { TextState("Increment") }
          }
          return .none
        case .alert(.presented(.increment)):
          state.count += 1
          state.alert = AlertState { TextState("Incremented!") }
          return .none
        case .alert:
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
    }
  }

  struct FeatureView: View {
    @Bindable var store: StoreOf<Feature>
    var body: some View {
      Text("Count: \(store.count)").alert($store.scope(\.alert, action: \.alert))
    }
  }

  @Test func theAlertAButtonPresentsStaysPresented() {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.showAlert)
    var tree = ViewResolver.resolve(FeatureView(store: store))
    tree.first("Alert")?.first("Button", containing: "Increment")?.perform()
    #expect(store.count == 1)
    #expect(store.alert?.title == TextState("Incremented!"))
    tree = ViewResolver.resolve(FeatureView(store: store))
    #expect(tree.first("Alert")?[attribute: "title"] == "Incremented!")
    // Its OK button dismisses it.
    tree.first("Alert")?.first("Button")?.perform()
    #expect(store.alert == nil)
  }
}
