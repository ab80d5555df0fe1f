import Dispatch

/// A value a view reads and writes without owning it: SwiftUI's `Binding`.
///
/// ```swift
/// struct VolumeView: View {
///   @Binding var volume: Double
///   var body: some View { Slider(value: $volume, in: 0...1) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: @unchecked Sendable {
  private let read: () -> Value
  private let write: (Value, Transaction) -> Void

  /// The transaction that writes through this binding carry.
  public var transaction: Transaction

  /// A binding that reads with `get` and writes with `set`.
  ///
  /// The closures are isolated to the main actor, where views read and write bindings, so that
  /// they may read a store and send it actions.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.read = onMainActor(get)
    let set = onMainActor(set)
    self.write = { value, _ in set(value) }
    self.transaction = Transaction()
  }

  /// A binding that reads with `get` and writes, with the write's transaction, with `set`.
  public init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value, Transaction) -> Void
  ) {
    self.read = onMainActor(get)
    self.write = onMainActor(set)
    self.transaction = Transaction()
  }

  package init(read: @escaping () -> Value, write: @escaping (Value, Transaction) -> Void) {
    self.read = read
    self.write = write
    self.transaction = Transaction()
  }

  /// The binding `projectedValue`, as a property wrapper's initialiser.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a value that never changes: writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(read: { value }, write: { _, _ in })
  }

  /// The value, read and written through the binding.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue, transaction) }
  }

  /// The binding itself, so that `$value` passes it on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a part of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let read = self.read
    let write = self.write
    var binding = Binding<Subject>(
      read: { read()[keyPath: keyPath] },
      write: { newValue, transaction in
        var value = read()
        value[keyPath: keyPath] = newValue
        write(value, transaction)
      })
    binding.transaction = transaction
    return binding
  }

  /// This binding, whose writes animate with `animation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    transaction(Transaction(animation: animation))
  }

  /// This binding, whose writes carry `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var binding = self
    binding.transaction = transaction
    return binding
  }

  /// A binding to an optional value that is `nil` when `base` is.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    var last = value
    self.init(
      read: {
        if let current = base.wrappedValue { last = current }
        return last
      },
      write: { value, _ in base.wrappedValue = value })
  }

  /// An optional binding to `base`'s value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      read: { base.wrappedValue }, write: { value, _ in if let value { base.wrappedValue = value } }
    )
  }

  /// A type-erased binding to `base`'s hashable value.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      read: { AnyHashable(base.wrappedValue) },
      write: { value, _ in if let value = value.base as? V { base.wrappedValue = value } })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The identity of the bound value.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
  /// Each element's binding, as `ForEach($items) { $item in … }` iterates.
  public typealias Element = Binding<Value.Element>
  /// The elements' bindings.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// The elements' bindings.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// The bound collection's index.
  public typealias Index = Value.Index
  /// The bound collection's indices.
  public typealias Indices = Value.Indices
  /// The first index.
  public var startIndex: Index { wrappedValue.startIndex }
  /// The end index.
  public var endIndex: Index { wrappedValue.endIndex }
  /// The indices.
  public var indices: Indices { wrappedValue.indices }
  /// The index after `i`.
  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
  /// A binding to the element at `position`.
  public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(
      read: { self.wrappedValue[position] },
      write: { value, _ in self.wrappedValue[position] = value })
  }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection, Value: MutableCollection {
  /// The index before `i`.
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: DynamicProperty {}

/// `body`, callable where the caller stands: bindings are read and written on the main actor,
/// as SwiftUI's are, and checked there.
func onMainActor<Result>(_ body: @escaping @MainActor () -> Result) -> () -> Result {
  {
    dispatchPrecondition(condition: .onQueue(.main))
    return unsafeBitCast(body, to: (() -> Result).self)()
  }
}

func onMainActor<A, Result>(_ body: @escaping @MainActor (A) -> Result) -> (A) -> Result {
  {
    dispatchPrecondition(condition: .onQueue(.main))
    return unsafeBitCast(body, to: ((A) -> Result).self)($0)
  }
}

func onMainActor<A, B, Result>(_ body: @escaping @MainActor (A, B) -> Result) -> (A, B) -> Result {
  {
    dispatchPrecondition(condition: .onQueue(.main))
    return unsafeBitCast(body, to: ((A, B) -> Result).self)($0, $1)
  }
}
