import ComposableArchitecture
import PomodoroCore
import SwiftUI

import struct PomodoroTUI.TimerCommand
import enum PomodoroTUI.TimerKeyMap
import struct PomodoroTUI.TimerLayout
import struct TerminalUI.Size

/// The Pomodoro screen, using the whole window: the status coloured by phase, the clock
/// centred and large with the cat beside it, a progress bar for the session, today's progress
/// toward the goal, the tip, and a line of the keys that work now (each one clickable); `?`
/// lists the keys. ``TimerLayout`` decides what fits, in the terminal's cells.
///
/// ```swift
/// try await TerminalApp(rootView: TimerView(store: store)).run()
/// ```
public struct TimerView: View {
  let store: StoreOf<TimerFeature>
  @State private var isShowingKeys = false

  public init(store: StoreOf<TimerFeature>) {
    self.store = store
  }

  public var body: some View {
    GeometryReader { proxy in
      let size = Size(
        width: Cells.columns(in: proxy.size.width), height: Cells.rows(in: proxy.size.height))
      TimerScreen(store: store, layout: TimerLayout(size: size, state: store.state))
        .overlay(alignment: .top) {
          if isShowingKeys {
            // A cell from the screen's edges, as a terminal's panels are.
            KeysHelp(commands: helpCommands, width: size.width, height: size.height)
              .padding(.top, Cells.height(1))
          }
        }
    }
    .onKeyPress { press in
      // The list of keys is modal: Esc or `?` closes it, and no other key reaches the screen.
      if isShowingKeys {
        if press.key == .escape || press.characters == "?" { isShowingKeys = false }
        return .handled
      }
      if TimerKeys.handle(press, store: store) { return .handled }
      // The timer's keys come first: the task editor types a `?`.
      guard press.characters == "?", press.modifiers.subtracting(.shift).isEmpty else {
        return .ignored
      }
      isShowingKeys = true
      return .handled
    }
  }

  /// The keys of the hint line, for the list `?` opens.
  private var helpCommands: [TimerCommand] {
    TimerKeyMap.commands(for: store.state).filter { $0.action != .help }
  }
}
