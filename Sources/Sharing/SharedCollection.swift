import IdentifiedCollections

extension RangeReplaceableCollection {
  /// A collection of shared elements, one per element of a shared identified collection, each
  /// writing through to it (for looping over rows that each edit their own element).
  ///
  /// ```swift
  /// @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp>
  ///
  /// for syncUp in Array($syncUps) {
  ///   syncUp  // Shared<SyncUp>
  /// }
  /// ```
  public init<Value: _MutableIdentifiedCollection>(_ shared: Shared<Value>)
  where Element == Shared<Value.Element>, Value.Index == Value.IDs.Index {
    self.init()
    let ids = shared.wrappedValue.ids
    reserveCapacity(ids.count)
    for id in ids {
      if let element = Shared<Value.Element>(shared[id: id]) { append(element) }
    }
  }

  /// A collection of shared readers, one per element of a shared identified collection.
  public init<Value: _IdentifiedCollection>(_ shared: SharedReader<Value>)
  where Element == SharedReader<Value.Element>, Value.Index == Value.IDs.Index {
    self.init()
    let ids = shared.wrappedValue.ids
    reserveCapacity(ids.count)
    for id in ids {
      if let element = SharedReader<Value.Element>(shared[id: id]) { append(element) }
    }
  }
}
