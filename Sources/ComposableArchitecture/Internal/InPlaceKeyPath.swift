/// A writable key path into a feature's state that edits observable state in place.
///
/// Writing through a key path whose last step is a computed property gets the value, changes
/// the copy and sets it back. Every tracked field of `@ObservableState` state is computed, so
/// editing one row of an identified array that way would copy the whole array. For those fields
/// this goes through the property's `_modify` accessor instead, which edits the storage itself;
/// other key paths are written as usual.
@usableFromInline
struct InPlaceKeyPath<Root, Value> {
  typealias Modifier = (inout Root, (inout Value) -> Void) -> Void

  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  private let modifier: Modifier?

  @usableFromInline
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.modifier = Self.modifier(for: keyPath)
  }

  /// Calls `body` with the value at the key path, for it to change in place.
  @usableFromInline
  func modify(_ root: inout Root, _ body: (inout Value) -> Void) {
    if let modifier = self.modifier {
      modifier(&root, body)
    } else {
      body(&root[keyPath: self.keyPath])
    }
  }

  private static func modifier(for keyPath: WritableKeyPath<Root, Value>) -> Modifier? {
    guard let type = Root.self as? any ObservableState.Type else { return nil }
    func open<State: ObservableState>(_: State.Type) -> Modifier? {
      guard let keyPath = keyPath as AnyKeyPath as? WritableKeyPath<State, Value> else { return nil }
      return State._$modifier(for: keyPath) as? Modifier
    }
    return open(type)
  }
}
