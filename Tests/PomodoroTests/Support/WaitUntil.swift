import Foundation

/// What another process does cannot be awaited: this looks again every 20 ms until `condition`
/// holds, and throws after `timeout` seconds.
func waitUntil(
  timeout: Double = 10, _ what: String, _ condition: () throws -> Bool
) throws {
  let deadline = Date().addingTimeInterval(timeout)
  while true {
    if try condition() { return }
    if Date() >= deadline { break }
    usleep(20_000)
  }
  throw WaitTimeout(description: "timed out waiting until \(what)")
}

/// What another process does cannot be awaited: this looks again every 20 ms until `condition`
/// holds, suspending in between (a blocked thread would hold up tests running in parallel), and
/// throws after `timeout` seconds.
func waitUntil(
  timeout: Double = 10, _ what: String, _ condition: () throws -> Bool
) async throws {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: .milliseconds(Int(timeout * 1000)))
  // A last look after the deadline: under load the sleep may end long after it, and the
  // condition is judged on what holds now, not on a look taken before the wait.
  while true {
    if try condition() { return }
    if clock.now >= deadline { break }
    try await clock.sleep(for: .milliseconds(20))
  }
  throw WaitTimeout(description: "timed out waiting until \(what)")
}

struct WaitTimeout: Error, CustomStringConvertible {
  var description: String
}
