import Foundation
// `IdentifiedArray.ids` is an `OrderedSet`; its conformances need the module in scope.
import OrderedCollections

#if canImport(Synchronization) && os(Linux)
  import Synchronization
#endif

/// A state type whose changes can be observed field by field, and whose identity tells a
/// replaced value apart from a mutated one. Conform with the `@ObservableState` macro.
///
/// ```swift
/// @ObservableState
/// struct State { var count = 0 }
/// ```
public protocol ObservableState: Observable {
  /// The identity of this value: kept by copies and mutations, new for each new value.
  var _$id: ObservableStateID { get }

  /// Called before the value is mutated in place.
  mutating func _$willModify()

  /// The identity of the state at `state`. (A store reads it on every send; the default
  /// implementation is specialised for each conforming type.)
  static func _$id(at state: UnsafeMutableRawPointer) -> ObservableStateID

  /// The number of the tracked field at `keyPath`, or `nil` when `keyPath` is not one of the
  /// type's tracked fields. `@ObservableState` provides it, with `_$modify(_:field:_:)`; the
  /// library uses them to edit child state in place rather than through a key path's get and
  /// set.
  static func _$field(for keyPath: AnyKeyPath) -> Int?

  /// Calls `body` with the address of the tracked field numbered `field` of the state at
  /// `state`, through the field's `_modify` accessor. (Raw pointers keep the function's type free
  /// of `Self`, so that the library can call it without a thunk.)
  static func _$modify(
    _ state: UnsafeMutableRawPointer, field: Int, _ body: (UnsafeMutableRawPointer) -> Void
  )

  /// The offset of the storage of the tracked field numbered `field`, or `nil` when the library
  /// must go through `_$modify(_:field:_:)`. Pair with `_$didModify(_:field:)`.
  static func _$offset(field: Int) -> Int?

  /// Tells observers of the tracked field numbered `field` of the state at `state` that it
  /// changed, after an edit of its storage.
  static func _$didModify(_ state: UnsafeMutableRawPointer, field: Int)

  /// The offset of the state's `ObservationStateRegistrar`, when the state's identity is the
  /// registrar's; `nil` otherwise (enums, custom identities).
  static var _$registrarOffset: Int? { get }
}

extension ObservableState {
  @inlinable
  public static func _$id(at state: UnsafeMutableRawPointer) -> ObservableStateID {
    state.assumingMemoryBound(to: Self.self).pointee._$id
  }

  public static func _$field(for keyPath: AnyKeyPath) -> Int? {
    nil
  }

  public static func _$modify(
    _ state: UnsafeMutableRawPointer, field: Int, _ body: (UnsafeMutableRawPointer) -> Void
  ) {
    preconditionFailure("'\(Self.self)' has no tracked field \(field).")
  }

  public static func _$offset(field: Int) -> Int? {
    nil
  }

  public static func _$didModify(_ state: UnsafeMutableRawPointer, field: Int) {
    preconditionFailure("'\(Self.self)' has no tracked field \(field).")
  }

  public static var _$registrarOffset: Int? {
    nil
  }
}

/// The identity of an observable state value.
///
/// Copies share the identity; a newly created value has a new one. Enum states combine the
/// case's tag with the identity of the case's value.
public struct ObservableStateID: Hashable, Sendable {
  // A number rather than an object, and no tag list for structs: every in-place edit of a
  // child state copies and compares its identity, which is then free of reference counting.
  @usableFromInline let number: UInt64
  @usableFromInline var tags: [Int]?

  /// A new, unique identity.
  public init() {
    self.number = Self.nextNumber()
    self.tags = nil
  }

  /// The identity of a struct state with this number.
  init(number: UInt64) {
    self.number = number
    self.tags = nil
  }

  /// A number no identity had before.
  @usableFromInline
  static func nextNumber() -> UInt64 {
    IdentityCounter.next()
  }

