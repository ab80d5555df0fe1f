import ComposableArchitecture
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking  // URLSession on Linux
#endif

extension NumberFactClient: DependencyKey {
  public static let liveValue = Self(
    fetch: { number in
      var request = URLRequest(url: URL(string: "http://numbersapi.com/\(number)")!)
      request.timeoutInterval = 10
      let (data, response) = try await URLSession.shared.data(for: request)
      guard (response as? HTTPURLResponse)?.statusCode == 200 else {
        throw URLError(.badServerResponse)
      }
      return String(decoding: data, as: UTF8.self)
    }
  )
}
