import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// Runs the built `case-studies` in tmux at four sizes: the shopping list's alert and sheet are
/// presented and dismissed with keys, and no key of the key line or button is cut.
@Suite(
  .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end test needs it"))
struct ShoppingListAppTests {
  @Test(arguments: [(120, 40), (80, 24), (50, 15), (30, 10)])
  func alertAndSheetByKeys(width: Int, height: Int) async throws {
    let binary = try CaseStudiesAppTests.executable()
    let tmux = try TmuxSession(width: width, height: height)
    defer { tmux.close() }
    let directory = tmux.directory.path
    try tmux.start(
      "env HOME=\(directory) XDG_DATA_HOME=\(directory)/data SWIFT_BACKTRACE=enable=no "
        + "\(binary.path) --screenshots \(directory)")
    try await tmux.waitForScreen { $0.contains("Choose a case study") }
    try tmux.sendKeys("5")
    var screen = try await tmux.waitForScreen { $0.contains("Milk") }
    #expect(screen.contains("[ Add ]") && screen.contains("[ Clear ]"), "\(screen)")
    #expect(screen.contains("q quit"), "\(screen)")

    // The alert: Esc keeps the list, its first button clears it.
    try tmux.sendKeys("x")
    screen = try await tmux.waitForScreen { $0.contains("2 Keep ⏎") }
    try tmux.sendKeys("Escape")
    screen = try await tmux.waitForScreen { !$0.contains("2 Keep ⏎") }
    #expect(screen.contains("Milk"))

    // The sheet: typed text is saved with Enter, and the sheet goes away.
    try tmux.sendKeys("a")
    try await tmux.waitForScreen { $0.contains("New item") }
    try tmux.sendText("Tea")
    try tmux.sendKeys("Enter")
    screen = try await tmux.waitForScreen { !$0.contains("New item") && $0.contains("Tea") }

    try tmux.sendKeys("x")
    try await tmux.waitForScreen { $0.contains("[ 1 Clear ]") }
    try tmux.sendKeys("1")
    screen = try await tmux.waitForScreen { $0.contains("The list is empty") }
    #expect(!screen.contains("Milk"))
    try tmux.sendKeys("q")
  }
}
