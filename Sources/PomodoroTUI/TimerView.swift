import ComposableArchitecture
import PomodoroCore
import TerminalUI

/// The Pomodoro screen: status, big clock, the cat, the guides and the buttons.
///
/// ```swift
/// try await TerminalApp(store: store) { TimerView(store: $0) }.run()
/// ```
public struct TimerView: View {
  let store: StoreOf<TimerFeature>

  public init(store: StoreOf<TimerFeature>) {
    self.store = store
  }

  public var body: some View {
    content(store.state)
      .padding(.horizontal, 1)
      .border(.rounded, title: "pomodoro")
      .onKeyPress { [store] press in TimerKeyMap.handle(press, store: store) }
  }

  @ViewBuilder
  private func content(_ state: TimerFeature.State) -> some View {
    VStack(alignment: .leading) {
      header(state)
      if state.isShowingStats {
        StatsPanel(statistics: state.statistics)
      } else {
        HStack(alignment: .center) {
          BigText(clockText(seconds: state.count))
            .onTap { [store] in store.send(.interaction(.timerFieldTapped)) }
          Spacer(minLength: 4)
          CatView(mood: CatMood(status: state.timerStatus, isReacting: state.isCatReacting))
            .onTap { [store] in store.send(.interaction(.catTapped)) }
        }
      }
      message(state)
      buttons(state)
      Text("space start/pause · r reset · t time · c cat · s stats · q quit").dim()
    }
  }

  private func header(_ state: TimerFeature.State) -> some View {
    let goal = state.settings.dailyGoal > 0 ? " of \(state.settings.dailyGoal)" : ""
    return HStack {
      Text(state.timerStatus.title).bold()
      Spacer(minLength: 2)
      Text("\(state.finishedToday)\(goal) today").dim()
    }
  }

  @ViewBuilder
  private func message(_ state: TimerFeature.State) -> some View {
    if let editor = state.durationEditor {
      Text("Focus minutes: \(editor)_  (Enter saves, Esc cancels)").reverse()
    } else if let error = state.errorMessage {
      Text("! \(error)").foregroundColor(.red)
    } else if let guide = state.presentedGuide {
      Text("Tip: \(guide.message)").foregroundColor(.cyan)
    } else {
      Text(" ")
    }
  }

  private func buttons(_ state: TimerFeature.State) -> some View {
    HStack {
      Button(
        state.timerStatus.triggerTitle,
        onPress: { [store] in store.send(.interaction(.triggerWillTap)) }
      ) { [store] in store.send(.interaction(.triggerTapped)) }
      Button("Reset") { [store] in store.send(.interaction(.resetTapped)) }
      Button("Time") { [store] in store.send(.interaction(.timerFieldTapped)) }
      Button("Stats") { [store] in store.send(.statsTapped) }
      Button("Quit") { TerminalApp.quit() }
    }
  }
}