  /// Whether two identities are the same: the same value identity, and for enum states the
  /// same case tags.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.number == rhs.number && lhs.tags == rhs.tags
  }

  /// Hashes the parts that equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.number)
    hasher.combine(self.tags)
  }

  /// The identity shared by every value with nothing to tell apart, such as an enum case
  /// without a payload: `ObservableStateID._$inert._$tag(2)` is the same for every `.idle`.
  public static let _$inert = Self()

  /// The identity of `value` if it is observable state, else a new identity.
  public static func _$id<T>(for value: T) -> Self {
    (value as? any ObservableState)?._$id ?? Self()
  }

  /// The identity of an observable state value.
  public static func _$id(for value: some ObservableState) -> Self {
    value._$id
  }

  /// This identity marked with an enum case's tag.
  public func _$tag(_ tag: Int) -> Self {
    var copy = self
    copy.tags = (self.tags ?? []) + [tag]
    return copy
  }

  /// Gives a value a new identity (used when an enum state changes case in place).
  public mutating func _$willModify() {
    self = Self()
  }
}

/// Whether two values have the same identity: the same observable state, the same elements'
/// identities for collections of observable states, or bitwise-equal plain data. Everything
/// else counts as changed, which is always safe (an extra notification, never a missed one).
@inlinable
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  _isIdentityEqual(lhs, rhs)
}

@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

/// Rows of an identified array are told apart by their ids: editing a row in place (or even
/// replacing it with a new value under the same id) is the row's change, not the array's.
@inlinable
public func _$isIdentityEqual<ID: Hashable, Element: ObservableState>(
  _ lhs: IdentifiedArray<ID, Element>, _ rhs: IdentifiedArray<ID, Element>
) -> Bool {
  lhs.ids == rhs.ids
}

/// A presented child is the same while its identity is.
@inlinable
public func _$isIdentityEqual<State: ObservableState>(
  _ lhs: PresentationState<State>, _ rhs: PresentationState<State>
) -> Bool {
  lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}

/// Text holds no observable state, so equal strings are the same value.
@inlinable
public func _$isIdentityEqual(_ lhs: String, _ rhs: String) -> Bool {
  lhs == rhs
}

@inlinable
public func _$isIdentityEqual<C: Collection>(_ lhs: C, _ rhs: C) -> Bool
where C.Element: ObservableState {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

/// Lets an enum state pass `_$willModify()` on to its payload when the payload is observable.
@inlinable
public func _$willModify<T>(_: inout T) {}

@inlinable
public func _$willModify<T: ObservableState>(_ value: inout T) {
  value._$willModify()
}

@inlinable
func _isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  // Plain data first: it is the common case (counts, flags) and needs no dynamic cast. Plain
  // data cannot hold observable state (an observable struct holds a registrar), so equal bytes
  // mean the same value, even for an observable enum whose payloads are plain data.
  if _isPOD(T.self) {
    return withUnsafeBytes(of: lhs) { lhs in
      withUnsafeBytes(of: rhs) { rhs in _bytesEqual(lhs, rhs) }
    }
  }
  if let lhs = lhs as? any ObservableState, let rhs = rhs as? any ObservableState {
    return lhs._$id == rhs._$id
  }
  return false
}

/// Byte-wise equality as a plain loop: `elementsEqual` goes through `Sequence` and costs several
/// times more, which shows on every mutation of a tracked field.
@inlinable
func _bytesEqual(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
  guard lhs.count == rhs.count else { return false }
  var index = 0
  while index < lhs.count {
    if lhs[index] != rhs[index] { return false }
    index += 1
  }
  return true
}

/// Hands out identity numbers, unique for the life of the process. Every in-place edit of a
/// child state takes one, so it is an atomic counter where the platform has one.
private enum IdentityCounter {
  #if canImport(Synchronization) && os(Linux)
    private static let last = Atomic<UInt64>(0)

    static func next() -> UInt64 {
      last.wrappingAdd(1, ordering: .relaxed).newValue
    }
  #else
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last: UInt64 = 0

    static func next() -> UInt64 {
      lock.withLock {
        last += 1
        return last
      }
    }
  #endif
}
