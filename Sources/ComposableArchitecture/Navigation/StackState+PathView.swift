extension StackState {
  /// One element of a stack with its ID: what a navigation stack's path holds.
  public struct Component: Hashable {
    @_spi(Internals) public let id: StackElementID
    @_spi(Internals) public var element: Element

    @_spi(Internals)
    public init(id: StackElementID, element: Element) {
      self.id = id
      self.element = element
    }

    /// Components are the same when their IDs are: a path compares by identity.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(self.id) }
  }

  /// The stack as a collection of components, each element with its ID: what a navigation
  /// view reads and writes as its path. Elements added through it keep the IDs they bring.
  public struct PathView: MutableCollection, RandomAccessCollection, RangeReplaceableCollection {
    var base: StackState

    init(base: StackState) {
      self.base = base
    }

    /// An empty path.
    public init() {
      self.init(base: StackState())
    }

    public var startIndex: Int { self.base.startIndex }
    public var endIndex: Int { self.base.endIndex }
    public func index(after i: Int) -> Int { self.base.index(after: i) }
    public func index(before i: Int) -> Int { self.base.index(before: i) }

    public subscript(position: Int) -> Component {
      get { Component(id: self.base.ids[position], element: self.base[position]) }
      set {
        self.base.replaceSubrange(
          position..<position + 1, withIdentified: CollectionOfOne((newValue.id, newValue.element))
        )
      }
    }

    public mutating func replaceSubrange(
      _ subrange: Range<Int>, with newElements: some Collection<Component>
    ) {
      self.base.replaceSubrange(subrange, withIdentified: newElements.map { ($0.id, $0.element) })
    }
  }

  /// The stack as a path of components.
  var path: PathView {
    get { PathView(base: self) }
    set { self = newValue.base }
  }
}
