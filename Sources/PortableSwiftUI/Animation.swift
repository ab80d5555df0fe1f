import Foundation

/// A portable description of how a change animates. It mirrors SwiftUI's `Animation` factories
/// so feature code that passes animations to `send(_:animation:)` compiles anywhere; renderers
/// that cannot animate (such as a terminal) may ignore it.
///
/// ```swift
/// await send(.startGuideShown, animation: .easeInOut(duration: 0.3))
/// ```
public struct Animation: Sendable, Hashable, CustomStringConvertible {
  /// The timing curve of an animation.
  public enum Curve: Sendable, Hashable {
    /// Constant speed.
    case linear
    /// Starts slowly and speeds up.
    case easeIn
    /// Starts fast and slows down.
    case easeOut
    /// Starts slowly, speeds up, and slows down at the end.
    case easeInOut
    /// A spring described by how long one oscillation takes (`response`, in seconds), how
    /// quickly it settles (`dampingFraction`: 1 does not overshoot, less bounces), and how long
    /// a change of the spring's parameters takes to blend in.
    case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    /// A physical spring: the mass of the object, the spring's stiffness and damping, and the
    /// velocity the object starts with.
    case interpolatingSpring(
      mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
    )
  }

  /// How the animation's speed changes over its duration.
  public var curve: Curve
  /// The duration in seconds (for springs, the settling time).
  public var duration: Double
  /// How long, in seconds, the animation waits before it starts.
  public var delay: Double = 0
  /// How much faster than its duration the animation runs: 2 takes half the time.
  public var speed: Double = 1
  /// How often the animation runs; `nil` repeats forever.
  public var repeatCount: Int? = 1
  /// Whether a repeating animation runs backwards every other time.
  public var autoreverses = false

  /// An animation along a curve, taking `duration` seconds, starting at once, run once.
  public init(curve: Curve, duration: Double) {
    self.curve = curve
    self.duration = duration
  }

  /// The curve and duration: `Animation(easeInOut, duration: 0.35)`.
  public var description: String {
    "Animation(\(self.curve), duration: \(self.duration))"
  }

  /// An ease-in-out animation of 0.35 seconds.
  public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
  /// A linear animation of 0.35 seconds.
  public static let linear = Animation.linear(duration: 0.35)
  /// An ease-in animation of 0.35 seconds.
  public static let easeIn = Animation.easeIn(duration: 0.35)
  /// An ease-out animation of 0.35 seconds.
  public static let easeOut = Animation.easeOut(duration: 0.35)
  /// An ease-in-out animation of 0.35 seconds.
  public static let easeInOut = Animation.easeInOut(duration: 0.35)
  /// A spring with the defaults of ``spring(response:dampingFraction:blendDuration:)``.
  public static let spring = Animation.spring()
  /// A spring of 0.5 seconds that bounces noticeably (bounce 0.3).
  public static let bouncy = Animation.spring(duration: 0.5, bounce: 0.3)
  /// A spring of 0.5 seconds that does not bounce.
  public static let smooth = Animation.spring(duration: 0.5, bounce: 0)
  /// A spring of 0.5 seconds with a small bounce (0.15).
  public static let snappy = Animation.spring(duration: 0.5, bounce: 0.15)

  /// A linear animation taking `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    Animation(curve: .linear, duration: duration)
  }

  /// An ease-in animation taking `duration` seconds.
  public static func easeIn(duration: Double) -> Animation {
    Animation(curve: .easeIn, duration: duration)
  }

  /// An ease-out animation taking `duration` seconds.
  public static func easeOut(duration: Double) -> Animation {
    Animation(curve: .easeOut, duration: duration)
  }

  /// An ease-in-out animation taking `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation {
    Animation(curve: .easeInOut, duration: duration)
  }

  /// A spring animation, whose duration is its response.
  ///
  /// - Parameters:
  ///   - response: How long one oscillation takes, in seconds.
  ///   - dampingFraction: How quickly the spring settles: 1 does not overshoot, less bounces.
  ///   - blendDuration: How long a change of the spring's parameters takes to blend in.
  /// - Returns: The animation.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(
      curve: .spring(
        response: response, dampingFraction: dampingFraction, blendDuration: blendDuration
      ),
      duration: response
    )
  }

  /// A spring animation described by how long it takes and how much it bounces.
  ///
  /// - Parameters:
  ///   - duration: How long the animation takes, in seconds.
  ///   - bounce: How much the spring bounces, from 0 (none) towards 1; negative values are
  ///     overdamped. It is clamped to -1...1.
  /// - Returns: A spring whose damping fraction is `1 - bounce`.
  public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
    // A bounce of 0 is critically damped; 1 never settles.
    .spring(response: duration, dampingFraction: 1 - min(max(bounce, -1), 1), blendDuration: 0)
  }

  /// A physical spring animation.
  ///
  /// - Parameters:
  ///   - mass: The mass of the animated object.
  ///   - stiffness: The stiffness of the spring.
  ///   - damping: How strongly the spring is damped; without damping it never settles.
  ///   - initialVelocity: The velocity the object starts with.
  /// - Returns: An animation whose duration is the time the oscillation takes to decay to
  ///   about 0.1% of its start (infinite without damping).
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(
      curve: .interpolatingSpring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity
      ),
      // The time the oscillation takes to decay to about 0.1% of its start.
      duration: damping > 0 ? 2 * mass * 6.9 / damping : .infinity
    )
  }

  /// This animation, waiting `delay` more seconds before it starts.
  public func delay(_ delay: Double) -> Animation {
    var copy = self
    copy.delay += delay
    return copy
  }

  /// This animation, running `speed` times as fast.
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    copy.speed *= speed
    return copy
  }

  /// This animation, run `repeatCount` times, by default backwards every other time.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeatCount = repeatCount
    copy.autoreverses = autoreverses
    return copy
  }

  /// This animation, repeated forever, by default backwards every other time.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeatCount = nil
    copy.autoreverses = autoreverses
    return copy
  }
}
