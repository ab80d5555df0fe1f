import Benchmark
import Foundation
import PortableSwiftUI

import struct TerminalUI.CellBuffer
import struct TerminalUI.FrameEncoder
import enum TerminalUI.Key
import struct TerminalUI.Size
import class TerminalUI.TestTerminal

/// A busy 200×60 screen: a bordered panel of styled lines, Hangul among them.
struct BusyScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(0..<58, id: \.self) { row in
        HStack {
          Text("row \(row) ").bold()
          Text(String(repeating: row.isMultiple(of: 3) ? "한글" : "abcd", count: 40))
            .foregroundColor(.green)
        }
      }
    }
    .border(Color.gray)
  }
}

/// A map as the running tracker draws it: a winding track of 2,000 points, drawn in braille
/// dots on a bordered 200×60 screen under a title line.
struct MapScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Distance 12.34 km  Time 01:02:03  Pace 5:01 /km").bold()
      Canvas { context, size in
        var track = Path()
        for step in 0..<2_000 {
          let t = Double(step) / 2_000
          let point = CGPoint(
            x: CGFloat(0.5 + 0.45 * sin(t * 13) * cos(t * 3)) * size.width,
            y: CGFloat(0.5 + 0.45 * cos(t * 11)) * size.height)
          if step == 0 { track.move(to: point) } else { track.addLine(to: point) }
        }
        context.stroke(track, with: .color(.green))
        context.draw(Text("S"), at: CGPoint(x: 16, y: 32))
      }
      .border(Color.gray)
    }
  }
}

/// Rendering benchmarks of whole frames and of typing, on SwiftUI views drawn through
/// `TestTerminal(rootView:)`; the list benchmarks are in `SwiftUIBenchmarks.swift`.
func renderingBenchmarks() {
  // Resolve, lay out, draw, and write every cell (the difference from a blank screen).
  for (name, isMap) in [
    ("Render.FullFrame.200x60", false), ("Render.FullFrame.Canvas.200x60", true),
  ] {
    Benchmark(
      name,
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2), maxIterations: 1_000)
    ) { @MainActor benchmark async in
      let screen = isMap ? AnyView(MapScreen()) : AnyView(BusyScreen())
      let terminal = TestTerminal(rootView: screen, width: 200, height: 60)
      let blank = CellBuffer(size: Size(width: 200, height: 60))
      let encoder = FrameEncoder(colorMode: .trueColor)
      var bytes: [UInt8] = []
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        bytes.removeAll(keepingCapacity: true)
        encoder.encode(from: blank, to: terminal.render(), into: &bytes)
      }
      benchmark.stopMeasurement()
      blackHole(bytes)
    }
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
      let terminal = TestTerminal(
        rootView: TextField("name", text: Binding(get: { box.text }, set: { box.text = $0 })),
        width: 40, height: 3)
      // The field scrolls by cells: from 40 characters on, every frame looks the same.
      terminal.type(String(repeating: "b", count: 60))
      precondition(box.text.count == 60, "the field did not take the keys")
      benchmark.startMeasurement()
      for _ in 0..<10 {
        for key in keys { terminal.press(key) }
      }
      benchmark.stopMeasurement()
      blackHole(box.text)
    }
  }
}
