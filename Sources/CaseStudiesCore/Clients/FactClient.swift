import ComposableArchitecture

/// Fetches a fact about a number: the dependency of the refreshable case study (seed 001).
///
/// ```swift
/// let fact = try await factClient.fetch(42)
/// ```
@DependencyClient
public struct FactClient: Sendable {
  public var fetch: @Sendable (_ number: Int) async throws -> String
}

extension FactClient: TestDependencyKey {
  public static let testValue = FactClient()
}

extension DependencyValues {
  /// The fact client the refreshable case study asks.
  public var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}
