import ComposableArchitecture
import TerminalUI
import Testing

// TerminalUI's own pickers, tables, tabs and spinners (package API, the SwiftUI renderer's
// vocabulary), in the sample an older BuildingATerminalApp.md showed: the feature, and the screen.
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
