/// Whether the running tracker may read positions, as `CLAuthorizationStatus` is on Apple
/// platforms; on Linux it says whether the location source could be opened.
///
/// ```swift
/// if case .denied(let reason) = state.authorizationStatus { print(reason) }
/// ```
public enum LocationAuthorization: Equatable, Sendable {
  case notDetermined
  case authorized
  /// The source cannot be used; `reason` says why, naming the file or address.
  case denied(reason: String)
}
