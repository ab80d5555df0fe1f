import ComposableArchitecture
import PomodoroCore
import SwiftUI

import enum PomodoroTUI.CatMood
import struct PomodoroTUI.TimerCommand
import enum PomodoroTUI.TimerKeyMap
import struct PomodoroTUI.TimerLayout
import func PomodoroTUI.clockText
import enum TerminalUI.WordWrap

/// The timer screen for one layout: the status, the clock and what goes with them centred at a
/// fixed place, the keys at the bottom, in a box titled "pomodoro" where there is room.
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
      GroupBox {
        content(state).frame(maxWidth: .infinity, maxHeight: .infinity)
      } label: {
        Text("pomodoro")
      }
      .tint(state.phaseTint)
    } else {
      content(state).frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }

  private func content(_ state: TimerFeature.State) -> some View {
    VStack(spacing: 0) {
      block(state)
        .frame(width: Cells.width(layout.width))
        .padding(.top, Cells.height(layout.topPadding))
      Spacer(minLength: 0)
      VStack(spacing: 0) {
        ForEach(Array(layout.controlRows.enumerated()), id: \.offset) { _, row in
          controls(row, state)
        }
      }
    }
  }

  private func block(_ state: TimerFeature.State) -> some View {
    VStack(spacing: Cells.height(layout.gap)) {
      if layout.isStatusBesideClock {
        HStack(spacing: Cells.width(1)) {
          status(state)
          clock(state)
        }
      } else {
        status(state)
        // As wide as the screen, so that the clock is centred the same way in every status.
        clock(state).frame(maxWidth: .infinity)
      }
      if layout.showsProgress || layout.showsGoal {
        // Each line centred on the screen's width, not on the wider of the two.
        VStack(spacing: 0) {
          if layout.showsProgress {
            ProgressView(value: state.progress)
              .frame(width: Cells.width(min(layout.width, 40)))
              .foregroundColor(state.phaseTint)
              .frame(width: Cells.width(layout.width))
          }
          if layout.showsGoal {
            Text(state.goalText(width: layout.width)).frame(width: Cells.width(layout.width))
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
    return VStack(spacing: 0) {
      if !layout.message.isEmpty {
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

  /// The editor's prompt, its field on the line holding the field's marks.
  private func editorLines(_ state: TimerFeature.State) -> some View {
    let marks = String(repeating: TimerLayout.fieldMark, count: layout.fieldWidth)
    return VStack(spacing: 0) {
      ForEach(Array(layout.message.enumerated()), id: \.offset) { _, line in
        if let range = line.range(of: marks) {
          HStack(spacing: 0) {
            Text(String(line[..<range.lowerBound]))
            editorField(state).frame(width: Cells.width(layout.fieldWidth))
            Text(String(line[range.upperBound...]))
          }
        } else {
          Text(line)
        }
      }
    }
  }

  /// The field of the editor open. The task's is a text field (each edit goes to the store
  /// whole); the length's takes digits only, which the screen's keys type, so that `t` still
  /// cancels and `q` quits: it shows the digits and the cursor.
  @ViewBuilder
  private func editorField(_ state: TimerFeature.State) -> some View {
    if state.taskEditor != nil {
      TextField(
        "Task",
        text: Binding(
          get: { store.taskEditor?.text ?? "" },
          set: { store.send(.taskEdited($0)) }),
        prompt: Text(""))
    } else {
      HStack(spacing: 0) {
        Text(state.durationEditor?.text ?? "")
        Text(" ").colorInvert()
        Spacer(minLength: 0)
      }
    }
  }

  /// The status, inverted so that it stands out without colour too.
  private func status(_ state: TimerFeature.State) -> some View {
    Text(" \(layout.statusTitle) ").bold().colorInvert().foregroundColor(state.phaseTint)
  }

  @ViewBuilder
  private func clock(_ state: TimerFeature.State) -> some View {
    let text = clockText(seconds: state.count)
    if layout.clock != .compact {
      HStack(spacing: Cells.width(TimerLayout.catGap)) {
        BigDigits(text, scale: layout.clock == .large ? 2 : 1)
          .foregroundColor(state.phaseTint)
          .onTapGesture { store.send(.interaction(.timerFieldTapped)) }
        if layout.showsCat {
          CatView(mood: CatMood(status: state.timerStatus, isReacting: state.isCatReacting))
            .frame(width: Cells.width(TimerLayout.catWidth))
            .onTapGesture { store.send(.interaction(.catTapped)) }
        }
      }
    } else {
      Text(text).bold().foregroundColor(state.phaseTint)
        .onTapGesture { store.send(.interaction(.timerFieldTapped)) }
    }
  }

  private func lines(_ lines: [String]) -> some View {
    VStack(spacing: 0) {
      ForEach(Array(lines.enumerated()), id: \.offset) { Text($0.element) }
    }
  }

  /// A row of keys, each clickable; the main one (space) in the phase's colour.
  private func controls(_ row: [TimerCommand], _ state: TimerFeature.State) -> some View {
    HStack(spacing: 0) {
      ForEach(Array(row.enumerated()), id: \.offset) { index, command in
        if index > 0 { Text(TimerLayout.separator).foregroundStyle(.secondary) }
        HStack(spacing: 0) {
          Text(command.keyName).bold()
            .foregroundColor(command.action == .trigger ? state.phaseTint : nil)
          Text(" \(command.title)")
        }
        .onTapGesture { TimerKeyMap.perform(command.action, store: store) }
      }
    }
  }
}

extension TimerFeature.State {
  /// The colour of the phase: red for focus, yellow when paused, green for a short break and
  /// its completion, blue for a long break, purple in sleep, cyan in stand-by. Without colour
  /// (`NO_COLOR`) the status still stands out, drawn in reverse.
  var phaseTint: Color {
    switch timerStatus {
    case .standBy: .cyan
    case .focus: .red
    case .pause: .yellow
    case .completed: .green
    case .breakStandBy, .breakTime: isLongBreak ? .blue : .green
    case .sleep: .purple
    }
  }
}
