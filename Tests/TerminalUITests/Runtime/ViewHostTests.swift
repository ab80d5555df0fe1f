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

struct FramePacerTests {
  @Test func coalescesToOneFramePerInterval() {
    let start = ContinuousClock.now
    var pacer = FramePacer(interval: .milliseconds(16))
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
