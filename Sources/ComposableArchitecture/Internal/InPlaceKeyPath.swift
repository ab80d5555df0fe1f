/// A writable key path into a feature's state that edits observable state in place.
///
/// Writing through a key path whose last step is a computed property gets the value, changes
/// the copy and sets it back. Every tracked field of `@ObservableState` state is computed, so
/// editing one row of an identified array that way would copy the whole array. For those fields
/// this goes through the property's `_modify` accessor instead, which edits the storage itself;
/// other key paths are written as usual.
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

  @usableFromInline
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    if let (field, modify) = Self.field(for: keyPath) {
      self.field = field
      self.modifyField = modify
    } else {
      self.field = nil
      self.modifyField = { _, _, _ in }
    }
  }

  /// Calls `body` with the value at the key path, for it to change in place.
  @inlinable
  func modify(_ root: inout Root, _ body: (inout Value) -> Void) {
    if let field = self.field {
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

  private static func field(for keyPath: WritableKeyPath<Root, Value>) -> (Int, Modify)? {
    guard let type = Root.self as? any ObservableState.Type,
      let number = type._$field(for: keyPath)
    else { return nil }
    func modify<State: ObservableState>(_: State.Type) -> Modify {
      State._$modify
    }
    return (number, modify(type))
  }
}
