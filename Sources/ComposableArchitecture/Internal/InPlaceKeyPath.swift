/// A writable key path into a feature's state that edits observable state in place.
///
/// Writing through a key path whose last step is a computed property gets the value, changes
/// the copy and sets it back. Every tracked field of `@ObservableState` state is computed, so
/// editing one row of an identified array that way would copy the whole array. For those fields
/// this goes through the property's `_modify` accessor instead, which edits the storage itself;
/// other key paths are written as usual.
///
/// A field that holds a struct state is edited at its storage's offset, and the child's
/// identity compared here, as its `_modify` accessor would: the accessor costs a few indirect
/// calls, paid at every level of a deeply nested feature.
@usableFromInline
struct InPlaceKeyPath<Root, Value> {
  /// `_$modify(_:field:_:)` of the observable state type that `Root` is.
  @usableFromInline
  typealias Modify = (UnsafeMutableRawPointer, Int, (UnsafeMutableRawPointer) -> Void) -> Void

  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  /// The field's number, or `nil` when the key path is written as usual. (Kept apart from
  /// `modifyField` so that neither is copied, and retained, on each call.)
  @usableFromInline let field: Int?
  @usableFromInline let modifyField: Modify
  /// The offset of the field's storage in `Root`, when the field holds a struct state whose
  /// identity is at `identityOffset` in it.
  @usableFromInline let offset: Int?
  @usableFromInline let identityOffset: Int
  /// Tells observers of the field that it changed (`Root._$didModify(_:field:)`).
  @usableFromInline let didModify: (UnsafeMutableRawPointer) -> Void

  @usableFromInline
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    guard let root = Root.self as? any ObservableState.Type,
      let field = root._$field(for: keyPath)
    else {
      self.field = nil
      self.modifyField = { _, _, _ in }
      self.offset = nil
      self.identityOffset = 0
      self.didModify = { _ in }
      return
    }
    func modify<State: ObservableState>(_: State.Type) -> Modify {
      State._$modify
    }
    self.field = field
    self.modifyField = modify(root)
    self.didModify = { root._$didModify($0, field: field) }
    if let offset = root._$offset(field: field),
      let value = Value.self as? any ObservableState.Type,
      let registrar = value._$registrarOffset,
      let id = MemoryLayout<ObservationStateRegistrar>.offset(of: \.id),
      let number = MemoryLayout<ObservableStateID>.offset(of: \.number)
    {
      self.offset = offset
      self.identityOffset = registrar + id + number
    } else {
      self.offset = nil
      self.identityOffset = 0
    }
  }

  /// Calls `body` with the value at the key path, for it to change in place.
  @inlinable
  func modify(_ root: inout Root, _ body: (inout Value) -> Void) {
    if let offset = self.offset {
      // The closure captures plain numbers only: capturing `self` would copy, and retain, its
      // closures on every call.
      let identityOffset = self.identityOffset
      let changed = withUnsafeMutablePointer(to: &root) {
        let value = UnsafeMutableRawPointer($0) + offset
        // A struct state's identity is its number (it has no tags). As in its `_modify`
        // accessor, the child gets a new identity before the edit.
        let identity = value + identityOffset
        let identityBefore = ObservableStateID.nextNumber()
        identity.storeBytes(of: identityBefore, as: UInt64.self)
        body(&value.assumingMemoryBound(to: Value.self).pointee)
        return identity.load(as: UInt64.self) != identityBefore
      }
      if changed {
        withUnsafeMutablePointer(to: &root) { self.didModify(UnsafeMutableRawPointer($0)) }
      }
    } else if let field = self.field {
      // `root` is the observable state; the field at `keyPath` holds a `Value`.
      withUnsafeMutablePointer(to: &root) {
        self.modifyField(UnsafeMutableRawPointer($0), field) {
          body(&$0.assumingMemoryBound(to: Value.self).pointee)
        }
      }
    } else {
      body(&root[keyPath: self.keyPath])
    }
  }
}
