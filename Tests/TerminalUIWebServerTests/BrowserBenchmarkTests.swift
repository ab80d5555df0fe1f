#if Web
  import Foundation
  import Testing

  /// The web host's speed in a real browser: ten tabs on one timer showing the same second.
  /// (Click to repaint is measured in Benchmarks/Scripts/browser-click-to-repaint.py.) The numbers are printed (and recorded in
  /// BENCHMARKS.md). Timings swing with the machine's load, so they run only when asked
  /// (`COMPOSABLE_BROWSER_BENCHMARKS=1`), never as part of CI's run.
  @Suite(
    .serialized, .enabled(if: WebDriver.isInstalled, "needs Debian's chromium and chromium-driver"),
    .enabled(
      if: ProcessInfo.processInfo.environment["COMPOSABLE_BROWSER_BENCHMARKS"] == "1",
      "a benchmark: set COMPOSABLE_BROWSER_BENCHMARKS=1 to run it"))
  struct BrowserBenchmarkTests {
    /// Records in the page when each clock text appeared (`Date.now()`, shared by the tabs).
    private static let clockLog = """
      window.clockLog = [];
      const app = document.getElementById('app');
      const record = () => {
        const big = app.querySelector('.big');
        const last = window.clockLog[window.clockLog.length - 1];
        if (big && (!last || last[1] !== big.textContent))
          window.clockLog.push([Date.now(), big.textContent]);
      };
      record();
      new MutationObserver(record)
        .observe(app, { subtree: true, childList: true, characterData: true });
      return '';
      """

    @Test func tenTabsOnOneTimerStayInStep() async throws {
      let app = try AppProcess("pomodoro")
      try await app.start()
      try await WebDriver.onPage(of: app) { browser in
        var tabs = [try await browser.currentTab()]
        for _ in 1..<10 { tabs.append(try await browser.newTab()) }
        for tab in tabs {
          try await browser.switchTo(tab: tab)
          try await browser.open(app.url)
          try await browser.waitForText { $0.contains("STAND BY") }
          _ = try await browser.evaluate(Self.clockLog)
        }
        // Started from the last tab; every tab sees the clock run.
        try await browser.click(xpath: "//*[@id][contains(., 'start')]")
        try await WebDriver.until(seconds: 10) {
          let count = try? await browser.evaluate("return String(window.clockLog.length)")
          return (count.flatMap { Int($0) } ?? 0) >= 4
        }
        var logs: [[String: Double]] = []
        for tab in tabs {
          try await browser.switchTo(tab: tab)
          let json = try await browser.evaluate("return JSON.stringify(window.clockLog)")
          let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Any]])
          var log: [String: Double] = [:]
          // The first entry is when the log began, not when the text arrived.
          for entry in entries.dropFirst() {
            if let time = entry[0] as? Double, let text = entry[1] as? String { log[text] = time }
          }
          logs.append(log)
        }
        // Each second the timer showed reached every tab, at nearly the same moment.
        let seconds = logs.dropFirst().reduce(Set(logs[0].keys)) { $0.intersection($1.keys) }
        #expect(seconds.count >= 3, "\(logs.map { $0.keys.sorted() })")
        let skews = seconds.map { second in
          let times = logs.map { $0[second]! }
          return times.max()! - times.min()!
        }
        let worst = skews.max() ?? .infinity
        print("10 tabs: \(seconds.count) clock texts seen by all; worst skew \(Self.ms(worst)) ms")
        #expect(worst < 250)
      }
      #expect(try await app.interrupt() == 0)
    }

    private static func ms(_ value: Double) -> String { String(format: "%.1f", value) }
  }
#endif
