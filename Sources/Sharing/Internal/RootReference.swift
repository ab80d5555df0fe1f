/// A reference that owns its value (rather than deriving it from another reference), and so
/// keeps its own snapshot in a `SharedChangeTracker`.
protocol RootReference: MutableSharedReference {}

extension RootReference {
  func snapshot(in tracker: SharedChangeTracker) -> Value? {
    tracker.changes.snapshot(of: self)
  }

  func takeSnapshot(_ value: Value, in tracker: SharedChangeTracker, location: ChangeLocation) {
    tracker.changes.record(value, of: self, at: location)
  }
}

extension ValueReference: RootReference {}
