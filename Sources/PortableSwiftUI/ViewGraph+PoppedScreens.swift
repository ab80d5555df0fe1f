extension ViewGraph {
  /// Forgets the `@State` of the screens the stack at `stack` no longer shows (popped, or
  /// replaced by another value at their depth), so that a screen pushed again starts afresh, as
  /// a view that left the hierarchy does in SwiftUI.
  ///
  /// - Parameters:
  ///   - stack: The stack's identity; its screen at depth `n` (from 1) is at `stack/n`.
  ///   - pushed: The values the stack pushes now.
  func discardStateOfPoppedScreens(of stack: String, pushed: [AnyHashable]) {
    let previous = pushedValues[stack] ?? []
    pushedValues[stack] = pushed
    let kept = zip(previous, pushed).prefix { $0 == $1 }.count
    guard kept < previous.count else { return }
    let screens = (kept + 1...previous.count).map { stack + "/\($0)" }
    storage = storage.filter { key, _ in
      !screens.contains { key.hasPrefix($0 + "/") || key.hasPrefix($0 + "#") }
    }
  }

  /// Forgets the `@State` of the view a link pushed (at `destination`) once it is popped, so
  /// that, pushed again, it starts afresh.
  ///
  /// - Parameters:
  ///   - destination: The identity of the pushed view.
  ///   - isPushed: Whether the link pushes it now.
  func discardStateOfPoppedDestination(_ destination: String, isPushed: Bool) {
    if isPushed {
      pushedDestinations.insert(destination)
      return
    }
    guard pushedDestinations.remove(destination) != nil else { return }
    storage = storage.filter { key, _ in
      !key.hasPrefix(destination + "/") && !key.hasPrefix(destination + "#")
    }
  }
}
