import ComposableArchitecture
import PomodoroCore

extension NotificationClient: DependencyKey {
  /// Desktop notifications through notify-send, when it is installed.
  public static let liveValue = NotificationClient.live(notifier: DesktopNotifier())

  /// Notifications shown by `notifier`.
  ///
  /// ```swift
  /// $0.notifications = .live(notifier: DesktopNotifier(isEnabled: false))
  /// ```
  package static func live(notifier: DesktopNotifier) -> NotificationClient {
    NotificationClient(notify: { title, body in notifier.notify(title: title, body: body) })
  }
}
