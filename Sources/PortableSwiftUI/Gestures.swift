import Foundation

/// An interaction a view recognises: SwiftUI's `Gesture`.
@MainActor @preconcurrency
public protocol Gesture {
  /// What the gesture reports.
  associatedtype Value
}

/// Which gestures a view takes: SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let none: GestureMask = []
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}

/// A coordinate space: SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  case global, local
  case named(AnyHashable)
}

/// A drag: SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
  /// Where a drag is.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    public var predictedEndLocation: CGPoint { location }
    public var predictedEndTranslation: CGSize { translation }
    public var velocity: CGSize { .zero }
  }
  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
}

/// A tap: SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
  public typealias Value = Void
  public var count: Int
  public init(count: Int = 1) { self.count = count }
}

/// A long press: SwiftUI's `LongPressGesture`.
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public var minimumDuration: Double
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
  }
}

/// A gesture with callbacks attached.
public struct _ChangedGesture<Base: Gesture>: Gesture {
  public typealias Value = Base.Value
  let base: Base
}

/// A gesture whose end is reported.
public struct _EndedGesture<Base: Gesture>: Gesture {
  public typealias Value = Base.Value
  let base: Base
}

extension Gesture {
  /// Reports each change of the gesture's value.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(base: self)
  }
  /// Reports the gesture's last value.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(base: self)
  }
}
