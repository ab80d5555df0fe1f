import CaseStudiesCore
import ComposableArchitecture

extension FactClient: DependencyKey {
  /// Offline facts by default: the app works without a network.
  public static let liveValue = FactClient.offline

  /// True facts worked out on this machine (`NumberFacts`), a different one on each refresh.
  ///
  /// ```swift
  /// Store(initialState: …) { … } withDependencies: { $0.factClient = .offline }
  /// ```
  package static let offline = FactClient(
    fetch: { number in
      var generator = SystemRandomNumberGenerator()
      return NumberFacts.randomFact(for: number, using: &generator)
    }
  )

  /// Facts from a numbers-API-style server (`GET {base}/{n}` → text).
  ///
  /// ```swift
  /// let fetcher = try HTTPFactFetcher(baseURL: "http://numbersapi.com", timeout: .seconds(5))
  /// $0.factClient = .http(fetcher)
  /// ```
  package static func http(_ fetcher: HTTPFactFetcher) -> FactClient {
    FactClient(fetch: { number in try await fetcher.fact(for: number) })
  }
}
