#if Web
  import Foundation
  import Logging
  #if canImport(Glibc)
    import Glibc
  #endif
  import TerminalUI
  import TerminalUIWeb

  extension WebServer {
    /// Serves `content` to browsers until Ctrl-C, SIGTERM, or a view quits (`q`): prints the
    /// address with its token and, unless told not to, opens it with `xdg-open`. Closing a tab
    /// changes nothing; opening the address again shows the same session.
    ///
    /// ```swift
    /// try await WebServer.serve(
    ///   title: "Pomodoro", port: 8765, opensBrowser: true, rootView: TimerView(store: store))
    /// try save(store.state)  // as after the terminal's q
    /// ```
    /// `announcer`, when given, sends the app's ``WebEvent``s (notifications, the chime) to
    /// the open pages.
    @MainActor
    public static func serve<Content: PortableSwiftUI.View>(
      title: String, host: String = "127.0.0.1", port: Int = 0, opensBrowser: Bool,
      announcer: WebAnnouncer? = nil, rootView: Content
    ) async throws {
      try await serve(
        title: title, host: host, port: port, opensBrowser: opensBrowser, announcer: announcer
      ) { HostingView(rootView: rootView, buildsRowsInSight: false) }
    }

    /// Serves a view of TerminalUI's own (`HostingView` draws a SwiftUI one).
    @MainActor
    package static func serve<Content: TerminalUI.View>(
      title: String, host: String = "127.0.0.1", port: Int = 0, opensBrowser: Bool,
      announcer: WebAnnouncer? = nil,
      @TerminalUI.ViewBuilder content: @escaping @MainActor () -> Content
    ) async throws {
      var logger = Logger(label: title.lowercased())
      logger.logLevel = .notice
      let session = WebSession(content: content)
      let hub = WebHub(session: session)
      announcer?.hub = hub
      let (quit, quitting) = AsyncStream.makeStream(of: Void.self)
      session.onQuit = {
        // The pages learn that the app quit before their sockets close, so that they say
        // "disconnected" rather than try to reconnect.
        hub.post(.quit)
        quitting.finish()
      }
      let server = WebServer(hub: hub, title: title, host: host, port: port, logger: logger)
      let opened = LockedValue<URL?>(nil)
      defer { if let file = opened.value { removeRedirect(file) } }
      try await server.run(stopOn: { for await _ in quit {} }) { url in
        // Unbuffered: a script reading the address gets it now, not when the server stops.
        FileHandle.standardOutput.write(
          Data("\(title) is at \(url)\n\(server.exposureWarning)Ctrl-C stops it.\n".utf8))
        if opensBrowser,
          let port = Int(url.split(separator: ":").last?.prefix { $0.isNumber } ?? "")
        {
          opened.value = openInBrowser(server.oneTimeURL(port: port))
        }
      }
      hub.closeAll()
      session.close()
    }

    /// What to tell when other machines can reach the page: anything but this machine's own
    /// loopback address is plain HTTP on a network.
    var exposureWarning: String {
      guard !WebAccess.isLoopback(host) else { return "" }
      let which =
        WebAccess.isWildcard(host)
        ? "every network interface (other machines use this machine's address in place of "
          + "\(addressHost))"
        : "\(host)"
      return "Warning: listening on \(which). The traffic is plain HTTP: the token, the cookie "
        + "and the page cross the network unencrypted; use it on networks you trust.\n"
    }

    /// Opens `url` with the desktop's browser, through a redirect file only this user can
    /// read: `xdg-open`'s and the browser's command lines, which any local user can read in
    /// `/proc`, show the file's path, not the token (Jupyter's way). The token in `url` works
    /// once, and the page trades it for a cookie and takes it out of the address. Without a
    /// browser, the printed address is enough. Returns the file, to remove at the end.
    /// `launch` runs the opener with its arguments; tests pass their own to see them.
    static func openInBrowser(
      _ url: String, launch: (_ arguments: [String]) throws -> Void = runOpener
    ) -> URL? {
      let file: URL
      do {
        file = try writeRedirect(to: url)
      } catch {
        FileHandle.standardOutput.write(
          Data("(could not prepare the browser's address: open the one above.)\n".utf8))
        return nil
      }
      do {
        try launch(["xdg-open", file.absoluteString])
      } catch {
        FileHandle.standardOutput.write(
          Data("(xdg-open is not available: open the address in a browser.)\n".utf8))
      }
      return file
    }

    /// Starts `arguments` through `env` (found on `PATH`), its output discarded.
    static func runOpener(_ arguments: [String]) throws {
      let process = Process()
      process.executableURL = URL(filePath: "/usr/bin/env")
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
    }

    /// Writes a page that sends the browser to `url`, in a new folder that only this user can
    /// open (mode 700, in `$XDG_RUNTIME_DIR` or the temporary folder), readable by this user
    /// only (mode 600).
    static func writeRedirect(to url: String) throws -> URL {
      let environment = ProcessInfo.processInfo.environment
      let base =
        environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        ?? FileManager.default.temporaryDirectory.path
      var template = Array((base + "/tui-web-XXXXXX").utf8CString)
      guard let folder = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) })
      else { throw CocoaError(.fileWriteUnknown) }
      let file = URL(filePath: String(cString: folder)).appending(path: "open.html")
      let escaped = url.replacingOccurrences(of: "&", with: "&amp;")
        .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
      let html = """
        <!doctype html><html><head><meta charset="utf-8">
        <meta http-equiv="refresh" content="0;url=\(escaped)"><title>Opening…</title></head>
        <body><a href="\(escaped)">Open the page</a></body></html>

        """
      let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
      let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
      try handle.write(contentsOf: Data(html.utf8))
      return file
    }

    /// Removes the redirect file and its folder.
    static func removeRedirect(_ file: URL) {
      try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
    }
  }

  /// A value behind a lock, set from the server's start callback.
  final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
      get { lock.withLock { stored } }
      set { lock.withLock { stored = newValue } }
    }
  }
#endif
