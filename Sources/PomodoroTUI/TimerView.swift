import ComposableArchitecture
import PomodoroCore
import TerminalUI

/// The Pomodoro screen, using the whole terminal: the status coloured by phase, the clock
/// centred and large with the cat beside it, a progress bar for the session, today's progress
/// toward the goal, the tip, and a line of the keys that work now (each one clickable).
/// ``TimerLayout`` decides what fits.
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
    ScreenSizeReader { [store] size in
      TimerScreen(store: store, layout: TimerLayout(size: size, state: store.state))
    }
    .onKeyPress { [store] press in TimerKeyMap.handle(press, store: store) }
    // `?` lists the keys of the hint line (the timer's keys take theirs first: the task editor
    // types a `?`), at the top, so that the key line stays in view on a small screen.
    .keyHelp(
      TimerKeyMap.commands(for: store.state).filter { $0.action != .help }.map {
        KeyBinding($0.title, keys: [], label: $0.keyName)
      },
      alignment: .top)
  }
}

/// The screen for one layout.
struct TimerScreen: View {
  let store: StoreOf<TimerFeature>
  let layout: TimerLayout

  var body: some View {
    let state = store.state
    if layout.isTooSmall {
      let request = "Terminal too small: need \(TimerLayout.minimumWidth)×\(layout.neededRows)"
      lines(WordWrap.lines(request, width: layout.width)).bold()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    } else if layout.isBordered {
      content(state)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .padding(.horizontal, 1)
        .border(.rounded, title: "pomodoro", color: state.phaseColor)
    } else {
      content(state).frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }

  /// The status, the clock and what goes with them, centred at a fixed place; the keys at the
  /// bottom.
  private func content(_ state: TimerFeature.State) -> some View {
    VStack(alignment: .center, spacing: 0) {
      block(state)
        .frame(width: layout.width)
        .padding(.top, layout.topPadding)
      Spacer()
      VStack(alignment: .center) {
        ForEach(Array(layout.controlRows.enumerated()), id: \.offset) { _, row in
          controls(row, state)
        }
      }
    }
  }

  private func block(_ state: TimerFeature.State) -> some View {
    VStack(alignment: .center, spacing: layout.gap) {
      if layout.isStatusBesideClock {
        HStack(spacing: 1) {
          status(state)
          clock(state)
        }
      } else {
        status(state)
        // As wide as the screen, so that the clock is centred the same way in every status.
        clock(state).frame(maxWidth: .infinity)
      }
      if layout.showsProgress || layout.showsGoal {
        // Each line centred on the screen's width, not on the wider of the two: an odd-width
        // goal line would put the bar half a column (rounded: one) to the left.
        VStack(alignment: .center) {
          if layout.showsProgress {
            ProgressBar(value: state.progress, width: min(layout.width, 40))
              .foregroundColor(state.phaseColor)
              .frame(width: layout.width)
          }
          if layout.showsGoal {
            Text(state.goalText(width: layout.width)).frame(width: layout.width)
          }
        }
      }
      if layout.statsLines > 0 {
        StatsPanel(statistics: state.statistics, maxLines: layout.statsLines)
      }
      if layout.messageRows > 0 {
        messageArea(state)
      }
    }
  }

  /// The prompt or an error, else the tip, in rows kept whether or not something is shown.
  private func messageArea(_ state: TimerFeature.State) -> some View {
    let shown = layout.message.isEmpty ? layout.tip : layout.message
    let blanks = max(0, layout.messageRows - shown.count)
    return VStack(alignment: .center) {
      if !layout.message.isEmpty {
        // The editor's prompt around its text field; a problem or an error in red.
        if layout.fieldWidth > 0 {
          editorLines(state)
        } else if state.errorMessage == nil && state.durationEditor == nil {
          // A notice, not a problem.
          lines(layout.message).foregroundColor(.cyan)
        } else {
          lines(layout.message).bold().foregroundColor(.red)
        }
      } else if !layout.tip.isEmpty {
        lines(layout.tip).foregroundColor(.cyan)
      }
      ForEach(0..<blanks, id: \.self) { _ in Text(" ") }
    }
  }

  /// The editor's prompt, its text field on the line holding the field's marks.
  private func editorLines(_ state: TimerFeature.State) -> some View {
    let marks = String(repeating: TimerLayout.fieldMark, count: layout.fieldWidth)
    return VStack(alignment: .center) {
      ForEach(Array(layout.message.enumerated()), id: \.offset) { _, line in
        if let range = line.range(of: marks) {
          HStack(spacing: 0) {
            Text(String(line[..<range.lowerBound]))
            editorField(state).frame(width: layout.fieldWidth)
            Text(String(line[range.upperBound...]))
          }
        } else {
          Text(line)
        }
      }
    }
  }

  /// The text field of the editor open: the task's, or the length's (digits only: other keys
  /// are the screen's, `t` cancelling and `q` quitting). Each edit goes to the store whole.
  @ViewBuilder
  private func editorField(_ state: TimerFeature.State) -> some View {
    if state.taskEditor != nil {
      TextField(
        "Task",
        text: Binding(
          get: { [store] in store.taskEditor?.text ?? "" },
          set: { [store] in store.send(.taskEdited($0)) }),
        prompt: "")
    } else {
      TextField(
        state.durationEditor?.length.name ?? "",
        text: Binding(
          get: { [store] in store.durationEditor?.text ?? "" },
          set: { [store] in store.send(.durationEdited($0)) }),
        prompt: "", allowing: { $0.isASCII && $0.isWholeNumber })
    }
  }

  /// The status, in reverse so that it stands out without colour too.
  private func status(_ state: TimerFeature.State) -> some View {
    Text(" \(layout.statusTitle) ").bold().reverse().foregroundColor(state.phaseColor)
  }

  @ViewBuilder
  private func clock(_ state: TimerFeature.State) -> some View {
    let text = clockText(seconds: state.count)
    if layout.clock != .compact {
      HStack(alignment: .center, spacing: TimerLayout.catGap) {
        BigText(text, scale: layout.clock == .large ? 2 : 1).foregroundColor(state.phaseColor)
          .onTap { [store] in store.send(.interaction(.timerFieldTapped)) }
        if layout.showsCat {
          CatView(mood: CatMood(status: state.timerStatus, isReacting: state.isCatReacting))
            .frame(width: TimerLayout.catWidth)
            .onTap { [store] in store.send(.interaction(.catTapped)) }
        }
      }
    } else {
      Text(text).bold().foregroundColor(state.phaseColor)
        .onTap { [store] in store.send(.interaction(.timerFieldTapped)) }
    }
  }

  private func lines(_ lines: [String]) -> some View {
    VStack(alignment: .center) {
      ForEach(Array(lines.enumerated()), id: \.offset) { Text($0.element) }
    }
  }

  /// A row of keys, each clickable; the main one (space) in the phase's colour.
  private func controls(_ row: [TimerCommand], _ state: TimerFeature.State) -> some View {
    HStack(spacing: 0) {
      ForEach(Array(row.enumerated()), id: \.offset) { index, command in
        if index > 0 { Text(TimerLayout.separator).dim() }
        (Text(command.keyName).bold()
          .foregroundColor(command.action == .trigger ? state.phaseColor : .default)
          + Text(" \(command.title)"))
          .onTap { [store] in TimerKeyMap.perform(command.action, store: store) }
      }
    }
  }
}
