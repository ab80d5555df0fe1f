import ComposableArchitecture

/// Shows a message outside the app (a desktop notification on Linux), for when the terminal is
/// not in view.
///
/// ```swift
/// @Dependency(\.notifications) var notifications
/// await notifications.notify(title: "Focus finished", body: "Time for a break.")
/// ```
@DependencyClient
public struct NotificationClient: Sendable {
  /// Shows a notification with a title and a body.
  public var notify: @Sendable (_ title: String, _ body: String) async -> Void
}

extension NotificationClient: TestDependencyKey {
  public static let testValue = NotificationClient()
  /// Shows nothing, for previews.
  public static let previewValue = NotificationClient(notify: { _, _ in })
}

extension DependencyValues {
  /// Desktop notifications.
  public var notifications: NotificationClient {
    get { self[NotificationClient.self] }
    set { self[NotificationClient.self] = newValue }
  }
}
