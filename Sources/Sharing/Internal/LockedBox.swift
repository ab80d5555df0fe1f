import Foundation

/// A variable behind a lock, shared by the copies of the struct that holds it: how every copy
/// of a `Shared` sees its projected value being reassigned.
final class LockedBox<Wrapped>: @unchecked Sendable {
  private let lock = NSLock()
  private var storedValue: Wrapped

  init(_ value: Wrapped) {
    storedValue = value
  }

  var value: Wrapped {
    get { lock.withLock { storedValue } }
    set { lock.withLock { storedValue = newValue } }
  }
}
