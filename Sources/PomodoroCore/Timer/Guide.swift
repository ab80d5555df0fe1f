/// A first-run hint shown over the timer.
///
/// Each is shown once: `GuideFlags` remembers it, through the `guideDefaults` client.
///
/// ```swift
/// if let guide = store.presentedGuide { print(guide.message) }
/// ```
public enum Guide: String, Equatable, Sendable, CaseIterable {
  /// The welcome hint on the very first launch, until the first start.
  case onBoarding
  /// Shown 3 seconds after the first start: how to pause and reset.
  case startGuide
  /// Shown the first time a focus session completes: what happens next.
  case standByGuide

  /// The hint's text.
  public var message: String {
    switch self {
    case .onBoarding:
      "Welcome! Press space to begin a focus session; t changes its length."
    case .startGuide:
      "Space pauses and resumes, r stops the session, c pets the cat."
    case .standByGuide:
      "Well done! A break follows each session; s shows your stats."
    }
  }
}
