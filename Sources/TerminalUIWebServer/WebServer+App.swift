#if Web
  import Foundation
  import TerminalUI

  /// Serves a SwiftUI app's first window to a browser: what `App.main()` calls when
  /// `COMPOSABLE_WEB` is set and this module is linked into the program (see
  /// `AppRendererLink.h`). The value is `1` (a free port on 127.0.0.1), a port (`8765`), or
  /// an address and a port (`0.0.0.0:8765`); `COMPOSABLE_WEB_NO_OPEN=1` prints the address
  /// without opening it. The page needs its token, as the apps' `--web` does. It does not
  /// return: the process ends when the app does, with status 1 if the server failed.
  @_cdecl("composable_swiftui_web_renderer_run")
  package func _composableSwiftUIWebRendererRun(_ root: UnsafeMutableRawPointer) {
    let view = Unmanaged<AppRoot>.fromOpaque(root).takeRetainedValue().view
    let environment = ProcessInfo.processInfo.environment
    guard let (host, port) = WebServer.address(environment["COMPOSABLE_WEB"] ?? "1") else {
      FileHandle.standardError.write(
        Data(
          "COMPOSABLE_WEB must be 1, a port (8765) or an address and a port (127.0.0.1:8765).\n"
            .utf8))
      exit(2)
    }
    let title = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
    let opensBrowser = (environment["COMPOSABLE_WEB_NO_OPEN"] ?? "").isEmpty
    MainActor.assumeIsolated {
      Task { @MainActor in
        do {
          try await WebServer.serve(
            title: title, host: host, port: port, opensBrowser: opensBrowser
          ) { HostingView(rootView: view, buildsRowsInSight: false) }
          exit(0)
        } catch {
          FileHandle.standardError.write(Data("The web host failed: \(error)\n".utf8))
          exit(1)
        }
      }
    }
    dispatchMain()
  }

  extension WebServer {
    /// The address and port `COMPOSABLE_WEB` names: `1` for a free port on 127.0.0.1, a port,
    /// or `address:port` (`[::1]:8765` for IPv6); `nil` when it names none.
    static func address(_ value: String) -> (host: String, port: Int)? {
      if value == "1" || value.lowercased() == "true" { return ("127.0.0.1", 0) }
      if let port = Int(value) { return (0...65535).contains(port) ? ("127.0.0.1", port) : nil }
      guard let colon = value.lastIndex(of: ":"),
        let port = Int(value[value.index(after: colon)...]),
        (0...65535).contains(port)
      else { return nil }
      var host = String(value[..<colon])
      if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
      return host.isEmpty ? nil : (host, port)
    }
  }
#endif
