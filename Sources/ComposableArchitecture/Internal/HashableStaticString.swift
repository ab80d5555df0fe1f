/// A `StaticString` that can be an argument of a key path subscript, so that subscripts with
/// source-location defaults (`state.path[id: id]`) stay usable in key paths such as
/// `store.scope(state: \.path[id: id], action: \.path[id: id])`.
public struct _HashableStaticString: Hashable, Sendable, ExpressibleByStringLiteral {
  public let rawValue: StaticString

  public init(rawValue: StaticString) {
    self.rawValue = rawValue
  }

  public init(stringLiteral value: StaticString) {
    self.rawValue = value
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue.description == rhs.rawValue.description
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.rawValue.description)
  }
}
