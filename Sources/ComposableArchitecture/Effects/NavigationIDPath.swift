import Foundation

#if canImport(Synchronization) && os(Linux)
  import Synchronization
#endif

/// A cancellation namespace given through dependencies, as TCA gives one: ids made cancellable,
/// and cancelled, while `navigationIDPath` is set are filed in that namespace.
///
/// Composable's own child reducers give their effects a namespace through the effect itself,
/// not through a dependency, so nothing in the library sets it. It is kept for code (TCA's own
/// tests) that sets it with `withDependencies`; until something has, it is never read, so that
/// making an effect cancellable costs no dependency lookup.
struct NavigationIDPath: Hashable, Sendable {
  var path: [NavigationID]

  init(path: [NavigationID] = []) {
    self.path = path
  }

  /// The namespace components the path adds.
  var namespace: [HashedID] {
    self.path.map { HashedID($0) }
  }

  /// The path of the current dependencies, if any code has ever set one.
  static var current: NavigationIDPath? {
    guard NavigationIDPathUse.hasBeenSet else { return nil }
    @Dependency(\.navigationIDPath) var path
    return path.path.isEmpty ? nil : path
  }
}

/// One component of a ``NavigationIDPath``, unique to the value it was made for.
struct NavigationID: Hashable, Sendable {
  private let identifier = UUID()

  init() {}
}

extension DependencyValues {
  /// The cancellation namespace of the effects made and cancelled with these dependencies.
  var navigationIDPath: NavigationIDPath {
    get { self[NavigationIDPathKey.self] }
    set {
      NavigationIDPathUse.markSet()
      self[NavigationIDPathKey.self] = newValue
    }
  }
}

private enum NavigationIDPathKey: DependencyKey {
  static let liveValue = NavigationIDPath()
  static let testValue = NavigationIDPath()
}

/// Whether any code has set `navigationIDPath`: read on every `cancellable(id:)`, so an atomic
/// where the platform has one.
private enum NavigationIDPathUse {
  #if canImport(Synchronization) && os(Linux)
    private static let flag = Atomic<Bool>(false)

    static var hasBeenSet: Bool { flag.load(ordering: .relaxed) }
    static func markSet() { flag.store(true, ordering: .relaxed) }
  #else
    private static let lock = NSLock()
    nonisolated(unsafe) private static var flag = false

    static var hasBeenSet: Bool { lock.withLock { flag } }
    static func markSet() { lock.withLock { flag = true } }
  #endif
}

extension Effect {
  /// This effect in the namespace of `path` (see ``NavigationIDPath``).
  func inNavigationIDPath(_ path: NavigationIDPath) -> Self {
    path.namespace.reversed().reduce(self) { effect, component in
      Self(operation: .namespace(component, effect))
    }
  }
}
