/// The value shared state shows: while a `SharedChangeTracker` asserts, the snapshot it holds
/// (the value the test expects so far), otherwise the live value.
func shownValue<Value>(of reference: any SharedReference<Value>) -> Value {
  if let tracker = ChangeTracking.asserting,
    let mutable = reference as? any MutableSharedReference<Value>,
    let snapshot = mutable.snapshot(in: tracker)
  {
    return snapshot
  }
  return reference.value
}

/// Whether two pieces of shared state hold equal values.
///
/// While a `SharedChangeTracker` asserts, a reference compared with itself (as a test compares
/// the state it expects with the actual state) compares the expected snapshot with the live
/// value, and the change counts as asserted.
func sharedValuesAreEqual<Value: Equatable>(
  _ lhs: any SharedReference<Value>, _ rhs: any SharedReference<Value>
) -> Bool {
  if let tracker = ChangeTracking.asserting, lhs.id == rhs.id {
    tracker.changes.markAsserted(lhs.id)
    return shownValue(of: lhs) == rhs.value
  }
  return shownValue(of: lhs) == shownValue(of: rhs)
}
