/// Reads the identity of a store's state in place, so that a `send` can tell whether the
/// state became another value (a different identity) or was edited field by field.
///
/// Non-generic on purpose: the root core is generic code that the compiler does not
/// specialise, and a generic reader would cost a metadata lookup on every send. See
/// `Docs/Performance.md`, "State identity".
struct StateIdentityReader {
  /// Where a struct state's identity number is, from the start of the state.
  private let numberOffset: Int?
  /// Reads the identity of an enum state (whose identity is not one number).
  private let readIdentity: ((UnsafeMutableRawPointer) -> ObservableStateID)?

  init<State>(for _: State.Type) {
    let numberOffset = Self.identityNumberOffset(State.self)
    self.numberOffset = numberOffset
    self.readIdentity = numberOffset == nil ? Self.makeRead(State.self) : nil
  }

  /// The identity of the state at `state`, if it is observable state.
  func identity(at state: UnsafeMutableRawPointer) -> ObservableStateID? {
    if let offset = self.numberOffset {
      return ObservableStateID(number: state.load(fromByteOffset: offset, as: UInt64.self))
    }
    return self.readIdentity?(state)
  }

  /// The offset of the identity number of a struct state whose identity is its registrar's (the
  /// identity of such a state is its number alone: only enum states have case tags).
  private static func identityNumberOffset<State>(_: State.Type) -> Int? {
    guard let type = State.self as? any ObservableState.Type,
      let registrar = type._$registrarOffset,
      let id = MemoryLayout<ObservationStateRegistrar>.offset(of: \.id),
      let number = MemoryLayout<ObservableStateID>.offset(of: \.number)
    else { return nil }
    return registrar + id + number
  }

  /// Reads the identity of observable state without a dynamic cast on every send.
  private static func makeRead<State>(
    _: State.Type
  ) -> ((UnsafeMutableRawPointer) -> ObservableStateID)? {
    guard let type = State.self as? any ObservableState.Type else { return nil }
    func read<S: ObservableState>(_: S.Type) -> (UnsafeMutableRawPointer) -> ObservableStateID {
      // Read in place: reading `_$id` would copy the whole state first.
      { S._$id(at: $0) }
    }
    return read(type)
  }
}
