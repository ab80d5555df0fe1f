import Clocks
import Testing

@testable import TerminalUI

/// `TerminalApp`'s own loop, run against a terminal in memory: quitting, suspending, resizing,
/// frame pacing and key bursts, as on a real terminal.
@MainActor
struct TerminalAppLoopTests {
  let model = CounterModel()
  let backend = TestBackend(width: 20, height: 3)
  let clock = TestClock()

  /// `+` counts, `q` quits; every key the views see is logged.
  func counter() -> TerminalApp {
    TerminalApp { [model] in
      Text("Count: \(model.count)")
        .onKey("+") { model.count += 1 }
        .onKey("q") { TerminalApp.quit() }
        .onKeyPress { press in
          model.log.append(press.description)
          return false
        }
    }
  }

  /// Starts `app` on the backend and returns once it waits for keys.
  func start(_ app: TerminalApp) async -> Task<Void, any Error> {
    let run = Task { [backend, clock] in try await app.run(on: backend, clock: clock) }
    await backend.waitUntilIdle()
    return run
  }

  /// Lets a frame the pacer deferred be drawn.
  func nextFrame() async {
    await backend.waitUntilIdle()
    await clock.advance(by: .milliseconds(17))
  }

  @Test func theAppTakesTheTerminalAndDrawsItsFirstFrame() async throws {
    let run = await start(counter())
    #expect(backend.isTaken)
    #expect(backend.modes == .fullScreen)
    #expect(backend.text == "Count: 0")
    backend.press("c", modifiers: .control)
    try await run.value
  }

  @Test func ctrlCQuitsAndRestoresTheTerminal() async throws {
    let run = await start(counter())
    backend.press("c", modifiers: .control)
    try await run.value
    #expect(!backend.isTaken)
    #expect(backend.modes == .restored)
    #expect(model.log.isEmpty)
  }

  @Test func keysAfterCtrlCInTheSameReadAreNotHandled() async throws {
    let run = await start(counter())
    backend.receive(Array("+\u{3}+".utf8))
    try await run.value
    #expect(model.count == 1)
    #expect(backend.modes == .restored)
  }

  @Test func quitFromAViewEndsTheLoop() async throws {
    let run = await start(counter())
    backend.press("q")
    try await run.value
    #expect(!backend.isTaken)
    #expect(backend.modes == .restored)
  }

  @Test func aTerminationRequestEndsTheLoopWithTheTerminalRestored() async throws {
    let run = await start(counter())
    backend.requestTermination()
    try await run.value
    #expect(backend.modes == .restored)
  }

  @Test func ctrlZSuspendsAndContinuingRedrawsEverything() async throws {
    let run = await start(counter())
    backend.press("z", modifiers: .control)
    await backend.waitUntilIdle()
    #expect(backend.suspensionCount == 1)
    #expect(!backend.isTaken)
    #expect(backend.modes == .restored)
    #expect(backend.text == "")
    // The views never see the key.
    #expect(model.log.isEmpty)
    backend.resume()
    await backend.waitUntilIdle()
    #expect(backend.modes == .fullScreen)
    #expect(backend.text == "Count: 0")
    backend.press("+")
    await nextFrame()
    #expect(backend.text == "Count: 1")
    backend.press("c", modifiers: .control)
    try await run.value
  }

  @Test func aResizeRedrawsAtTheNewSize() async throws {
    let app = TerminalApp {
      ScreenSizeReader { size in Text("\(size.width)x\(size.height)") }
    }
    let run = await start(app)
    #expect(backend.text == "20x3")
    backend.resize(width: 12, height: 5)
    await backend.waitUntilIdle()
    #expect(backend.text == "12x5")
    #expect(backend.buffer.size == Size(width: 12, height: 5))
    backend.press("c", modifiers: .control)
    try await run.value
  }

  @Test func framesComeAtMostOncePerDisplayRefresh() async throws {
    let run = await start(counter())
    let framesAtStart = backend.writeCount
    // The first frame was just drawn: the next waits for the display's next refresh.
    backend.press("+")
    await backend.waitUntilIdle()
    backend.press("+")
    await backend.waitUntilIdle()
    #expect(backend.text == "Count: 0")
    await clock.advance(by: .milliseconds(16))
    #expect(backend.text == "Count: 0")
    await clock.advance(by: .milliseconds(1))
    #expect(backend.text == "Count: 2")
    // Both changes in one frame.
    #expect(backend.writeCount == framesAtStart + 1)
    // A key long after the last frame is drawn at once.
    await clock.advance(by: .seconds(1))
    backend.press("+")
    await backend.waitUntilIdle()
    #expect(backend.text == "Count: 3")
    #expect(backend.writeCount == framesAtStart + 2)
    backend.press("c", modifiers: .control)
    try await run.value
  }

  @Test func aFrameWritesOnlyWhatChanged() async throws {
    let run = await start(counter())
    await clock.advance(by: .seconds(1))
    let bytesBefore = backend.output.count
    backend.press("+")
    await backend.waitUntilIdle()
    let frame = String(decoding: backend.output[bytesBefore...], as: UTF8.self)
    #expect(frame == "\u{1B}[?2026h\u{1B}[1;8H1\u{1B}[?2026l")
    backend.press("c", modifiers: .control)
    try await run.value
  }

  @Test func threeDownsInOneReadMoveThreeRows() async throws {
    var selection: String? = "a"
    let app = TerminalApp {
      List(
        ["a", "b", "c", "d", "e"], id: \.self,
        selection: Binding(get: { selection }, set: { selection = $0 })
      ) { Text($0) }
    }
    let backend = TestBackend(width: 10, height: 6)
    let run = Task { [clock] in try await app.run(on: backend, clock: clock) }
    await backend.waitUntilIdle()
    backend.receive(Array("\u{1b}[B\u{1b}[B\u{1b}[B".utf8))
    await backend.waitUntilIdle()
    #expect(selection == "d")
    backend.press("c", modifiers: .control)
    try await run.value
  }

  @Test func theKeyAfterOneThatOpensAPanelInTheSameReadGoesToThePanel() async throws {
    var isShowingHelp = false
    var started = 0
    var helpKeys: [String] = []
    let app = TerminalApp {
      VStack {
        Text("screen")
        if isShowingHelp {
          Text("help").onKeyPress { press in
            helpKeys.append(press.description)
            isShowingHelp = false
            return true
          }
        }
      }
      .onKey("?") { isShowingHelp = true }
      .onKey("s") { started += 1 }
    }
    let run = await start(app)
    backend.receive(Array("?s".utf8))
    await backend.waitUntilIdle()
    #expect(helpKeys == ["s"])
    #expect(started == 0)
    backend.press("c", modifiers: .control)
    try await run.value
  }

  @Test func plainOutputPrintsALinePerChangeAndEndsWithTheInput() async throws {
    let backend = TestBackend(width: 20, height: 3, outputMode: .plain)
    let app = counter()
    let run = Task { [clock] in try await app.run(on: backend, clock: clock) }
    await backend.waitUntilIdle()
    backend.type("+x+")
    backend.endInput()
    try await run.value
    #expect(backend.outputText == "Count: 0\nCount: 1\nCount: 2\n")
    #expect(backend.modes == .restored)
  }
}
