import ComposableArchitecture

@DependencyClient
public struct NumberFactClient: Sendable {
  public var fetch: @Sendable (_ number: Int) async throws -> String
}

extension NumberFactClient: TestDependencyKey {
  // Every endpoint fails the test that calls it without overriding it.
  public static let testValue = Self()
}

extension DependencyValues {
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
