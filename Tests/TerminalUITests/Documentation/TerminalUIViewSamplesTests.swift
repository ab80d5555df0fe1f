import ComposableArchitecture
import TerminalUI
import Testing

// TerminalUI's own views (package API, beneath the SwiftUI layer's renderer), in the samples
// BuildingATerminalApp.md showed before it taught SwiftUI views: run and checked.
@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var seconds = 0
  }

  enum Action {
    case decrementTapped
    case incrementTapped
    case task
    case tick
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementTapped:
        state.count -= 1
        return .none
      case .incrementTapped:
        state.count += 1
        return .none
      case .task:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.seconds += 1
        return .none
      }
    }
  }
}

struct CounterView: View {
  let store: StoreOf<Counter>

  var body: some View {
    VStack(alignment: .leading) {
      Text("Count: \(store.count)").bold()
      HStack {
        Button("-", key: "-") { store.send(.decrementTapped) }
        Button("+", key: "+") { store.send(.incrementTapped) }
        Button("Quit", key: "q") { TerminalApp.quit() }
      }
      Text("Up for \(store.seconds)s").dim()
    }
    .padding(.horizontal, 1)
    .border(title: "counter")
    .onKey(.up) { store.send(.incrementTapped) }
    .onKey(.down) { store.send(.decrementTapped) }
    .task { await store.send(.task).finish() }
  }
}

/// The article's `main.swift`.
@MainActor func runCounterApp() async throws {
  let store = Store(initialState: Counter.State()) { Counter() }
  try await TerminalApp(store: store) { CounterView(store: $0) }.run()
}

@MainActor
struct TerminalUIViewSamplesTests {
  @Test func theFeatureCountsAndTicks() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.incrementTapped) { $0.count = 1 }
    let task = await store.send(.task)
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.seconds = 1 }
    await task.cancel()
  }

  @Test func theFramesFollowKeysAndClicks() {
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    let terminal = TestTerminal(store: store, width: 30, height: 6) {
      CounterView(store: $0)
    }
    #expect(terminal.runningTaskCount == 1)

    terminal.press("+")
    terminal.press(.up)
    terminal.click(on: "[ - ]")
    #expect(
      terminal.text == """
        ╭ counter ─────────────╮
        │ Count: 1             │
        │ [ - ] [ + ] [ Quit ] │
        │ Up for 0s            │
        ╰──────────────────────╯
        """
    )

    terminal.press("q")
    #expect(terminal.didQuit)
    terminal.close()
    #expect(terminal.runningTaskCount == 0)
  }
}

// "Pickers, tables, tabs and spinners": the feature behind the sample, and the sample.
@Reducer
struct SessionsFeature {
  @ObservableState
  struct State: Equatable {
    var tab = Screen.sessions
    var sessions: IdentifiedArrayOf<Session> = []
    var selection: Session.ID?
    var sound = "Bell"
    var isSaving = false
  }

  enum Screen: Hashable { case sessions, settings }

  struct Session: Equatable, Identifiable {
    let id: Int
    var task: String
    var minutes: Int
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

struct SessionsScreen: View {
  @Bindable var store: StoreOf<SessionsFeature>

  var body: some View {
    TabView(selection: $store.tab) {
      Tab("Sessions", value: .sessions) {
        Table(store.sessions, selection: $store.selection) {
          TableColumn("Task") { $0.task }
          TableColumn("Minutes", alignment: .trailing) { "\($0.minutes)" }
        }
      }
      Tab("Settings", value: .settings) {
        Picker("Sound", selection: $store.sound, options: ["Bell", "Chime", "None"])
          .pickerStyle(.menu)
        if store.isSaving { Spinner("Saving…") }
      }
    }
  }
}

@MainActor
struct PickersTablesTabsArticleTests {
  @Test func theSampleSwitchesTabsAndChoosesASound() {
    let store = Store(
      initialState: SessionsFeature.State(
        sessions: [.init(id: 1, task: "Report", minutes: 25)], isSaving: true)
    ) {
      SessionsFeature()
    }
    // The spinner's clock: a terminal's frames and tasks keep the dependencies it was made with.
    let terminal = withDependencies {
      $0.continuousClock = TestClock()
    } operation: {
      TestTerminal(width: 30, height: 6) { SessionsScreen(store: store) }
    }
    #expect(terminal.text.contains("Report"))
    terminal.click(on: "Settings")
    #expect(store.tab == .settings)
    terminal.click(on: "[Bell")
    terminal.click(on: "None")
    #expect(store.sound == "None")
  }
}
