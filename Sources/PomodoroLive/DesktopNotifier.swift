import Foundation

/// Shows desktop notifications with `notify-send`, and does nothing where it is missing.
///
/// ```swift
/// let notifier = DesktopNotifier(isEnabled: settings.notificationsEnabled)
/// notifier.notify(title: "Focus finished", body: "Time for a 5-minute break.")
/// ```
package struct DesktopNotifier: Sendable {
  /// The name shown as the notification's sender.
  package static let applicationName = "Pomodoro"

  /// Whether `notify` shows anything.
  package var isEnabled: Bool
  /// The `notify-send` program, or `nil` when it is not installed.
  package var program: URL?
  private let launcher: ProcessLauncher

  /// Creates a notifier that looks for `notify-send` with `locator`.
  ///
  /// ```swift
  /// let notifier = DesktopNotifier(launcher: ProcessLauncher { url, args in print(url, args) })
  /// ```
  package init(
    isEnabled: Bool = true,
    locator: ExecutableLocator = ExecutableLocator(),
    launcher: ProcessLauncher = .live
  ) {
    self.isEnabled = isEnabled
    self.program = locator.executable(named: "notify-send")
    self.launcher = launcher
  }

  /// Shows a notification in the background; returns whether `notify-send` was started.
  ///
  /// ```swift
  /// notifier.notify(title: "Break over", body: "Ready for the next focus session?")
  /// ```
  @discardableResult
  package func notify(title: String, body: String) -> Bool {
    guard isEnabled, let program else { return false }
    do {
      try launcher.launch(program, Self.arguments(title: title, body: body))
      return true
    } catch {
      return false
    }
  }

  /// The `notify-send` command line; `--` keeps a title starting with `-` from being read as
  /// an option.
  ///
  /// ```swift
  /// DesktopNotifier.arguments(title: "Done", body: "Break")
  /// // ["--app-name=Pomodoro", "--", "Done", "Break"]
  /// ```
  package static func arguments(title: String, body: String) -> [String] {
    ["--app-name=\(applicationName)", "--", title, body]
  }
}
