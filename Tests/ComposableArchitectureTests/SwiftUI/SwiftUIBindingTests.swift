import ComposableArchitecture
import Testing

/// TCA's SwiftUI integration on the SwiftUI layer: `$store` bindings send actions, presentation
/// bindings dismiss through the store, and store-driven stacks push and pop.
@MainActor
struct SwiftUIBindingTests {
  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var text = ""
    }
    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case close
    }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { _, action in
        switch action {
        case .binding: return .none
        case .close: return .run { _ in await dismiss() }
        }
      }
    }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      var text = ""
      @Presents var child: Child.State?
      @Presents var alert: AlertState<Action.Alert>?
      var path = StackState<Child.State>()
    }
    enum Action: BindableAction, Equatable {
      case alert(PresentationAction<Alert>)
      case binding(BindingAction<State>)
      case child(PresentationAction<Child.Action>)
      case path(StackActionOf<Child>)
      case showChild
      case showAlert
      enum Alert: Equatable { case confirm }
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .showChild:
          state.child = Child.State(id: 1)
          return .none
        case .showAlert:
          state.alert = AlertState {
            TextState("Sure?")
          } actions: {
            ButtonState(action: .confirm) { TextState("Yes") }
            ButtonState(role: .cancel) { TextState("No") }
          }
          return .none
        case .alert(.presented(.confirm)):
          state.text = "confirmed"
          return .none
        case .alert, .binding, .child, .path:
          return .none
        }
      }
      .ifLet(\.$child, action: \.child) { Child() }
      .ifLet(\.$alert, action: \.alert)
      .forEach(\.path, action: \.path) { Child() }
    }
  }

  @Test func settingAStoreBindingSendsTheBindingAction() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    // What `$store.text = "Hi"` does: the store's settable member sends `.binding(.set(…))`.
    let live = Store(initialState: Parent.State()) { Parent() }
    @Bindable var bindable = live
    $bindable.text.wrappedValue = "Hi"
    #expect(live.text == "Hi")
    await store.send(.binding(.set(\.text, "Hi"))) { $0.text = "Hi" }
  }

  @Test func settingASheetBindingToNilDismissesThroughTheStore() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.showChild)
    @Bindable var bindable = store
    let sheet = $bindable.scope(state: \.child, action: \.child)
    #expect(sheet.wrappedValue?.id == 1)
    // The sheet's view edits the child through its own binding.
    @Bindable var child = sheet.wrappedValue!
    $child.text.wrappedValue = "edited"
    #expect(store.child?.text == "edited")
    sheet.wrappedValue = nil
    #expect(store.child == nil)
  }

  @Test func theSheetModifierShowsTheChildAndDismissesIt() {
    let store = Store(initialState: Parent.State()) { Parent() }
    struct ParentView: View {
      @Bindable var store: StoreOf<Parent>
      var body: some View {
        Button("Show") { store.send(.showChild) }
          .sheet(item: $store.scope(state: \.child, action: \.child)) { child in
            ChildView(store: child)
          }
      }
    }
    struct ChildView: View {
      @Bindable var store: StoreOf<Child>
      @Environment(\.dismiss) var dismiss
      var body: some View {
        VStack {
          TextField("Text", text: $store.text)
          Button("Done") { dismiss() }
        }
      }
    }
    var tree = ViewResolver.resolve(ParentView(store: store))
    tree.first("Button", containing: "Show")?.perform()
    tree = ViewResolver.resolve(ParentView(store: store))
    tree.first("sheet")?.first("TextField")?.perform("set", "typed")
    #expect(store.child?.text == "typed")
    tree.first("sheet")?.first("Button", containing: "Done")?.perform()
    #expect(store.child == nil)
  }

  @Test func alertsFromAlertStateSendTheirButtonsActions() {
    let store = Store(initialState: Parent.State()) { Parent() }
    struct ParentView: View {
      @Bindable var store: StoreOf<Parent>
      var body: some View {
        Text(store.text).alert($store.scope(state: \.alert, action: \.alert))
      }
    }
    store.send(.showAlert)
    let tree = ViewResolver.resolve(ParentView(store: store))
    #expect(tree.first("Alert")?[attribute: "title"] == "Sure?")
    #expect(tree.first("Alert")?.text == "Yes No")
    tree.first("Alert")?.first("Button", containing: "Yes")?.perform()
    #expect(store.text == "confirmed")
    #expect(store.alert == nil)
  }

  @Test func storeDrivenStacksPushAndPop() {
    let store = Store(initialState: Parent.State()) { Parent() }
    struct StackView: View {
      @Bindable var store: StoreOf<Parent>
      var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
          NavigationLink("Open", state: Child.State(id: 7))
        } destination: { child in
          ChildScreen(store: child)
        }
      }
    }
    struct ChildScreen: View {
      let store: StoreOf<Child>
      var body: some View {
        Button("Close \(store.state.id)") { store.send(.close) }
          .navigationTitle("Child \(store.state.id)")
      }
    }
    var tree = ViewResolver.resolve(StackView(store: store))
    tree.first("NavigationLink", containing: "Open")?.perform()
    #expect(store.path.count == 1)
    tree = ViewResolver.resolve(StackView(store: store))
    tree.first("NavigationLink", containing: "Open")?.perform()
    #expect(store.path.count == 2)
    tree = ViewResolver.resolve(StackView(store: store))
    let titles = tree.first("NavigationStack")?.children.compactMap { $0[attribute: "title"] }
    #expect(titles == ["Child 7", "Child 7"])
    tree.first("NavigationStack")?.perform("pop")
    #expect(store.path.count == 1)
  }
}
