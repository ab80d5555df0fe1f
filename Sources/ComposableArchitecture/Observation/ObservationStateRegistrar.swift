// `IdentifiedArray.ids` is an `OrderedSet`; its conformances need the module in scope.
import OrderedCollections

/// The observation machinery `@ObservableState` adds to a state type.
///
/// Copies of a state value share the registrar, so an observer of one copy hears about mutations
/// made through the others, and they share an identity (see ``ObservableStateID``). The
/// registrar compares equal to every other registrar and encodes nothing, so a state's
/// synthesized `Equatable`, `Hashable` and `Codable` conformances only look at its fields.
///
/// ```swift
/// @ObservableState
/// struct State { var count = 0 }   // gains `var _$observationRegistrar = …`
/// ```
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the state value holding this registrar.
  public private(set) var id = ObservableStateID()

  /// Which of the shared registrars keeps the observers of this value and its copies (see
  /// `RegistrarStripes`): a value costs no allocation for its observers.
  @usableFromInline
  let stripe: UInt16

  @usableFromInline
  var registrar: ObservationRegistrar {
    RegistrarStripes.registrars[Int(self.stripe)]
  }

  /// A registrar with a new identity.
  public init() {
    self.stripe = RegistrarStripes.stripe(for: self.id)
  }

  /// Gives the owning value a new identity.
  public mutating func _$willModify() {
    self.id._$willModify()
  }

  /// Registers that `keyPath` of `subject` was read, for `withObservationTracking`.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.access(subject, keyPath: keyPath)
  }

  /// Stores `newValue` in `value`, notifying observers of `keyPath` unless the two values have
  /// the same identity.
  ///
  /// - Parameters:
  ///   - subject: The state value that owns the property.
  ///   - keyPath: The observed property.
  ///   - value: The property's storage.
  ///   - newValue: The value to store.
  ///   - isIdentityEqual: Whether two values of the property are the same (no change to report).
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool
  ) {
    // A value of the same identity is a copy observers have already seen: store it quietly.
    let notifies = !isIdentityEqual(value, newValue)
    if notifies { self.registrar.willSet(subject, keyPath: keyPath) }
    value = newValue
    if notifies { self.registrar.didSet(subject, keyPath: keyPath) }
  }

  /// Tells observers of `keyPath` that it is about to change; pair with `didSet`.
  @inlinable
  public func willSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.willSet(subject, keyPath: keyPath)
  }

  /// Tells observers of `keyPath` that it changed.
  @inlinable
  public func didSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.didSet(subject, keyPath: keyPath)
  }

  /// Tells observers of `keyPath` that it changed in place.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.willSet(subject, keyPath: keyPath)
    self.registrar.didSet(subject, keyPath: keyPath)
  }
}

// MARK: - In-place modification
//
// A `_modify` accessor yields the storage itself, so that `state.items.append(x)` does not copy
// the array. To decide afterwards whether observers must hear about it, `willModify` keeps only
// what identifies the value (never a copy that would force a copy-on-write), and `hasChanged`
// compares it with the value after the mutation; only then does `didModify` get the state. The
// state is not passed otherwise: in an accessor, passing `self` copies every field.
//
// A child state edited in place gets a new identity first, as in TCA: a copy saved before the
// edit (a draft to restore on "cancel") is then a different value, and assigning it back tells
// the parent's observers. The edit itself keeps the new identity, so it is reported by the
// child's own registrar, not as a change of the parent's property.

extension ObservationStateRegistrar {
  /// Plain values keep nothing: their in-place mutations are always reported. (Keeping a copy
  /// to compare would cost more than the notification it might save: the copy has to live
  /// across the accessor's yield.)
  @inlinable
  public func willModify<Member>(_ member: inout Member) -> _$Unidentified {
    _$Unidentified()
  }

  /// Whether a plain value changed during an in-place mutation: always, since nothing was kept.
  @inlinable
  public func hasChanged<Member>(_ member: Member, since token: _$Unidentified) -> Bool {
    true
  }

