import Benchmark
import Foundation
import TerminalUI

/// A busy 200×60 screen: a bordered panel of styled lines, Hangul among them.
@MainActor
func screen(highlight: Int) -> some View {
  VStack {
    ForEach(Array(0..<58), id: \.self) { row in
      HStack {
        Text("row \(row) ").bold()
        Text(String(repeating: row.isMultiple(of: 3) ? "한글" : "abcd", count: 40))
          .foregroundColor(row == highlight ? .red : .green)
      }
    }
  }
  .border()
}

/// A status line over a list of 100,000 rows, at 200×60: `x` changes one cell of the status,
/// ↓ scrolls the list one row.
@MainActor
final class ListScreen {
  var mark: Character = "a"
  let terminal: TestTerminal
  let encoder = FrameEncoder(colorMode: .trueColor)
  var shown: CellBuffer

  init() {
    let box = Box()
    terminal = TestTerminal(width: 200, height: 60) {
      VStack(alignment: .leading, spacing: 0) {
        Text("status \(box.mark)")
        List(0..<100_000, id: \.self) { row in Text("Item \(row) of the hundred thousand") }
      }
      .onKey("x") { box.mark = box.mark == "a" ? "b" : "a" }
    }
    shown = terminal.frame
  }

  /// Sends `key`, renders, and writes the difference from the frame shown into `bytes`.
  func press(_ key: Key, into bytes: inout [UInt8]) {
    terminal.press(key)
    encoder.encode(from: shown, to: terminal.frame, into: &bytes)
    shown = terminal.frame
  }

  @MainActor final class Box { var mark: Character = "a" }

  /// About the bytes of the last change written row by row, as without a scroll region: each
  /// row is encoded alone (its cursor moves then name row 1, one or two bytes shorter).
  func rowByRowBytes(from old: CellBuffer) -> Int {
    func row(_ y: Int, of buffer: CellBuffer) -> CellBuffer {
      var row = CellBuffer(size: Size(width: buffer.size.width, height: 1))
      for x in 0..<buffer.size.width {
        let point = Point(x: x, y: y)
        if let character = buffer.character(at: point), let style = buffer.style(at: point) {
          _ = row.put(character, at: Point(x: x, y: 0), style: style)
        }
      }
      return row
    }
    var total = 0
    for y in 0..<shown.size.height {
      var bytes: [UInt8] = []
      encoder.encode(from: row(y, of: old), to: row(y, of: shown), into: &bytes)
      total += bytes.count
    }
    return total
  }
}

/// A map as the running tracker draws it: a winding track of 2,000 points in braille dots,
/// filling a bordered 200×60 screen with a title line.
@MainActor
func mapScreen() -> some View {
  VStack(alignment: .leading, spacing: 0) {
    Text("Distance 12.34 km  Time 01:02:03  Pace 5:01 /km").bold()
    Canvas { canvas in
      let dots = canvas.dotSize
      var previous: Point?
      for step in 0..<2_000 {
        let t = Double(step) / 2_000
        let across: Double = 0.5 + 0.45 * sin(t * 13) * cos(t * 3)
        let down: Double = 0.5 + 0.45 * cos(t * 11)
        let x = Int(across * Double(dots.width - 1))
        let y = Int(down * Double(dots.height - 1))
        let point = Point(x: x, y: y)
        if let previous { canvas.line(from: previous, to: point) }
        previous = point
      }
      canvas.text("S", at: Point(x: 2, y: 2))
      canvas.text("@", at: Point(x: 10, y: 10))
    }
    .border(title: "Map")
  }
}

let benchmarks: @Sendable () -> Void = {
  swiftUIBenchmarks()
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2), maxIterations: 1_000
  )

  // Lay out, draw into a cell buffer and diff against an empty screen: every cell is written.
  Benchmark("Render.FullFrame.200x60") { @MainActor benchmark async in
    let view = screen(highlight: -1)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      var renderer = FrameRenderer(size: Size(width: 200, height: 60))
      var bytes: [UInt8] = []
      renderer.update(to: view, into: &bytes)
      blackHole(bytes)
    }
    benchmark.stopMeasurement()
  }

  // The bytes written when one cell changes between two frames.
  Benchmark(
    "Render.OneCellChange",
    configuration: .init(
      metrics: [.wallClock, .custom("bytes written", useScalingFactor: false)],
      maxDuration: .seconds(2), maxIterations: 200
    )
  ) { @MainActor benchmark async in
    let before = FrameRenderer.render(screen(highlight: -1), size: Size(width: 200, height: 60))
    let encoder = FrameEncoder(colorMode: .trueColor)
    var after = before
    _ = after.put("X", at: Point(x: 2, y: 2), style: Style())
    var bytes: [UInt8] = []
    benchmark.startMeasurement()
    encoder.encode(from: before, to: after, into: &bytes)
    benchmark.stopMeasurement()
    benchmark.measurement(.custom("bytes written", useScalingFactor: false), bytes.count)
  }

  // A list of 100,000 rows scrolled one row, against one cell of the same screen changed:
  // key, layout, drawing and the difference written, per key.
  for (name, key) in [
    ("Render.ListScroll.100000", Key.down), ("Render.ListOneCell", .character("x")),
  ] {
    Benchmark(
      name,
      configuration: .init(
        metrics: [
          .wallClock, .mallocCountTotal, .custom("bytes written", useScalingFactor: false),
          .custom("bytes row by row", useScalingFactor: false),
        ],
        maxDuration: .seconds(3), maxIterations: 200)
    ) { @MainActor benchmark async in
      let screen = ListScreen()
      var bytes: [UInt8] = []
      bytes.reserveCapacity(1 << 16)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        bytes.removeAll(keepingCapacity: true)
        screen.press(key, into: &bytes)
      }
      benchmark.stopMeasurement()
      benchmark.measurement(.custom("bytes written", useScalingFactor: false), bytes.count)
      let before = screen.shown
      screen.press(key, into: &bytes)
      benchmark.measurement(
        .custom("bytes row by row", useScalingFactor: false), screen.rowByRowBytes(from: before))
    }
  }

  // A full frame holding a Canvas map, drawn and written whole.
  Benchmark("Render.FullFrame.Canvas.200x60") { @MainActor benchmark async in
    let view = mapScreen()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      var renderer = FrameRenderer(size: Size(width: 200, height: 60))
      var bytes: [UInt8] = []
      renderer.update(to: view, into: &bytes)
      blackHole(bytes)
    }
    benchmark.stopMeasurement()
  }

  // Typing a character into a focused text field and erasing it (the text keeps its length,
  // so the string does not grow), against two keys nobody takes (the same frame rendered):
  // the difference is what the keys cost the field.
  for (name, keys) in [
    ("Input.TextField.TypeAndErase", [Key.character("a"), .backspace]),
    ("Input.TextField.Ignored", [.function(12), .function(12)]),
  ] {
    Benchmark(
      name,
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2), maxIterations: 100)
    ) { @MainActor benchmark async in
      final class Box { var text = "" }
      let box = Box()
      box.text.reserveCapacity(1 << 20)
      let terminal = TestTerminal(width: 40, height: 3) {
        TextField("name", text: Binding(get: { box.text }, set: { box.text = $0 }))
      }
      // The field scrolls by cells: from 40 characters on, every frame looks the same.
      terminal.type(String(repeating: "b", count: 60))
      benchmark.startMeasurement()
      for _ in 0..<10 {
        for key in keys { terminal.press(key) }
      }
      benchmark.stopMeasurement()
      blackHole(box.text)
    }
  }
}
