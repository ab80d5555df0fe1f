import Dependencies
import Foundation

extension DependencyValues {
  /// The user defaults of ``SharedReaderKey/appStorage(_:store:)-9blii`` values:
  /// `UserDefaults.standard`, or in tests and previews a fresh suite kept in the temporary
  /// directory, so tests never share values with each other or the user.
  public var defaultAppStorage: UserDefaults {
    get { self[AppStorageDependencyKey.self].value }
    set { self[AppStorageDependencyKey.self] = UncheckedBox(newValue) }
  }
}

private enum AppStorageDependencyKey: DependencyKey {
  static var liveValue: UncheckedBox<UserDefaults> { UncheckedBox(.standard) }
  static var previewValue: UncheckedBox<UserDefaults> { freshSuite() }
  static var testValue: UncheckedBox<UserDefaults> { freshSuite() }

  /// A suite named by an absolute path is stored at that path (plus `.plist`).
  static func freshSuite() -> UncheckedBox<UserDefaults> {
    let path = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("co.pointfree.Sharing.\(UUID().uuidString)").path
    return UncheckedBox(UserDefaults(suiteName: path)!)
  }
}