  /// Gives a child state a new identity, and remembers it.
  @inlinable
  public func willModify<Member: ObservableState>(_ member: inout Member) -> ObservableStateID {
    member._$willModify()
    return member._$id
  }

  /// Whether a child state changed during an in-place mutation: whether its identity differs
  /// from the one `willModify(_:)` remembered.
  @inlinable
  public func hasChanged<Member: ObservableState>(
    _ member: Member, since oldID: ObservableStateID
  ) -> Bool {
    member._$id != oldID
  }

  /// Gives an optional child state a new identity, and remembers it.
  @inlinable
  public func willModify<Wrapped: ObservableState>(
    _ member: inout Wrapped?
  ) -> ObservableStateID? {
    member?._$willModify()
    return member?._$id
  }

  /// Whether an optional child state changed during an in-place mutation: whether it was
  /// added, removed, or given a new identity.
  @inlinable
  public func hasChanged<Wrapped: ObservableState>(
    _ member: Wrapped?, since oldID: ObservableStateID?
  ) -> Bool {
    member?._$id != oldID
  }

  /// Gives a presented child a new identity, and remembers it.
  @inlinable
  public func willModify<State: ObservableState>(
    _ member: inout PresentationState<State>
  ) -> ObservableStateID? {
    member.wrappedValue?._$willModify()
    return member.wrappedValue?._$id
  }

  /// Whether a presented child changed during an in-place mutation: whether it was presented,
  /// dismissed, or given a new identity.
  @inlinable
  public func hasChanged<State: ObservableState>(
    _ member: PresentationState<State>, since oldID: ObservableStateID?
  ) -> Bool {
    member.wrappedValue?._$id != oldID
  }

  /// Remembers the ids of an identified array's rows: editing a row in place is reported by the
  /// row, while adding, removing or reordering rows is a change of the array.
  @inlinable
  public func willModify<ID: Hashable, Element: ObservableState>(
    _ member: inout IdentifiedArray<ID, Element>
  ) -> _$RowIDs<ID, Element> {
    _$RowIDs(member)
  }

  /// Whether an identified array changed as a whole during an in-place mutation: whether rows
  /// were added, removed or reordered. Edits inside a row are reported by the row.
  @inlinable
  public func hasChanged<ID: Hashable, Element: ObservableState>(
    _ member: IdentifiedArray<ID, Element>, since oldIDs: _$RowIDs<ID, Element>
  ) -> Bool {
    !oldIDs.matches(member)
  }

  /// Remembers the identities of a collection of child states.
  @inlinable
  public func willModify<Member: Collection>(
    _ member: inout Member
  ) -> [ObservableStateID] where Member.Element: ObservableState {
    member.map(\._$id)
  }

  /// Whether a collection of child states changed during an in-place mutation: whether the
  /// sequence of their identities differs.
  @inlinable
  public func hasChanged<Member: Collection>(
    _ member: Member, since oldIDs: [ObservableStateID]
  ) -> Bool where Member.Element: ObservableState {
    !member.map(\._$id).elementsEqual(oldIDs)
  }
}

/// What `willModify` keeps of a plain value: nothing.
public struct _$Unidentified: Sendable {
  @inlinable
  public init() {}
}

/// The row ids of an identified array, kept while the array is modified in place.
public struct _$RowIDs<ID: Hashable, Element> {
  @usableFromInline
  let matches: (IdentifiedArray<ID, Element>) -> Bool

  @inlinable
  init(_ array: IdentifiedArray<ID, Element>) {
    // Holding the ids (not the array) keeps the elements' storage uniquely referenced.
    let ids = array.ids
    self.matches = { $0.ids == ids }
  }
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  /// Always true: registrars do not take part in their state's equality.
  public static func == (_: Self, _: Self) -> Bool { true }
  /// Hashes nothing: registrars do not take part in their state's hash.
  public func hash(into hasher: inout Hasher) {}
  /// A new registrar; nothing is read from the decoder.
  public init(from decoder: any Decoder) throws { self.init() }
  /// Encodes nothing.
  public func encode(to encoder: any Encoder) throws {}
}
