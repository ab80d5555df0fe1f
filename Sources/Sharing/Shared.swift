import CustomDump
import Dependencies
import Foundation
import Observation

/// A property wrapper for state shared with other parts of the program, and optionally
/// persisted by a key (``InMemoryKey``, ``FileStorageKey``, ``AppStorageKey`` or your own).
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Shared(.appStorage("count")) var count = 0
///   @Shared(.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")))
///   var syncUps: IdentifiedArrayOf<SyncUp> = []
/// }
///
/// state.$count.withLock { $0 += 1 }
/// ```
///
/// Copies of a `Shared` (and `Shared` values derived from it, like `$syncUp.attendees`) refer to
/// the same storage: a change made through one is seen through all, and observers of any are
/// told (`Shared` is `Observable`).
@dynamicMemberLookup
@propertyWrapper
public struct Shared<Value> {
  private let box: LockedBox<any MutableSharedReference<Value>>

  init(reference: some MutableSharedReference<Value>) {
    box = LockedBox(reference)
  }

  var reference: any MutableSharedReference<Value> {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// Wraps a value in a new shared reference, backed by no key.
  ///
  /// ```swift
  /// let count = Shared(value: 0)
  /// ```
  public init(value: sending Value) {
    self.init(reference: ValueReference(value))
  }

  /// Unwraps a shared optional: `nil` when the value is `nil`, otherwise a shared reference to
  /// the wrapped value that writes through to `base`.
  ///
  /// ```swift
  /// if let user = Shared($currentUser) {
  ///   user  // Shared<User>
  /// }
  /// ```
  public init?(_ base: Shared<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    func open(_ reference: some MutableSharedReference<Value?>) -> Shared<Value> {
      Shared(reference: OptionalReference(base: reference, initialValue: initialValue))
    }
    self = open(base.reference)
  }

  /// Creates a shared reference from another (what `@Shared var x: T` in a parameter list uses).
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// The shared value. Mutate it with ``withLock(_:fileID:filePath:line:column:)``.
  public var wrappedValue: Value {
    get {
      let reference = self.reference
      if let tracker = ChangeTracking.asserting, let snapshot = reference.snapshot(in: tracker) {
        return snapshot
      }
      return reference.value
    }
    @available(
      *, unavailable,
      message: "Use '$shared.withLock' to modify a shared value with exclusive access."
    )
    nonmutating set { withLock { $0 = newValue } }
  }

  /// Mutates the shared value with exclusive access, then tells its observers and saves it to
  /// its key.
  ///
  /// ```swift
  /// $count.withLock { $0 += 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - operation: Mutates the value; the lock is held while it runs.
  ///   - fileID: The file of the call, for a test's report of an unasserted change.
  ///   - filePath: The path of that file, for the report.
  ///   - line: The line of the call, for the report.
  ///   - column: The column of the call, for the report.
  /// - Returns: What `operation` returns.
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    let reference = self.reference
    let tracking = ChangeTracking.current
    let location = ChangeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if let tracker = tracking.asserting {
      // A test replaying the change it expects: only the snapshot changes.
      var snapshot = reference.snapshot(in: tracker) ?? reference.value
      defer { reference.takeSnapshot(snapshot, in: tracker, location: location) }
      return try operation(&snapshot)
    }
    // The value before the first tracked change becomes the snapshot. It is read before the
    // mutation, since a derived reference builds its root's snapshot from the root's value.
    for tracker in tracking.trackers where !tracker.changes.contains(reference.id) {
      reference.takeSnapshot(reference.value, in: tracker, location: location)
    }
    return try reference.withLock(operation)
  }

  /// The shared reference itself, to hand to another feature or derive a part from.
  ///
  /// Assigning it makes this property (and its copies) refer to another shared reference.
  public var projectedValue: Self {
    get { self }
    nonmutating set {
      reference.touch()
      reference = newValue.reference
    }
  }

  /// A shared reference to a part of the value, writing through to this one.
  ///
  /// ```swift
  /// $syncUp.attendees  // Shared<IdentifiedArrayOf<Attendee>>
  /// ```
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    func open(_ reference: some MutableSharedReference<Value>) -> Shared<Member> {
      Shared<Member>(reference: KeyPathReference(base: reference, keyPath: keyPath))
    }
    return open(reference)
  }

  /// A read-only shared reference to a part of the value that cannot be written.
  ///
  /// ```swift
  /// $syncUp.attendees.count  // SharedReader<Int>
  /// ```
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader(self)[dynamicMember: keyPath]
  }

  /// Whether the key is loading the value.
  public var isLoading: Bool { reference.isLoading }

  /// The error of the last load or update from the key, if it failed; the value then keeps
  /// its previous (or default) value.
  public var loadError: (any Error)? { reference.loadError }

  /// The error of the last save to the key, if it failed.
  public var saveError: (any Error)? { reference.saveError }

  /// Reloads the value from its key.
  public func load() async throws {
    try await reference.load()
  }

  /// Saves the value to its key now (a key may otherwise coalesce saves), and waits for it.
  public func save() async throws {
    try await reference.save()
  }
}

extension Shared: @unchecked Sendable {}

extension Shared: Observable {}

extension Shared: CustomStringConvertible {
  /// Names the reference: its key (`.appStorage("count")`), or `Shared<Int>(value: 0)` for a
  /// value stored by no key, followed by the key path of a derived part.
  public var description: String { reference.description }
}

extension Shared: Equatable where Value: Equatable {
  /// Two shared values are equal when their values are.
  ///
  /// While a `SharedChangeTracker` asserts, comparing a reference with itself compares the
  /// expected snapshot with the live value, and marks the change as asserted.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    sharedValuesAreEqual(lhs.reference, rhs.reference)
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The identifier of the current value, so a shared element can stand in a `ForEach` or an
  /// identified array.
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: CustomDumpRepresentable {
  /// The current value: dumps and test failure diffs show it rather than the reference.
  public var customDumpValue: Any { wrappedValue }
}

extension Shared: _CustomDiffObject {
  /// In a test, diffs show the asserted snapshot against the live value.
  public var _customDiffValues: (Any, Any) {
    let reference = self.reference
    let snapshot = ChangeTracking.asserting.flatMap { reference.snapshot(in: $0) }
    return (snapshot ?? reference.value, reference.value)
  }

  public var _objectIdentifier: ObjectIdentifier { reference.id }
}
