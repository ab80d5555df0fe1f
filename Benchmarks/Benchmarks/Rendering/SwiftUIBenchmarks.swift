import Benchmark
import Observation
import PortableSwiftUI

import struct TerminalUI.CellBuffer
import struct TerminalUI.FrameEncoder
import enum TerminalUI.Key
import struct TerminalUI.Size
import class TerminalUI.TestTerminal

/// What a SwiftUI screen's status line shows; `x` in the benchmark flips one cell of it.
@MainActor
@Observable
final class StatusMark {
  var mark = "a"
}

/// A status line over a SwiftUI `List` of `rows` rows, as a SwiftUI app writes it; `x` flips
/// one cell of the status.
struct SwiftUIListScreen: View {
  let status: StatusMark
  let rows: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("status \(status.mark)")
      List(0..<rows, id: \.self) { row in Text("Item \(row) of the list") }
    }
    .onKeyPress("x") {
      status.mark = status.mark == "a" ? "b" : "a"
      return .handled
    }
  }
}

/// A root like TCA's case studies': a navigation stack over a form of four sections of
/// links, each to a screen of its own, and an about sheet's button in the toolbar.
struct CaseStudiesLikeRoot: View {
  @State var isShowingAbout = false

  static let sections: [(String, [String])] = [
    (
      "Getting started",
      [
        "Basics", "Combining reducers", "Bindings", "Form bindings", "Optional state",
        "Shared state", "Alerts and dialogs", "Focus state",
      ]
    ),
    (
      "Effects",
      ["Basics", "Cancellation", "Long-living effects", "Refreshable", "Timers", "Web socket"]
    ),
    (
      "Navigation",
      [
        "Stack", "Navigate and load", "Lists: navigate and load", "Sheet: show and load",
        "Multiple destinations",
      ]
    ),
    ("Higher-order reducers", ["Recursion", "Reusable favoriting", "Reusable offline download"]),
  ]

  var body: some View {
    NavigationStack {
      Form {
        ForEach(Self.sections, id: \.0) { section in
          Section(section.0) {
            ForEach(section.1, id: \.self) { title in
              NavigationLink(title) { Text(title).navigationTitle(title) }
            }
          }
        }
      }
      .navigationTitle("Case Studies")
      .toolbar {
        ToolbarItem { Button("About") { isShowingAbout = true } }
      }
      .sheet(isPresented: $isShowingAbout) { Text("About these case studies") }
    }
  }
}

/// The SwiftUI layer's benchmarks: a long list scrolled against one cell changed on the same
/// screen, and a case-studies root resolved and laid out.
func swiftUIBenchmarks() {
  // ↓ (or ↑) on a SwiftUI List (focused), against `x` changing one cell of the status, on the same
  // screen: each iteration is one key handled and one frame (resolving the SwiftUI tree,
  // layout, drawing) and the difference written.
  for rows in [100, 10_000] {
    for (name, key) in [("ListScroll", Key.down), ("ListOneCell", .character("x"))] {
      Benchmark(
        "SwiftUI.\(name).\(rows)",
        configuration: .init(
          metrics: [
            .wallClock, .mallocCountTotal, .custom("bytes written", useScalingFactor: false),
          ],
          maxDuration: .seconds(3), maxIterations: 100)
      ) { @MainActor benchmark async in
        let status = StatusMark()
        let terminal = TestTerminal(
          rootView: SwiftUIListScreen(status: status, rows: rows), width: 200, height: 60)
        // The list takes focus, as Tab gives it, so ↓ scrolls it; both keys do what they say.
        terminal.press(.tab)
        terminal.press(.down)
        precondition(terminal.frame.lines[1].hasPrefix("Item 1 "), "↓ did not scroll the list")
        terminal.press(.up)
        terminal.press(.character("x"))
        precondition(status.mark == "b", "x did not change the status")
        let encoder = FrameEncoder(colorMode: .trueColor)
        var shown = terminal.frame
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 16)
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
          bytes.removeAll(keepingCapacity: true)
          // `press` handles the key and renders one frame. The list goes down a row and back,
          // so that every ↓ or ↑ scrolls, however many iterations run.
          terminal.press(key == .down && iteration.isMultiple(of: 2) == false ? .up : key)
          encoder.encode(from: shown, to: terminal.frame, into: &bytes)
          shown = terminal.frame
        }
        benchmark.stopMeasurement()
        benchmark.measurement(.custom("bytes written", useScalingFactor: false), bytes.count)
      }
    }
  }

  // The case studies' root: the SwiftUI tree resolved, laid out and drawn into an 80×24 frame.
  Benchmark(
    "SwiftUI.CaseStudiesRoot.80x24",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2), maxIterations: 1_000)
  ) { @MainActor benchmark async in
    let terminal = TestTerminal(rootView: CaseStudiesLikeRoot(), width: 80, height: 24)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(terminal.render())
    }
    benchmark.stopMeasurement()
  }
}

let benchmarks: @Sendable () -> Void = {
  swiftUIBenchmarks()
  renderingBenchmarks()
}
