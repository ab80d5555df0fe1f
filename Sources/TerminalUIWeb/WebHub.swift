/// The open pages of one session: each gets the whole page when it connects, then the
/// patches of every frame; what one page does reaches all of them, so tabs stay in step.
///
/// ```swift
/// let hub = WebHub(session: session)
/// let (id, frames) = hub.connect()
/// for await message in frames { try await socket.send(message) }
/// hub.disconnect(id)
/// ```
@MainActor
public final class WebHub {
  public let session: WebSession
  private var clients: [Int: (client: WebClient, output: AsyncStream<String>.Continuation)] = [:]
  private var nextID = 0

  public init(session: WebSession) {
    self.session = session
    session.onInvalidate = { [weak self] in self?.broadcast() }
    // The first frame starts the views' tasks (a timer's ticks) before any page opens.
    _ = session.frame()
  }

  /// How many pages are open.
  public var connectionCount: Int { clients.count }

  /// A new page: its id, and the messages to send it (the whole page first).
  public func connect() -> (id: Int, messages: AsyncStream<String>) {
    let id = nextID
    nextID += 1
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    var client = WebClient()
    if let message = client.update(to: session.frame()) { continuation.yield(message) }
    clients[id] = (client, continuation)
    return (id, stream)
  }

  /// The page closed: the session goes on without it.
  public func disconnect(_ id: Int) {
    clients.removeValue(forKey: id)?.output.finish()
  }

  /// Runs a message from a page, then sends every page the frame it led to. Returns why it
  /// was refused, or `nil`.
  @discardableResult
  public func receive(_ data: some Collection<UInt8>) -> String? {
    do {
      try session.receive(data)
    } catch {
      return error.description
    }
    // Focus and scrolling are not store state: draw the frame whether or not the store changed.
    broadcast()
    return nil
  }

  /// Sends each page what changed since its last frame.
  public func broadcast() {
    guard !clients.isEmpty else { return }
    let frame = session.frame()
    for id in clients.keys {
      if let message = clients[id]?.client.update(to: frame) { clients[id]?.output.yield(message) }
    }
  }

  /// Sends every open page `event` (a notification, the chime).
  public func post(_ event: WebEvent) {
    let message = event.message
    for client in clients.values { client.output.yield(message) }
  }

  /// Ends every page's stream: the server is stopping.
  public func closeAll() {
    for id in clients.keys { disconnect(id) }
  }
}
