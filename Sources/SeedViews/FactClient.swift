import ComposableArchitecture
import Foundation

/// A fact about a number (seed 001's `factClient`). Tests override it; the live value says
/// what it cannot do here rather than reaching the network.
struct FactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

extension FactClient: DependencyKey {
  static let liveValue = FactClient { number in "\(number) is a good number." }
  static let testValue = FactClient { _ in
    reportIssue("FactClient.fetch is unimplemented in this test.")
    return ""
  }
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}
