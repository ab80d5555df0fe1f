/// What an app asks its open pages to do besides drawing: show the browser's notification,
/// play the chime. Sent to every page as an op of the patch message, which the page's
/// script runs instead of applying to the DOM.
///
/// ```swift
/// hub.post(.notification(title: "Focus session finished", body: "Time for a short break."))
/// // [["notify","",{"title":"Focus session finished","body":"Time for a short break."}]]
/// hub.post(.chime)  // [["chime","",""]]
/// hub.post(.quit)   // [["quit","",""]]
/// ```
public enum WebEvent: Equatable, Sendable {
  /// A notification from the browser (once the user allowed them on the page).
  case notification(title: String, body: String)
  /// The end-of-session chime, which the page synthesizes (three rising tones).
  case chime
  /// The app quit: the page says so and stops reconnecting.
  case quit

  /// The event as the page's message: one op, as patches are.
  package var message: String {
    switch self {
    case .notification(let title, let body):
      "[[\"notify\",\"\",{\"title\":\(JSON.string(title)),\"body\":\(JSON.string(body))}]]"
    case .chime:
      "[[\"chime\",\"\",\"\"]]"
    case .quit:
      "[[\"quit\",\"\",\"\"]]"
    }
  }
}
