import InlineSnapshotTesting
import Observation
import Testing

@testable import TerminalUI

@MainActor
@Observable
final class CounterModel {
  var count = 0
  var log: [String] = []
  var screen = Screen.counter

  enum Screen { case counter, settings }
}

struct CounterScreen: View {
  let model: CounterModel

  var body: some View {
    VStack(alignment: .leading) {
      Text("Count: \(model.count)")
      HStack {
        Button("-", key: "-") { model.count -= 1 }
        Button("+", key: "+", onPress: { model.log.append("will tap +") }) {
          model.log.append("tapped +")
          model.count += 1
        }
      }
    }
    .onKey(.up) { model.count += 10 }
    .onKey("q") { TerminalApp.quit() }
  }
}

@MainActor
struct TestTerminalTests {
  @Test func keysRunTheirHandlers() {
    let model = CounterModel()
    let terminal = TestTerminal(width: 20, height: 3) { CounterScreen(model: model) }
    #expect(terminal.press("+"))
    terminal.type("++-")
    #expect(model.count == 2)
    terminal.press(.up)
    #expect(model.count == 12)
    #expect(!terminal.press("x"))
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Count: 12
      [ - ] [ + ]
      """
    }
  }

  @Test func innermostKeyHandlerWins() {
    var log: [String] = []
    let terminal = TestTerminal(width: 10, height: 1) {
      Text("x")
        .onKey("a") { log.append("inner") }
        .onKey("a") { log.append("outer") }
        .onKey("b") { log.append("outer b") }
    }
    terminal.type("ab")
    #expect(log == ["inner", "outer b"])
  }

  @Test func clickPressesThenTapsOnRelease() {
    let model = CounterModel()
    let terminal = TestTerminal(width: 20, height: 3) { CounterScreen(model: model) }
    let plus = try! #require(terminal.location(of: "[ + ]"))
    terminal.send(.mouse(MouseEvent(.press(.left), at: plus)))
    #expect(model.log == ["will tap +"])
    #expect(model.count == 0)
    // The pressed button is drawn reversed.
    #expect(terminal.frame.style(at: plus)?.attributes.contains(.reverse) == true)
    terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: plus.x + 4, y: plus.y))))
    #expect(model.log == ["will tap +", "tapped +"])
    #expect(model.count == 1)
    #expect(terminal.frame.style(at: plus)?.attributes.contains(.reverse) == false)
  }

  @Test func releaseOutsideTheButtonDoesNotTap() {
    let model = CounterModel()
    let terminal = TestTerminal(width: 20, height: 3) { CounterScreen(model: model) }
    let plus = try! #require(terminal.location(of: "[ + ]"))
    terminal.send(.mouse(MouseEvent(.press(.left), at: plus)))
    terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 0, y: 0))))
    #expect(model.log == ["will tap +"])
    #expect(model.count == 0)
  }

  @Test func clicksOutsideAnyRegionAreIgnored() {
    let model = CounterModel()
    let terminal = TestTerminal(width: 20, height: 3) { CounterScreen(model: model) }
    terminal.click(at: Point(x: 15, y: 0))
    #expect(terminal.click(on: "[ - ]"))
    #expect(!terminal.click(on: "[ missing ]"))
    #expect(model.count == -1)
  }

  @Test func rawBytesGoThroughTheDecoder() {
    let model = CounterModel()
    let terminal = TestTerminal(width: 20, height: 3) { CounterScreen(model: model) }
    // "+" typed, an up arrow, and a click (press and release) on "[ - ]" at column 1, row 1.
    terminal.receive(
      Array("+".utf8) + [0x1B, 0x5B, 0x41] + Array("\u{1B}[<0;2;2M\u{1B}[<0;2;2m".utf8))
    #expect(model.count == 10)
  }

  @Test func quitReachesTheTerminal() {
    let model = CounterModel()
    let terminal = TestTerminal(width: 20, height: 3) { CounterScreen(model: model) }
    #expect(!terminal.didQuit)
    terminal.press("q")
    #expect(terminal.didQuit)
  }

  @Test func taskIsCancelledWhenItsViewGoesAway() async {
    let model = CounterModel()
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    let terminal = TestTerminal(width: 30, height: 3) {
      switch model.screen {
      case .counter:
        Text("counter").task {
          continuation.yield("started")
          // Lives until cancelled, like a long-living effect's `finish()`.
          await waitForCancellation()
          continuation.yield("cancelled")
        }
      case .settings:
        Text("settings")
      }
    }
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == "started")
    #expect(terminal.runningTaskCount == 1)
    terminal.render()
    #expect(terminal.runningTaskCount == 1)
    model.screen = .settings
    #expect(terminal.text == "settings")
    #expect(await iterator.next() == "cancelled")
    #expect(terminal.runningTaskCount == 0)
  }

  @Test func releasingTheTerminalCancelsItsTasks() async {
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    var iterator = events.makeAsyncIterator()
    do {
      let terminal = TestTerminal(width: 10, height: 1) {
        Text("x").task {
          continuation.yield("started")
          await waitForCancellation()
          continuation.yield("cancelled")
        }
      }
      #expect(await iterator.next() == "started")
      #expect(terminal.runningTaskCount == 1)
    }
    #expect(await iterator.next() == "cancelled")
  }

  @Test func taskRestartsWhenItsIDChanges() async {
    let model = CounterModel()
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    let terminal = TestTerminal(width: 30, height: 3) {
      Text("count \(model.count)").task(id: model.count) { [count = model.count] in
        continuation.yield("start \(count)")
        await waitForCancellation()
        continuation.yield("cancel \(count)")
      }
    }
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == "start 0")
    model.count = 1
    terminal.render()
    let next = [await iterator.next(), await iterator.next()]
    #expect(Set(next.compactMap { $0 }) == ["cancel 0", "start 1"])
    terminal.close()
    #expect(await iterator.next() == "cancel 1")
  }

  @Test func taskThatFinishesIsNotRestarted() async {
    let model = CounterModel()
    let (events, continuation) = AsyncStream.makeStream(of: Int.self)
    let terminal = TestTerminal(width: 10, height: 1) {
      Text("x").task {
        model.count += 1
        continuation.yield(model.count)
      }
    }
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == 1)
    terminal.render()
    terminal.render()
    terminal.close()
    continuation.finish()
    #expect(await iterator.next() == nil)
    #expect(model.count == 1)
  }

  @Test func navigationShowsTheScreenForTheState() {
    let model = CounterModel()
    let terminal = TestTerminal(width: 20, height: 3) {
      if model.screen == .counter {
        CounterScreen(model: model).onKey("s") { model.screen = .settings }
      } else {
        Text("Settings").onKey(.escape) { model.screen = .counter }
      }
    }
    terminal.press("s")
    #expect(terminal.text == "Settings")
    #expect(!terminal.press("+"))
    terminal.receive([0x1B])
    #expect(terminal.text.hasPrefix("Count: 0"))
  }

  @Test func pasteGoesToThePasteHandler() {
    var pasted: [String] = []
    let terminal = TestTerminal(width: 10, height: 1) {
      Text("x").onPaste { pasted.append($0) }
    }
    terminal.receive(Array("\u{1B}[200~안녕\u{1B}[201~".utf8))
    #expect(pasted == ["안녕"])
  }
}

/// Suspends until the current task is cancelled.
func waitForCancellation() async {
  let (stream, continuation) = AsyncStream.makeStream(of: Never.self)
  await withTaskCancellationHandler {
    for await _ in stream {}
  } onCancel: {
    continuation.finish()
  }
}
