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
    case linear
    case easeIn
    case easeOut
    case easeInOut
    case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    case interpolatingSpring(
      mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
    )
  }

  public var curve: Curve
  /// The duration in seconds (for springs, the settling time).
  public var duration: Double
  public var delay: Double = 0
  public var speed: Double = 1
  /// How often the animation runs; `nil` repeats forever.
  public var repeatCount: Int? = 1
  public var autoreverses = false

  public init(curve: Curve, duration: Double) {
    self.curve = curve
    self.duration = duration
  }

  public var description: String {
    "Animation(\(self.curve), duration: \(self.duration))"
  }

  public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
  public static let linear = Animation.linear(duration: 0.35)
  public static let easeIn = Animation.easeIn(duration: 0.35)
  public static let easeOut = Animation.easeOut(duration: 0.35)
  public static let easeInOut = Animation.easeInOut(duration: 0.35)
  public static let spring = Animation.spring()
  public static let bouncy = Animation.spring(duration: 0.5, bounce: 0.3)
  public static let smooth = Animation.spring(duration: 0.5, bounce: 0)
  public static let snappy = Animation.spring(duration: 0.5, bounce: 0.15)

  public static func linear(duration: Double) -> Animation {
    Animation(curve: .linear, duration: duration)
  }

  public static func easeIn(duration: Double) -> Animation {
    Animation(curve: .easeIn, duration: duration)
  }

  public static func easeOut(duration: Double) -> Animation {
    Animation(curve: .easeOut, duration: duration)
  }

  public static func easeInOut(duration: Double) -> Animation {
    Animation(curve: .easeInOut, duration: duration)
  }

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

  public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
    // A bounce of 0 is critically damped; 1 never settles.
    .spring(response: duration, dampingFraction: 1 - min(max(bounce, -1), 1), blendDuration: 0)
  }

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

  public func delay(_ delay: Double) -> Animation {
    var copy = self
    copy.delay += delay
    return copy
  }

  public func speed(_ speed: Double) -> Animation {
    var copy = self
    copy.speed *= speed
    return copy
  }

  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeatCount = repeatCount
    copy.autoreverses = autoreverses
    return copy
  }

  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeatCount = nil
    copy.autoreverses = autoreverses
    return copy
  }
}
