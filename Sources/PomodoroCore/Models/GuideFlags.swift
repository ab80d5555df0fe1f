import Foundation

/// Which first-run hints the user has already seen, as saved in `guides.json`.
///
/// ```swift
/// var guides = GuideFlags()
/// if !guides.startGuide { /* show the start guide */ guides.startGuide = true }
/// ```
public struct GuideFlags: Sendable, Equatable, Hashable, Codable {
  /// Whether the onboarding screens have been shown.
  public var onBoarding: Bool
  /// Whether the hint shown after the first trigger tap has been shown.
  public var startGuide: Bool
  /// Whether the hint for the stand-by screen has been shown.
  public var standByGuide: Bool

  /// Creates flags; by default no guide has been shown yet.
  ///
  /// ```swift
  /// let seenEverything = GuideFlags(onBoarding: true, startGuide: true, standByGuide: true)
  /// ```
  public init(onBoarding: Bool = false, startGuide: Bool = false, standByGuide: Bool = false) {
    self.onBoarding = onBoarding
    self.startGuide = startGuide
    self.standByGuide = standByGuide
  }
}
