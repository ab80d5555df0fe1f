#if Web
  import Foundation
  import Testing

  /// The apps' `--web` pages in a real browser: Debian's headless Chromium, driven over
  /// WebDriver. Screenshots go to `$TMPDIR/web-e2e-*.png`.
  @Suite(
    .serialized, .enabled(if: WebDriver.isInstalled, "needs Debian's chromium and chromium-driver"))
  struct BrowserEndToEndTests {
    private static func save(_ browser: WebDriver, _ name: String) async throws {
      let file = FileManager.default.temporaryDirectory.appending(path: "web-e2e-\(name).png")
      try await browser.screenshot().write(to: file)
    }

    @Test func pomodoroStartsPausesAndNamesTheTask() async throws {
      let app = try AppProcess("pomodoro")
      try await app.start()
      #expect(app.url.hasPrefix("http://127.0.0.1:"))
      try await WebDriver.onPage(of: app) { browser in
        try await browser.waitForText { $0.contains("STAND BY") }
        // The clock is large text on the page (a status to screen readers), not block glyphs.
        #expect(
          try await browser.evaluate(
            "const big = document.querySelector('.big[role=status]');"
              + " return big ? big.textContent : 'no .big'") == "25:00")
        try await Self.save(browser, "pomodoro-ready")

        // Start by clicking the "space start" key on the hint line.
        try await browser.click(xpath: "//*[@id][contains(., 'start')]")
        try await browser.waitForText { $0.contains("FOCUS") }
        let clock = try await browser.evaluate("return document.querySelector('.root').innerText")
        try await WebDriver.until(seconds: 5) {
          (try? await browser.evaluate("return document.querySelector('.root').innerText"))
            != clock
        }

        // Pause with the space key, on the page rather than on a control.
        _ = try await browser.evaluate("document.activeElement.blur(); return ''")
        try await browser.press(" ")
        try await browser.waitForText { $0.contains("PAUSED") }
        try await Self.save(browser, "pomodoro-paused")

        // n names the task: the timer's own editor takes the keys typed on the page, as in the
        // terminal; Enter keeps it. A frame that arrives mid-word (the cat's face changes) loses
        // no key: the field being typed in keeps the text, the caret and the focus.
        try await browser.press("n")
        try await browser.waitForText { $0.contains("Enter") }
        try await browser.press("Write the report\u{E007}")
        try await browser.waitForText { $0.contains("Write the report") }
        try await Self.save(browser, "pomodoro-task")
      }
      // Ctrl-C stops the server and saves, as quitting does: a clean exit.
      #expect(try await app.interrupt() == 0)
      let history = app.home.appending(path: "data/pomodoro/history.sqlite")
      #expect(FileManager.default.fileExists(atPath: history.path))
    }

    /// Leaving the page (its socket closes) leaves the timer running in the app; opening the
    /// page again attaches to it, with the clock where it has got to.
    @Test func leavingThePageLeavesTheTimerRunningAndReturningReattaches() async throws {
      let app = try AppProcess("pomodoro")
      try await app.start()
      try await WebDriver.onPage(of: app) { browser in
        try await browser.waitForText { $0.contains("STAND BY") }
        try await browser.click(xpath: "//*[@id][contains(., 'start')]")
        try await browser.waitForText { $0.contains("FOCUS") }
        let clock = {
          try await browser.evaluate("return document.querySelector('.root').innerText")
        }
        let before = try await clock()

        try await browser.open("about:blank")
        try await browser.open(app.url)
        try await browser.waitForText { $0.contains("FOCUS") && !$0.contains("STAND BY") }
        try await WebDriver.until(seconds: 5) { (try? await clock()).map { $0 != before } ?? false }
        #expect(try await clock() < before)
      }
      #expect(try await app.interrupt() == 0)
    }

    @Test func aFinishedSessionNotifiesAndChimesInThePage() async throws {
      let app = try AppProcess("pomodoro", arguments: ["--focus-seconds", "2"])
      try await app.start()
      try await WebDriver.onPage(of: app) { browser in
        try await browser.waitForText { $0.contains("STAND BY") }
        #expect(try await browser.evaluate("return String(window.webEvents.chimes)") == "0")
        // A click: the gesture after which the page may play sound and ask to notify.
        try await browser.click(xpath: "//*[@id][contains(., 'start')]")
        try await WebDriver.until(seconds: 10) {
          let titles = try? await browser.evaluate(
            "return window.webEvents.notifications.join('|')")
          return titles == "Focus session finished"
        }
        #expect(try await browser.evaluate("return String(window.webEvents.chimes)") == "1")
        try await Self.save(browser, "pomodoro-finished")
      }
      #expect(try await app.interrupt() == 0)
    }

    /// A row of the case studies' menu: a list box's option, or a clickable row of text.
    private static func menuRow(_ title: String) -> String {
      "//*[self::li or @role='button' or @id][contains(., '\(title)')]"
    }

    @Test func caseStudiesListAlertSheetAndMap() async throws {
      // The sample run replayed 20 times faster: a route within a second or two.
      let app = try AppProcess("case-studies", arguments: ["--speed", "20"])
      try await app.start()
      try await WebDriver.onPage(of: app) { browser in
        try await browser.waitForText { $0.contains("Shopping list") }
        // The menu is a SwiftUI list with a selection: a list box whose selected option is the
        // store's, which ↓ moves.
        #expect(try await browser.element("ul[role=listbox] li[aria-selected=true]") != nil)
        try await browser.press("\u{E015}")
        try await WebDriver.until(seconds: 10) {
          let selected = try? await browser.evaluate(
            "const li = document.querySelector('ul[role=listbox] li[aria-selected=true]');"
              + " return li ? li.textContent : ''")
          return selected?.contains("Counter and timer") == true
        }
        try await Self.save(browser, "case-studies-menu")

        try await browser.click(xpath: Self.menuRow("Shopping list"))
        try await browser.waitForText { $0.contains("Milk") }
        // An alert opens as a dialog and is dismissed with its Keep button.
        try await browser.click(xpath: "//button[contains(., 'Clear')]")
        try await browser.waitForText { $0.contains("Clear the list?") }
        #expect(try await browser.element("dialog[open]") != nil)
        try await Self.save(browser, "case-studies-alert")
        try await browser.click(xpath: "//dialog//button[contains(., 'Keep')]")
        try await browser.waitForText { !$0.contains("Clear the list?") && $0.contains("Milk") }

        // The sheet's field takes typed text; Save adds it to the list.
        try await browser.click(xpath: "//button[contains(., 'Add')]")
        try await browser.type("Butter", into: "dialog input")
        try await browser.click(xpath: "//dialog//button[contains(., 'Save')]")
        try await browser.waitForText { $0.contains("Butter") }

        // Back to the menu (Esc), then the running tracker's map, drawn as SVG.
        _ = try await browser.evaluate("document.activeElement.blur(); return ''")
        try await browser.press("\u{E00C}")
        try await browser.click(xpath: Self.menuRow("Running tracker"))
        // The map is there once the run has a position ("no position yet" before): the route is
        // an SVG line through the positions, not braille text.
        try await browser.click(xpath: "//button[contains(., 'Start')]")
        try await WebDriver.until(seconds: 10) {
          let points = try? await browser.evaluate(
            "const line = document.querySelector('svg.canvas polyline');"
              + " return line ? String(line.points.numberOfItems) : '0'")
          return (points.flatMap { Int($0) } ?? 0) >= 3
        }
        let mapText = try await browser.evaluate(
          "return document.querySelector('svg.canvas').textContent")
        #expect(!mapText.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
        #expect(mapText.contains("S") && mapText.contains("@"))
        try await Self.save(browser, "case-studies-map")
      }
      #expect(try await app.interrupt() == 0)
    }

    /// A SwiftUI app (`@main struct SeedsApp: App`) served with `COMPOSABLE_WEB=1`: links push
    /// the seeds' views, their buttons send actions to the stores, Esc goes back.
    @Test func aSwiftUIAppRunsInTheBrowser() async throws {
      let app = try AppProcess("seeds", isSwiftUIApp: true)
      try await app.start()
      #expect(app.url.hasPrefix("http://127.0.0.1:"))
      try await WebDriver.onPage(of: app) { browser in
        try await browser.waitForText { $0.contains("Long-living effects (seed 004)") }
        try await Self.save(browser, "seeds-root")
        try await browser.click(xpath: "//button[contains(., 'Refreshable (seed 001)')]")
        try await browser.waitForText { $0.contains("About this case study") }
        try await browser.click(xpath: "//button[normalize-space(.)='+']")
        try await browser.click(xpath: "//button[normalize-space(.)='+']")
        // The count sits between the − and + buttons, in their row.
        let row =
          "return [...document.querySelectorAll('button')]"
          + ".find(b => b.textContent.trim() == '+').parentElement.textContent.replace(/\\s+/g, '')"
        try await WebDriver.until(seconds: 10) { (try? await browser.evaluate(row)) == "−2+" }
        try await Self.save(browser, "seeds-refreshable")
        _ = try await browser.evaluate("document.activeElement.blur(); return ''")
        try await browser.press("\u{E00C}")
        try await browser.waitForText { $0.contains("Reset button (seed 000)") }
      }
      #expect(try await app.interrupt() == 0)
    }
  }
#endif
