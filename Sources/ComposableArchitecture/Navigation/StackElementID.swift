/// Identifies an element of a ``StackState``, stable while the element is in the stack.
///
/// IDs are generational: each element pushed gets the next one, starting from 0 in each test,
/// so tests can name elements by integer literal.
///
/// ```swift
/// await store.send(\.path[id: 0].detail.editButtonTapped) {
///   $0.path[id: 0, case: \.detail]?.isEditing = true
/// }
/// ```
public struct StackElementID: Hashable, Sendable, Comparable {
  /// The element's position in the sequence of IDs generated so far.
  public var generation: Int

  /// The ID with a generation.
  ///
  /// Stacks make their IDs themselves; make one by hand to name an element in a test, or use
  /// an integer literal.
  public init(generation: Int) {
    self.generation = generation
  }

  /// Whether `lhs` was generated before `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// An ID by its generation, as tests write them: `\.path[id: 0]`.
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }
}

extension StackElementID: CustomDebugStringConvertible, CustomDumpStringConvertible {
  /// The generation after a number sign: `#0`.
  public var debugDescription: String {
    "#\(self.generation)"
  }

  /// The generation after a number sign, `#0`, for `customDump` and test failure messages.
  public var customDumpDescription: String {
    self.debugDescription
  }
}

/// Makes the IDs of stack elements: a counter shared by the stacks of one dependency context.
@_spi(Internals)
public struct StackElementIDGenerator: Sendable {
  /// Makes the next ID.
  public let next: @Sendable () -> StackElementID
  /// The ID `next` makes next, without making it.
  public let peek: @Sendable () -> StackElementID

  /// Makes the next ID, as `next()`.
  public func callAsFunction() -> StackElementID {
    self.next()
  }

  /// A generator counting up from 0.
  static var incrementing: Self {
    .incrementing(from: 0)
  }

  /// A generator counting up from a generation.
  static func incrementing(from generation: Int) -> Self {
    .incrementing(counter: LockIsolated(generation))
  }

  /// A generator counting up from the value of `counter`, which its owner may set.
  static func incrementing(counter: LockIsolated<Int>) -> Self {
    Self(
      next: {
        counter.withValue { value in
          let id = StackElementID(generation: value)
          value += 1
          return id
        }
      },
      peek: { StackElementID(generation: counter.value) }
    )
  }
}

extension DependencyValues {
  /// The generator of stack element IDs; each test gets its own, starting from 0.
  @_spi(Internals) public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { .incrementing }
  static var testValue: StackElementIDGenerator { .incrementing }
}
