/// The version of the apps, as `pomodoro --version` and `case-studies --version` print it: the
/// one CHANGELOG.md's latest heading names (a test compares them).
///
/// ```swift
/// CommandConfiguration(commandName: "pomodoro", version: AppVersion.current)
/// ```
package enum AppVersion {
  package static let current = "0.1.0"
}
