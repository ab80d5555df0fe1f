import PomodoroCore

/// How the cat looks: one mood per timer status, and a purr while it reacts to a tap.
///
/// ```swift
/// CatMood(status: .sleep, isReacting: false)  // .sleeping
/// ```
public enum CatMood: String, Equatable, Sendable, CaseIterable {
  case waiting, focused, curious, proud, stretching, relaxed, sleeping, purring

  /// The mood for a status; a tapped cat purrs, except in its sleep (it only stirs).
  public init(status: TimerStatus, isReacting: Bool) {
    if isReacting && status != .sleep {
      self = .purring
      return
    }
    switch status {
    case .standBy: self = .waiting
    case .focus: self = .focused
    case .pause: self = .curious
    case .completed: self = .proud
    case .breakStandBy: self = .stretching
    case .breakTime: self = .relaxed
    case .sleep: self = .sleeping
    }
  }

  /// The cat as three lines of ASCII art, the same width each.
  public var art: [String] {
    let face: String
    let paws: String
    switch self {
    case .waiting: (face, paws) = ("( o.o )", " > ^ < ")
    case .focused: (face, paws) = ("( >.< )", " /|_|\\ ")
    case .curious: (face, paws) = ("( o.O )", " > ? < ")
    case .proud: (face, paws) = ("( ^.^ )", " \\o/o/ ")
    case .stretching: (face, paws) = ("( =.= )", "_/   \\_")
    case .relaxed: (face, paws) = ("( ~.~ )", " (___) ")
    case .sleeping: (face, paws) = ("( -.- )", " (___)z")
    case .purring: (face, paws) = ("(=^.^=)", " > ♥ < ")
    }
    return [" /\\_/\\ ", face, paws]
  }

  /// A few words under the cat.
  public var caption: String {
    switch self {
    case .waiting: "ready when you are"
    case .focused: "focusing with you"
    case .curious: "paused?"
    case .proud: "well done!"
    case .stretching: "stretch time"
    case .relaxed: "taking a break"
    case .sleeping: "zzz… goal reached"
    case .purring: "purr…"
    }
  }
}
