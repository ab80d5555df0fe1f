/// Where an app's dependencies send ``WebEvent``s before the server (and its ``WebHub``)
/// exists: the store is made first, the hub after, and the server connects the two.
///
/// ```swift
/// let announcer = WebAnnouncer()
/// let store = Store(initialState: …) { … } withDependencies: {
///   $0.sound = SoundClient { _ in await announcer.post(.chime) }
/// }
/// try await WebServer.serve(title: "Pomodoro", announcer: announcer, …) { … }
/// ```
@MainActor
public final class WebAnnouncer {
  /// The hub whose pages get the events; without one (no server yet), they are dropped.
  public weak var hub: WebHub?

  public init() {}

  /// Sends `event` to every open page; a page opened later does not get it.
  public func post(_ event: WebEvent) {
    hub?.post(event)
  }
}
