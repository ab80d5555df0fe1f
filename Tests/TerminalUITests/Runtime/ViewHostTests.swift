import Observation
import Testing

@testable import TerminalUI

@MainActor
struct ViewHostTests {
  @Test func changeToObservedStateInvalidatesOnce() async {
    let model = CounterModel()
    let host = ViewHost(size: Size(width: 20, height: 1)) { Text("Count: \(model.count)") }
    let (invalidations, continuation) = AsyncStream.makeStream(of: Void.self)
    host.onInvalidate = { continuation.yield() }
    #expect(host.render().text == "Count: 0")
    model.count = 1
    model.count = 2
    var iterator = invalidations.makeAsyncIterator()
    await iterator.next()
    #expect(host.render().text == "Count: 2")
    model.count = 3
    await iterator.next()
    #expect(host.render().text == "Count: 3")
  }
}

@MainActor
struct ViewHostChangeDuringFrameTests {
  /// Reads the count, then runs `afterReading` (a write landing while the frame is built).
  struct Probe: View {
    let model: CounterModel
    let afterReading: @MainActor () -> Void

    var body: some View {
      let count = model.count
      afterReading()
      return Text("Count: \(count)")
    }
  }

  @Test func aChangeWhileAFrameIsBuiltCausesAnotherFrame() async {
    let model = CounterModel()
    var writeDuringFrame = false
    let host = ViewHost(size: Size(width: 20, height: 1)) {
      Probe(model: model) {
        guard writeDuringFrame else { return }
        writeDuringFrame = false
        model.count = 1
      }
    }
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    host.onInvalidate = { continuation.yield("invalidated") }
    #expect(host.render().text == "Count: 0")
    // A frame drawn for another reason (a key) reads 0, then the count changes.
    writeDuringFrame = true
    #expect(host.render().text == "Count: 0")
    // Main-actor jobs run in order: this one comes after any invalidation the change queued.
    Task { continuation.yield("idle") }
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == "invalidated")
    #expect(host.render().text == "Count: 1")
  }

  @Test func aChangeSeenByTwoFramesInvalidatesOnce() async {
    let model = CounterModel()
    let host = ViewHost(size: Size(width: 20, height: 1)) { Text("Count: \(model.count)") }
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    host.onInvalidate = { continuation.yield("invalidated") }
    host.render()
    host.render()  // both frames' observations are still installed
    model.count = 1
    Task { continuation.yield("idle") }
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == "invalidated")
    #expect(await iterator.next() == "idle")
  }
}

struct FramePacerTests {
  @Test func coalescesToOneFramePerInterval() {
    let start = ContinuousClock.now
    var pacer = FramePacer<ContinuousClock.Instant>(interval: .milliseconds(16))
    #expect(pacer.nextFrame(after: start) == start)
    pacer.frameDrawn(at: start)
    #expect(pacer.nextFrame(after: start + .milliseconds(1)) == start + .milliseconds(16))
    #expect(pacer.nextFrame(after: start + .milliseconds(40)) == start + .milliseconds(40))
  }
}

@MainActor
struct PlainLineTests {
  @Test func frameBecomesOneLine() {
    let view = VStack(alignment: .leading) {
      Text("Count: 3")
      HStack {
        Button("-") {}
        Button("+") {}
      }
    }
    .padding(.horizontal, 1)
    .border(title: "Counter")
    let frame = FrameRenderer.render(view, size: Size(width: 40, height: 10))
    #expect(PlainLine.make(from: frame) == "Counter | Count: 3 | [ - ] [ + ]")
  }

  /// A key line wrapped onto two rows is still one list of keys: `·` between all of them, not
  /// the ` | ` that separates rows.
  @Test func aWrappedKeyLineStaysOneListOfKeys() {
    let host = ViewHost(size: Size(width: 24, height: 10)) {
      VStack {
        Text("Counter")
        KeyHints([
          KeyBinding("count", keys: "+", label: "- / +"),
          KeyBinding("back", keys: KeyPress(.escape), label: "esc"),
          KeyBinding("help", keys: "?"), KeyBinding("quit", keys: "q"),
        ])
      }
    }
    #expect(
      PlainLine.make(from: host.render(plain: true))
        == "Counter | - / + count · esc back · ? help · q quit")
  }

  @Test func bigTextIsPlainWithoutATerminal() {
    let host = ViewHost(size: Size(width: 40, height: 10)) { BigText("25:00") }
    #expect(PlainLine.make(from: host.render(plain: true)) == "25:00")
  }
}

struct TerminalDeviceTests {
  @Test func columnsAndLinesOverrideTheSize() {
    let size = TerminalDevice.size(environment: ["COLUMNS": "100", "LINES": "30"])
    #expect(size == Size(width: 100, height: 30))
  }

  @Test func invalidOverridesAreIgnored() {
    // Tests run without a terminal on standard output, or with one of any size: either way a
    // bad value does not become the size.
    let size = TerminalDevice.size(environment: ["COLUMNS": "wide", "LINES": "-3"])
    #expect(size.width > 0 && size.height > 0)
  }
}
