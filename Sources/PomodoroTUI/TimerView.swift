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
      Text(hintLine(state)).dim()
    }
  }

  private func header(_ state: TimerFeature.State) -> some View {
    let goal = state.settings.dailyGoal > 0 ? " of \(state.settings.dailyGoal)" : ""
    return HStack {
      Text(state.statusTitle).bold()
      Spacer(minLength: 2)
      Text("\(state.finishedToday)\(goal) today").dim()
    }
  }

  @ViewBuilder
  private func message(_ state: TimerFeature.State) -> some View {
    if let editor = state.durationEditor {
      if let problem = editor.problem {
        Text("! \(problem)").foregroundColor(.red)
      } else {
        Text("Focus minutes: \(editor.text)_  (Enter saves, Esc cancels)").reverse()
      }
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
      ForEach(TimerKeyMap.commands(for: state).filter { $0.action != .petCat }, id: \.action) {
        commandButton($0)
      }
    }
  }

  /// A button doing what the command's key does; the trigger gives feedback on press.
  private func commandButton(_ command: TimerCommand) -> Button {
    let store = self.store
    guard command.action == .trigger else {
      return Button(command.buttonTitle) { TimerKeyMap.perform(command.action, store: store) }
    }
    return Button(
      command.buttonTitle, onPress: { store.send(.interaction(.triggerWillTap)) }
    ) { store.send(.interaction(.triggerTapped)) }
  }

  private func hintLine(_ state: TimerFeature.State) -> String {
    TimerKeyMap.commands(for: state).map { "\($0.keyName) \($0.title)" }.joined(separator: " · ")
  }
}
