/// A short description of an enum value's case path, as `Feature.Action.child(.tapped)`, for
/// issue messages; abbreviated, it leaves out the type name: `.child(.tapped)`.
@usableFromInline
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let child = mirror.children.first else {
      return mirror.displayStyle == .enum ? ".\(value)" : "\(type(of: value))"
    }
    let label = child.label ?? ""
    let inner = Mirror(reflecting: child.value)
    if inner.displayStyle == .enum {
      return ".\(label)(\(describe(child.value)))"
    }
    if inner.displayStyle == .tuple, inner.children.isEmpty {
      return ".\(label)"
    }
    return ".\(label)(…)"
  }
  return "\(abbreviated ? "" : typeName(type(of: value)))\(describe(value))"
}

@usableFromInline
func typeName(_ type: Any.Type) -> String {
  String(reflecting: type).split(separator: ".").dropFirst().joined(separator: ".")
}
