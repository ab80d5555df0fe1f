import ConcurrencyExtras

/// Counts the test stores that want the main serial executor, so that stores of tests running
/// in parallel do not switch it off under each other.
@MainActor
enum MainSerialExecutorUsers {
  private static var count = 0
  private static var wasInUse = false

  static func acquire() {
    if count == 0 {
      wasInUse = uncheckedUseMainSerialExecutor
      uncheckedUseMainSerialExecutor = true
      MainExecutorDrain.install()
    }
    count += 1
  }

  static func release() {
    count -= 1
    if count == 0 {
      uncheckedUseMainSerialExecutor = wasInUse
      MainExecutorDrain.uninstall()
    }
  }
}
