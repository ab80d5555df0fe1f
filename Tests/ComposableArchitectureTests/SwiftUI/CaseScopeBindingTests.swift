import ComposableArchitecture
import Testing

/// A presented `@Reducer enum` destination reached case by case through its binding, as TCA
/// 1.25's examples write it: `$store.scope(\.$destination, action: \.destination).sheet`.
@MainActor
struct CaseScopeBindingTests {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable, Identifiable {
      var id = 0
      var count = 0
    }
    enum Action: Equatable {
      case increment
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  enum Destination {
    case sheet(Counter)
    case popover(Counter)
    case alert(AlertState<Never>)
  }

  @Reducer
  struct Feature {
    @ObservableState
    struct State {
      @Presents var destination: Destination.State?
    }
    enum Action {
      case destination(PresentationAction<Destination.Action>)
      case showSheet
      case showAlert
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .showSheet:
          state.destination = .sheet(Counter.State(id: 1))
          return .none
        case .showAlert:
          state.destination = .alert(AlertState { TextState("Saved") })
          return .none
        case .destination:
          return .none
        }
      }
      .ifLet(\.$destination, action: \.destination)
    }
  }

  @Test func aCaseBindingHoldsTheCaseStoreAndDismissesWhenSetToNil() {
    let store = Store(initialState: Feature.State()) { Feature() }
    @Bindable var bindable = store
    let destination = $bindable.scope(\.$destination, action: \.destination)
    #expect(destination.sheet.wrappedValue == nil)
    store.send(.showSheet)
    #expect(destination.sheet.wrappedValue?.count == 0)
    #expect(destination.popover.wrappedValue == nil)
    #expect(destination.alert.wrappedValue == nil)
    destination.sheet.wrappedValue?.send(.increment)
    #expect(store.destination?.sheet?.count == 1)
    // Writing a store is not a dismissal: nothing changes.
    destination.popover.wrappedValue = nil
    #expect(store.destination == nil)
  }

  @Test func theCaseScopeIsCasePathable() {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.showSheet)
    let child = store.scope(state: \.destination, action: \.destination.presented)!
    #expect(child.case.sheet?.count == 0)
    #expect(child.case.popover == nil)
    #expect(child.case[case: \.sheet]?.state.id == 1)
  }

  @Test func sheetsAndAlertsOfAnEnumDestination() {
    let store = Store(initialState: Feature.State()) { Feature() }
    struct FeatureView: View {
      @Bindable var store: StoreOf<Feature>
      var body: some View {
        Text("Feature")
          .sheet(item: $store.scope(\.$destination, action: \.destination).sheet) { counter in
            Button("Count \(counter.count)") { counter.send(.increment) }
          }
          .alert($store.scope(\.$destination, action: \.destination).alert)
      }
    }
    store.send(.showSheet)
    var tree = ViewResolver.resolve(FeatureView(store: store))
    tree.first("sheet")?.first("Button", containing: "Count 0")?.perform()
    #expect(store.destination?.sheet?.count == 1)
    tree.first("sheet")?.perform("dismiss")
    #expect(store.destination == nil)

    store.send(.showAlert)
    tree = ViewResolver.resolve(FeatureView(store: store))
    #expect(tree.first("sheet") == nil)
    #expect(tree.first("Alert")?[attribute: "title"] == "Saved")
    tree.first("Alert")?.first("Button", containing: "OK")?.perform()
    #expect(store.destination == nil)
  }

  @Reducer
  enum Mixed {
    case counter(Counter)
    case empty
    case pair(Int, label: String)
    case alert(AlertState<Never>)
  }

  @Test func everyKindOfCaseHasACasePath() {
    let pair = Store(initialState: Mixed.State.pair(1, label: "one")) { Mixed.body }
    #expect(pair.case.pair?.0 == 1)
    #expect(pair.case.pair?.1 == "one")
    #expect(pair.case.empty == nil)
    #expect(pair.case.counter == nil)
    let empty = Store(initialState: Mixed.State.empty) { Mixed.body }
    #expect(empty.case.empty != nil)
    let alert = Store(initialState: Mixed.State.alert(AlertState { TextState("Hi") })) {
      Mixed.body
    }
    #expect(alert.case.alert?.title == TextState("Hi"))
    let embedded = Mixed.CaseScope.allCasePaths.pair.embed((2, "two"))
    guard case let .pair(number, label: label) = embedded else {
      Issue.record("embedded \(embedded)")
      return
    }
    #expect(number == 2 && label == "two")
  }

  @MainActor final class Picks {
    var alert: AlertState<Int>?
    var dialog: ConfirmationDialogState<Int>?
    var picked: [Int?] = []
  }

  @Test func alertsAndDialogsFromABindingToOptionalStateHandTheTappedAction() {
    let picks = Picks()
    picks.alert = AlertState {
      TextState("Pick")
    } actions: {
      ButtonState(action: 1) { TextState("One") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    let alert = Binding(get: { picks.alert }, set: { picks.alert = $0 })
    var tree = ViewResolver.resolve(Text("Home").alert(alert) { picks.picked.append($0) })
    #expect(tree.first("Alert")?[attribute: "title"] == "Pick")
    tree.first("Alert")?.first("Button", containing: "One")?.perform()
    #expect(picks.alert == nil)
    #expect(picks.picked == [1])

    picks.dialog = ConfirmationDialogState {
      TextState("Choose")
    } actions: {
      ButtonState(action: 2) { TextState("Two") }
    }
    let dialog = Binding(get: { picks.dialog }, set: { picks.dialog = $0 })
    tree = ViewResolver.resolve(
      Text("Home").confirmationDialog(dialog) { picks.picked.append($0) })
    #expect(tree.first("ConfirmationDialog")?[attribute: "title"] == "Choose")
    tree.first("ConfirmationDialog")?.first("Button", containing: "Two")?.perform()
    #expect(picks.dialog == nil)
    #expect(picks.picked == [1, 2])

    // Buttons of `AlertState<Never>` send nothing; the alert still dismisses.
    var never: AlertState<Never>? = AlertState { TextState("Done") }
    tree = ViewResolver.resolve(
      Text("Home").alert(Binding(get: { never }, set: { never = $0 })))
    tree.first("Alert")?.first("Button", containing: "OK")?.perform()
    #expect(never == nil)
  }
}
