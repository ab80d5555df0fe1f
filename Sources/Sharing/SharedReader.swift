import CustomDump
import Dependencies
import Foundation
import Observation

/// A property wrapper for shared state that this part of the program only reads.
///
/// ```swift
/// @SharedReader(.appStorage("isHapticsEnabled")) var isHapticsEnabled = true
/// ```
///
/// A `SharedReader` sees every change made to its state, by a `Shared` of the same key or by
/// the key's external system, and is `Observable` like ``Shared``.
@dynamicMemberLookup
@propertyWrapper
public struct SharedReader<Value> {
  private let box: LockedBox<any SharedReference<Value>>

  init(reference: some SharedReference<Value>) {
    box = LockedBox(reference)
  }

  var reference: any SharedReference<Value> {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A read-only view of a shared reference.
  ///
  /// ```swift
  /// ChildFeature.State(count: SharedReader($count))
  /// ```
  public init(_ base: Shared<Value>) {
    func open(_ reference: some MutableSharedReference<Value>) -> SharedReader<Value> {
      SharedReader(reference: reference)
    }
    self = open(base.reference)
  }

  /// Wraps a value in a new reference that nothing else writes.
  public init(value: sending Value) {
    self.init(reference: ValueReference(value))
  }

  /// A shared reader of a value that never changes.
  ///
  /// ```swift
  /// Feature.State(isPro: .constant(true))
  /// ```
  public static func constant(_ value: sending Value) -> Self {
    Self(value: value)
  }

  /// Creates a shared reader from another (what `@SharedReader var x: T` in a parameter list
  /// uses).
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// Unwraps a shared reader of an optional, or returns `nil` when its value is `nil`.
  public init?(_ base: SharedReader<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    func open(_ reference: some SharedReference<Value?>) -> SharedReader<Value> {
      SharedReader(reference: OptionalReference(base: reference, initialValue: initialValue))
    }
    self = open(base.reference)
  }

  /// Unwraps a shared optional to a read-only reference, or returns `nil` when it is `nil`.
  public init?(_ base: Shared<Value?>) {
    self.init(SharedReader<Value?>(base))
  }

  /// The shared value.
  public var wrappedValue: Value {
    shownValue(of: reference)
  }

  /// The shared reader itself; assigning it makes this property refer to another reference.
  public var projectedValue: Self {
    get { self }
    nonmutating set {
      reference.touch()
      reference = newValue.reference
    }
  }

  /// A shared reader of a part of the value.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    func open(_ reference: some SharedReference<Value>) -> SharedReader<Member> {
      SharedReader<Member>(reference: KeyPathReference(base: reference, keyPath: keyPath))
    }
    return open(reference)
  }

  /// Whether the key is loading the value.
  public var isLoading: Bool { reference.isLoading }

  /// The error of the last load or update from the key, if it failed.
  public var loadError: (any Error)? { reference.loadError }

  /// Reloads the value from its key.
  public func load() async throws {
    try await reference.load()
  }
}

extension SharedReader: @unchecked Sendable {}

extension SharedReader: Observable {}

extension SharedReader: CustomStringConvertible {
  /// Names the reference: its key (`.appStorage("count")`), or `Shared<Int>(value: 0)` for a
  /// value read from no key, followed by the key path of a derived part.
  public var description: String { reference.description }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Two shared readers are equal when their values are (in a test, as ``Shared/==(_:_:)``).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    sharedValuesAreEqual(lhs.reference, rhs.reference)
  }
}

extension SharedReader: Identifiable where Value: Identifiable {
  /// The identifier of the current value.
  public var id: Value.ID { wrappedValue.id }
}

extension SharedReader: CustomDumpRepresentable {
  /// The current value: dumps and test failure diffs show it rather than the reference.
  public var customDumpValue: Any { wrappedValue }
}
