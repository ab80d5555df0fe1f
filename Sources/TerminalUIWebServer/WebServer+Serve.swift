#if Web
  import Foundation
  import Logging
  import TerminalUI
  import TerminalUIWeb

  extension WebServer {
    /// Serves `content` to browsers until Ctrl-C, SIGTERM, or a view quits (`q`): prints the
    /// address with its token and, unless told not to, opens it with `xdg-open`. Closing a tab
    /// changes nothing; opening the address again shows the same session.
    ///
    /// ```swift
    /// try await WebServer.serve(title: "Pomodoro", port: 8765, opensBrowser: true) {
    ///   TimerView(store: store)
    /// }
    /// try save(store.state)  // as after the terminal's q
    /// ```
    /// `announcer`, when given, sends the app's ``WebEvent``s (notifications, the chime) to
    /// the open pages.
    @MainActor
    public static func serve<Content: View>(
      title: String, host: String = "127.0.0.1", port: Int = 0, opensBrowser: Bool,
      announcer: WebAnnouncer? = nil,
      @ViewBuilder content: @escaping @MainActor () -> Content
    ) async throws {
      var logger = Logger(label: title.lowercased())
      logger.logLevel = .notice
      let session = WebSession(content: content)
      let hub = WebHub(session: session)
      announcer?.hub = hub
      let (quit, quitting) = AsyncStream.makeStream(of: Void.self)
      session.onQuit = { quitting.finish() }
      let server = WebServer(hub: hub, title: title, host: host, port: port, logger: logger)
      try await server.run(stopOn: { for await _ in quit {} }) { url in
        // Unbuffered: a script reading the address gets it now, not when the server stops.
        FileHandle.standardOutput.write(Data("\(title) is at \(url)\nCtrl-C stops it.\n".utf8))
        if opensBrowser { openInBrowser(url) }
      }
      hub.closeAll()
      session.close()
    }

    /// Opens `url` with the desktop's browser; without one, the printed address is enough.
    static func openInBrowser(_ url: String) {
      let process = Process()
      process.executableURL = URL(filePath: "/usr/bin/env")
      process.arguments = ["xdg-open", url]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      do {
        try process.run()
      } catch {
        FileHandle.standardOutput.write(
          Data("(xdg-open is not available: open the address in a browser.)\n".utf8))
      }
    }
  }
#endif
