import Benchmark
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

let benchmarks: @Sendable () -> Void = {
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
}
