import Dependencies
import Foundation
import IssueReporting

/// Records the changes made to shared state so a test can assert them, as `TestStore` does.
///
/// While a tracker is *tracking* (its `track` methods), the first mutation of each piece of
/// shared state records the value it had before, its *snapshot*. While a tracker is *asserting*
/// (its `assert` method), shared state reads its snapshot and mutations change the snapshot
/// only, so a test can replay the changes it expects; comparing a `Shared` with itself then
/// compares the expected snapshot with the live value.
///
/// ```swift
/// let tracker = SharedChangeTracker()
/// tracker.track { $count.withLock { $0 += 1 } }  // count is 1, its snapshot 0
/// tracker.assert {
///   var expected = state
///   expected.$count.withLock { $0 = 1 }          // the snapshot becomes 1
///   #expect(expected == state)                   // snapshot 1 == live 1
/// }
/// tracker.reset()
/// ```
///
/// A tracker released with changes nobody asserted reports them as an issue.
@_spi(SharedChangeTracking)
public struct SharedChangeTracker: Hashable, Sendable {
  let changes: Changes

  /// Creates a tracker.
  ///
  /// - Parameter reportUnassertedChanges: Whether changes still unasserted when the tracker is
  ///   released are reported as issues.
  public init(reportUnassertedChanges: Bool = isTesting) {
    changes = Changes(reportUnassertedChanges: reportUnassertedChanges)
  }

  /// Whether any shared state changed since the tracker was created or last reset.
  public var hasChanges: Bool { changes.hasChanges }

  /// Makes code run with `dependencies` (a store's reducer and its effects) tracked.
  public func track(_ dependencies: inout DependencyValues) {
    dependencies[TrackersKey.self].insert(self)
  }

  /// Runs `body` with changes to shared state tracked.
  public func track<R>(_ body: () throws -> R) rethrows -> R {
    try withDependencies {
      track(&$0)
    } operation: {
      try body()
    }
  }

  /// Runs `body` with shared state reading and mutating its snapshots.
  public func assert<R>(_ body: () throws -> R) rethrows -> R {
    // A task-local of its own rather than a dependency: an assertion is a synchronous scope,
    // asserted twice per test step, and changing dependencies copies them.
    try ChangeTracking.$assertingTracker.withValue(self) { try body() }
  }

  /// Forgets every recorded snapshot, so the next mutations are tracked afresh.
  public func reset() {
    changes.reset()
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.changes === rhs.changes }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(changes)) }

  // MARK: Snapshots, keyed by the root reference's identity.

  final class Changes: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var storage: [ObjectIdentifier: Change] = [:]
    private let reportUnassertedChanges: Bool

    init(reportUnassertedChanges: Bool) {
      self.reportUnassertedChanges = reportUnassertedChanges
      ChangeTracking.liveTrackers.add(1)
    }

    deinit {
      ChangeTracking.liveTrackers.add(-1)
      guard reportUnassertedChanges else { return }
      for change in storage.values where !change.isAsserted {
        reportIssue(
          """
          Tracked unasserted changes to '\(change.describe())': \
          \(String(reflecting: change.snapshot)) → \(String(reflecting: change.current()))
          """,
          fileID: change.location.fileID,
          filePath: change.location.filePath,
          line: change.location.line,
          column: change.location.column
        )
      }
    }

    var hasChanges: Bool { lock.withLock { !storage.isEmpty } }

    func contains(_ id: ObjectIdentifier) -> Bool { lock.withLock { storage[id] != nil } }

    func snapshot<Value>(of reference: some MutableSharedReference<Value>) -> Value? {
      lock.withLock { storage[reference.id]?.snapshot as? Value }
    }

    /// Stores a snapshot; the location of the first change is kept for the report.
    func record<Value>(
      _ value: Value, of reference: some MutableSharedReference<Value>, at location: ChangeLocation
    ) {
      lock.withLock {
        if storage[reference.id] != nil {
          storage[reference.id]!.snapshot = value
          storage[reference.id]!.isAsserted = false
        } else {
          storage[reference.id] = Change(
            reference: reference,
            snapshot: value,
            location: location,
            describe: { reference.description },
            current: { reference.value }
          )
        }
      }
    }

    func markAsserted(_ id: ObjectIdentifier) {
      lock.withLock { storage[id]?.isAsserted = true }
    }

    func reset() {
      lock.withLock { storage.removeAll() }
    }
  }

  struct Change {
    /// Keeps the reference alive so its identity is not reused while tracked.
    let reference: AnyObject
    var snapshot: Any
    var isAsserted = false
    let location: ChangeLocation
    let describe: () -> String
    let current: () -> Any

    init(
      reference: AnyObject, snapshot: Any, location: ChangeLocation,
      describe: @escaping () -> String, current: @escaping () -> Any
    ) {
      self.reference = reference
      self.snapshot = snapshot
      self.location = location
      self.describe = describe
      self.current = current
    }
  }

  enum TrackersKey: DependencyKey {
    static var liveValue: Set<SharedChangeTracker> { [] }
    static var testValue: Set<SharedChangeTracker> { [] }
  }
}

/// Where a tracked change was made, for the report of an unasserted change.
struct ChangeLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// The trackers in effect where shared state is read or mutated.
struct ChangeTracking {
  let trackers: Set<SharedChangeTracker>
  let asserting: SharedChangeTracker?

  static var current: ChangeTracking {
    // Reading dependencies costs microseconds; with no tracker alive (a program, or a test
    // without a TestStore) none can be in effect.
    guard liveTrackers.value > 0 else { return ChangeTracking(trackers: [], asserting: nil) }
    @Dependency(SharedChangeTracker.TrackersKey.self) var trackers
    return ChangeTracking(trackers: trackers, asserting: assertingTracker)
  }

  static var asserting: SharedChangeTracker? {
    guard liveTrackers.value > 0 else { return nil }
    return assertingTracker
  }

  /// The tracker whose snapshots shared state reads and mutates, inside its `assert`.
  @TaskLocal static var assertingTracker: SharedChangeTracker?

  /// How many trackers exist in the process.
  static let liveTrackers = Counter()

  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func add(_ delta: Int) { lock.withLock { count += delta } }
  }
}
