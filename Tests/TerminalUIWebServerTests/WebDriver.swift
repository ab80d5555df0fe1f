#if Web
  import Foundation

  /// A headless Chromium driven over WebDriver (W3C) through Debian's `chromedriver`: just what
  /// the end-to-end tests use.
  final class WebDriver: @unchecked Sendable {
    private let driver: Process
    private let port: Int
    private var session = ""

    struct Failure: Error, CustomStringConvertible {
      let description: String
    }

    /// Whether Debian's `chromium` and `chromedriver` are installed.
    static var isInstalled: Bool {
      FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
    }

    /// Starts chromedriver on `port` and a headless browser `width` × `height` pixels.
    init(port: Int, width: Int = 1000, height: Int = 800) async throws {
      driver = Process()
      driver.executableURL = URL(filePath: "/usr/bin/chromedriver")
      driver.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1"]
      driver.standardOutput = FileHandle.nullDevice
      driver.standardError = FileHandle.nullDevice
      try driver.run()
      self.port = port
      // chromedriver answers /status once it listens: ask until then (20 s at most).
      var problem: (any Error)?
      do {
        try await Self.until(seconds: 20) {
          do {
            _ = try await self.request("GET", "/status")
            return true
          } catch {
            problem = error
            return false
          }
        }
      } catch {
        await quit()
        throw Failure(description: "chromedriver did not answer: \(problem.map { "\($0)" } ?? "")")
      }
      let capabilities: [String: Any] = [
        "capabilities": [
          "alwaysMatch": [
            "browserName": "chrome",
            "goog:chromeOptions": [
              "binary": "/usr/bin/chromium",
              "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=\(width),\(height)",
              ],
            ],
          ]
        ]
      ]
      do {
        let created = try await request("POST", "/session", capabilities)
        session = try Self.value(created, "sessionId") as String
      } catch {
        await quit()
        throw error
      }
    }

    func quit() async {
      if !session.isEmpty { _ = try? await request("DELETE", "/session/\(session)") }
      // chromedriver does not end on SIGTERM.
      kill(driver.processIdentifier, SIGKILL)
      let driver = driver
      _ = try? await offThePool { driver.waitUntilExit() }
    }

    func open(_ url: String) async throws {
      _ = try await request("POST", "/session/\(session)/url", ["url": url])
    }

    /// A browser for `body`, on `app`'s page (the first tab), quit after it whether it throws
    /// or not.
    static func onPage(of app: AppProcess, _ body: (WebDriver) async throws -> Void)
      async throws
    {
      let browser = try await WebDriver(port: RawClient.freePort())
      do {
        try await browser.open(app.url)
        try await body(browser)
      } catch {
        await browser.quit()
        throw error
      }
      await browser.quit()
    }

    /// The current tab's handle.
    func currentTab() async throws -> String {
      try Self.value(try await request("GET", "/session/\(session)/window")) as String
    }

    /// Opens a new tab and returns its handle (the current tab stays current).
    func newTab() async throws -> String {
      let opened = try await request(
        "POST", "/session/\(session)/window/new", ["type": "tab"])
      return try Self.value(opened, "handle") as String
    }

    /// Makes the tab `handle` the current one.
    func switchTo(tab handle: String) async throws {
      _ = try await request("POST", "/session/\(session)/window", ["handle": handle])
    }

    /// The id of the first element `css` (or `xpath`) selects, or `nil`.
    func element(_ css: String, using strategy: String = "css selector") async throws -> String? {
      let found = try await request(
        "POST", "/session/\(session)/elements", ["using": strategy, "value": css])
      let elements = try Self.value(found) as [[String: String]]
      return elements.first?.values.first
    }

    /// Clicks the last (innermost) element `xpath` selects, once it is on the page.
    func click(xpath: String) async throws {
      var found: String?
      do {
        try await Self.until(seconds: 10) {
          found = try? await self.element("(\(xpath))[last()]", using: "xpath")
          return found != nil
        }
      } catch {
        throw Failure(description: "no \(xpath) on the page:\n\((try? await text()) ?? "")")
      }
      _ = try await request("POST", "/session/\(session)/element/\(found!)/click", [:])
    }

    /// Types `text` into the element `css` selects (a field: it takes focus first).
    func type(_ text: String, into css: String) async throws {
      var found: String?
      try await Self.until(seconds: 10) {
        found = try? await self.element(css)
        return found != nil
      }
      guard let id = found else { throw Failure(description: "no \(css)") }
      _ = try await request("POST", "/session/\(session)/element/\(id)/value", ["text": text])
    }

    /// Presses keys on whatever has focus (W3C key actions: a key down and up each).
    func press(_ keys: String) async throws {
      let actions = keys.map { key in
        [["type": "keyDown", "value": String(key)], ["type": "keyUp", "value": String(key)]]
      }
      .flatMap { $0 }
      _ = try await request(
        "POST", "/session/\(session)/actions",
        ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
    }

    /// Runs `script` in the page and returns its result as text.
    func evaluate(_ script: String) async throws -> String {
      let result = try await request(
        "POST", "/session/\(session)/execute/sync", ["script": script, "args": []])
      return "\((result["value"] as Any?).map { "\($0 ?? "")" } ?? "")"
    }

    /// The page's text.
    func text() async throws -> String {
      try await evaluate("return document.getElementById('app').innerText")
    }

    /// Waits until the page's text satisfies `condition` (10 s at most), and returns it.
    @discardableResult
    func waitForText(_ condition: @escaping (String) -> Bool) async throws -> String {
      var last = ""
      do {
        try await Self.until(seconds: 10) {
          last = (try? await self.text()) ?? ""
          return condition(last)
        }
      } catch {
        throw Failure(description: "the page did not show what was expected:\n\(last)")
      }
      return last
    }

    /// A PNG of the window.
    func screenshot() async throws -> Data {
      let shot = try await request("GET", "/session/\(session)/screenshot")
      return Data(base64Encoded: try Self.value(shot) as String) ?? Data()
    }

    private func request(_ method: String, _ path: String, _ body: [String: Any]? = nil)
      async throws -> [String: Any]
    {
      // A bare request: Foundation's URLSession on Linux fails on chromedriver's headers
      // ("Content-Length:250", without a space).
      let data = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
      let port = port
      let (status, text) = try await offThePool {
        try RawClient(port: port).send(
          method, path,
          headers: [
            "Host": "127.0.0.1:\(port)", "Content-Type": "application/json",
            "Content-Length": "\(data.count)", "Connection": "close",
          ],
          body: Array(data))
      }
      let object =
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
      guard status == 200 else { throw Failure(description: "\(method) \(path): \(text)") }
      return object
    }

    private static func value<T>(_ object: [String: Any], _ key: String? = nil) throws -> T {
      let value = object["value"]
      let found = key.flatMap { (value as? [String: Any])?[$0] } ?? (key == nil ? value : nil)
      guard let typed = found as? T else {
        throw Failure(description: "unexpected answer: \(object)")
      }
      return typed
    }

    /// Asks `condition` again every 50 ms until it holds, for `seconds` at most.
    static func until(seconds: Double, _ condition: () async throws -> Bool) async throws {
      let deadline = ContinuousClock.now + .seconds(seconds)
      while ContinuousClock.now < deadline {
        if try await condition() { return }
        try await Task.sleep(for: .milliseconds(50))
      }
      throw Failure(description: "timed out")
    }
  }
#endif
