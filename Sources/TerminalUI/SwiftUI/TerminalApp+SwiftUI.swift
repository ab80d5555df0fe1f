import Foundation

extension TerminalApp {
  /// An app showing a SwiftUI view, as `UIHostingController(rootView:)` shows one in a window.
  ///
  /// ```swift
  /// try await TerminalApp(rootView: ContentView(store: store)).run()
  /// ```
  public convenience init<Content: PortableSwiftUI.View>(rootView: Content) {
    self.init { HostingView(rootView: rootView) }
  }
}

extension TestTerminal {
  /// A test terminal of `width` × `height` cells showing a SwiftUI view.
  ///
  /// ```swift
  /// let terminal = TestTerminal(rootView: CounterView(store: store), width: 40, height: 10)
  /// ```
  public convenience init<Content: PortableSwiftUI.View>(
    rootView: Content, width: Int = 80, height: Int = 24
  ) {
    self.init(width: width, height: height) { HostingView(rootView: rootView) }
  }
}

/// Runs a SwiftUI app's first window in the terminal: what `App.main()` calls when TerminalUI
/// is linked into the program (see `AppRendererLink.h`). It does not return: the process ends
/// when the app does, with status 1 if the terminal failed. What the app prints meanwhile is
/// written once the screen is gone (see ``DivertedOutput``).
@_cdecl("composable_swiftui_renderer_run")
package func _composableSwiftUIRendererRun(_ root: UnsafeMutableRawPointer) {
  let view = Unmanaged<AppRoot>.fromOpaque(root).takeRetainedValue().view
  MainActor.assumeIsolated {
    Task { @MainActor in
      let app = TerminalApp(rootView: view)
      // Ctrl-C returns here too, so that the prints are written before the process ends.
      app.returnsOnTerminationSignal = true
      let printed = TerminalDevice.outputIsTerminal ? DivertedOutput.divertStandardOutput() : nil
      do {
        try await app.run()
        printed?.restoreStandardOutput()
        if let signal = app.terminationSignal { SignalHandlers.endProcess(with: signal) }
        exit(0)
      } catch {
        printed?.restoreStandardOutput()
        FileHandle.standardError.write(Data("The terminal failed: \(error)\n".utf8))
        exit(1)
      }
    }
  }
  dispatchMain()
}
