import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// Runs the built `case-studies` in tmux at four sizes and opens each rebuilt case study: its
/// buttons and every hint of its key line are on screen whole.
@Suite(
  .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end test needs it"))
struct CaseStudyScreensAppTests {
  /// Each study's menu key, the title of its panel, its buttons and its key hints.
  static let studies: [(key: String, title: String, buttons: [String], hints: [String])] = [
    // The seed's screen: its buttons are images (− and +), Ctrl-R its pull to refresh.
    ("1", "Number fact", ["[ − ] 0 [ + ]"], ["- / + count", "ctrl+r refresh"]),
    (
      "2", "Counter and timer", ["[ - ]", "[ + ]", "[ Start timer ]"],
      ["- / + count", "t starts/stops the timer"]
    ),
    // No Recenter button before there is a map to recentre.
    ("3", "Running tracker", ["[ Start ]"], ["space start"]),
    ("4", "Long-living effects", ["[ Simulate a screenshot ]"], ["s simulates a screenshot"]),
  ]

  @Test(arguments: [(120, 40), (80, 24), (50, 15), (30, 10)])
  func noButtonOrKeyIsCut(width: Int, height: Int) async throws {
    let binary = try CaseStudiesAppTests.executable()
    let tmux = try TmuxSession(width: width, height: height)
    defer { tmux.close() }
    let directory = tmux.directory.path
    try tmux.start(
      "env HOME=\(directory) XDG_DATA_HOME=\(directory)/data SWIFT_BACKTRACE=enable=no "
        + "\(binary.path) --screenshots \(directory)")
    // The whole frame: its bottom border drawn too (a look can land while a frame is written).
    let menu = try await tmux.waitForScreen {
      $0.contains("Choose a case study") && $0.contains("╰")
    }
    for hint in ["Enter open", "? help", "q quit"] {
      #expect(menu.contains(hint), "\(width)×\(height): \(hint)\n\(menu)")
    }
    for study in Self.studies {
      try tmux.sendKeys(study.key)
      let screen = try await tmux.waitForScreen { $0.contains("╭ \(study.title)") }
      for label in study.buttons + study.hints + ["Esc back", "? help", "q quit"] {
        #expect(screen.contains(label), "\(width)×\(height) \(study.title): \(label)\n\(screen)")
      }
      try tmux.sendKeys("Escape")
      try await tmux.waitForScreen { $0.contains("Choose a case study") }
    }
    try tmux.sendKeys("q")
  }
}
