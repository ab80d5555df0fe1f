import ComposableArchitecture
import SwiftUI
import Testing

import enum TerminalUI.Key
import class TerminalUI.TerminalApp
import class TerminalUI.TestTerminal

// The samples of BuildingATerminalApp.md, line for line, run and checked. The launch line needs
// a terminal: it is compiled here, and the tui-demo end-to-end tests run `TerminalApp.run()` in
// a real one.
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
    GroupBox {
      VStack(alignment: .leading, spacing: 0) {
        Text("Count: \(store.count)").bold()
        HStack {
          Button("-") { store.send(.decrementTapped) }
          Button("+") { store.send(.incrementTapped) }
          Button("Quit") { TerminalApp.quit() }
        }
        Text("Up for \(store.seconds)s").foregroundStyle(.secondary)
      }
    } label: {
      Text("counter")
    }
    .onKeyPress { press in
      switch press.key {
      case "+", .upArrow: store.send(.incrementTapped)
      case "-", .downArrow: store.send(.decrementTapped)
      case "q": TerminalApp.quit()
      default: return .ignored
      }
      return .handled
    }
    .task { await store.send(.task).finish() }
  }
}

/// The article's `main.swift`.
@MainActor func runCounterApp() async throws {
  let store = Store(initialState: Counter.State()) { Counter() }
  try await TerminalApp(rootView: CounterView(store: store)).run()
}

@MainActor
struct BuildingATerminalAppArticleTests {
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
    let terminal = TestTerminal(rootView: CounterView(store: store), width: 30, height: 6)
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
