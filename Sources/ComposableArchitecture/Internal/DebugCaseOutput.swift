import Foundation

/// The case path of an enum value, as TCA's messages show it: `Feature.Action.child(.tapped)`.
/// Associated values that are not enums are left out (`.response`), tuples show their labels
/// (`.element(id:, action: .tapped)`), and a value that describes itself for debugging is shown
/// that way. Abbreviated, the type name is left out: `.child(.tapped)`.
@usableFromInline
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  if let described = value as? any CustomDebugStringConvertible {
    return described.debugDescription
  }
  return (abbreviated ? "" : typeName(type(of: value))) + casePathDescription(of: value)
}

/// The cases of an enum value down to its first value that is not an enum: `.child(.tapped)`;
/// empty for a value that is neither an enum nor a tuple.
private func casePathDescription(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let payload = mirror.children.first else {
      // A case without a payload prints as its name, unless the enum describes itself as its
      // type (an uninhabited or opaque one).
      let name = "\(value)"
      return name == typeName(type(of: value)) ? "" : ".\(name)"
    }
    let inner = casePathDescription(of: payload.value)
    return ".\(payload.label ?? "")" + (inner.isEmpty ? "" : "(\(inner))")
  case .tuple:
    return mirror.children.map { label, element in
      let inner = casePathDescription(of: element)
      // Unlabeled elements are reflected as ".0", ".1"….
      let isUnlabeled = label.map { $0.allSatisfy { $0 == "." || $0.isNumber } } ?? true
      let name = label == nil ? "" : isUnlabeled ? "_:" : "\(label!):"
      return name + (inner.isEmpty ? "" : " \(inner)")
    }
    .joined(separator: ", ")
  default:
    return ""
  }
}

/// A type's name as TCA's messages print it: without module names, optionals, arrays and
/// dictionaries in their sugared forms (`Feature.State?`, `[Item]`, `[String: Int]`), and, when
/// `genericsAbbreviated`, without generic arguments (`IdentifiedArray`).
@usableFromInline
func typeName(
  _ type: Any.Type, qualified: Bool = true, genericsAbbreviated: Bool = true
) -> String {
  var name = _typeName(type, qualified: qualified)
  // Types declared in a function are printed with an "(unknown context at $…)." prefix.
  name = name.replacingOccurrences(
    of: #"\(unknown context at \$[0-9a-fA-F]+\)\."#, with: "", options: .regularExpression
  )
  // Sugar innermost generic arguments first, until nothing changes (bounded, for safety).
  let sugar: [(pattern: String, template: String)] = [
    (#"\bSwift\.Optional<([^<>]+)>"#, "$1?"),
    (#"\bSwift\.Array<([^<>]+)>"#, "[$1]"),
    (#"\bSwift\.Dictionary<([^,<]+), ([^<>]+)>"#, "[$1: $2]"),
  ]
  for _ in 0..<10 {
    let sugared = sugar.reduce(name) {
      $0.replacingOccurrences(of: $1.pattern, with: $1.template, options: .regularExpression)
    }
    if sugared == name { break }
    name = sugared
  }
  // Every qualified name loses its first component, the module.
  name = name.replacingOccurrences(of: #"\w+\.([\w.]+)"#, with: "$1", options: .regularExpression)
  if genericsAbbreviated {
    name = name.replacingOccurrences(of: "<.+>", with: "", options: .regularExpression)
  }
  return name
}

/// A store's type as TCA's messages print it: `StoreOf<Feature>` for a feature's store,
/// `IdentifiedStoreOf<Row>`, `PresentationStoreOf<Destination>`, `StackStoreOf<Path>`, and
/// `Store<State, Action>` otherwise.
func storeTypeName<State, Action>(of _: Store<State, Action>.Type) -> String {
  let state = typeName(State.self, genericsAbbreviated: false)
  let action = typeName(Action.self, genericsAbbreviated: false)
  /// The text between `prefix` and `suffix` of `name`, if it has both.
  func between(_ prefix: String, _ suffix: String, of name: String) -> Substring? {
    guard name.hasPrefix(prefix), name.hasSuffix(suffix),
      name.count >= prefix.count + suffix.count
    else { return nil }
    return name.dropFirst(prefix.count).dropLast(suffix.count)
  }
  if let feature = between("", ".State", of: state), feature == between("", ".Action", of: action) {
    return "StoreOf<\(feature)>"
  }
  if let feature = between("", ".State?", of: state), feature == between("", ".Action", of: action)
  {
    return "StoreOf<\(feature)?>"
  }
  if let elements = between("IdentifiedArray<", ".State>", of: state),
    elements == between("IdentifiedAction<", ".Action>", of: action)
  {
    // The identified array's arguments are "ID, Feature": keep the feature.
    return "IdentifiedStoreOf<\(elements.drop { $0 != "," }.dropFirst(2))>"
  }
  if let feature = between("PresentationState<", ".State>", of: state),
    feature == between("PresentationAction<", ".Action>", of: action)
  {
    return "PresentationStoreOf<\(feature)>"
  }
  if let feature = between("StackState<", ".State>", of: state),
    let actionArguments = between("StackAction<", ">", of: action),
    feature == actionArguments.prefix(while: { $0 != "," }).dropLast(".State".count)
  {
    return "StackStoreOf<\(feature)>"
  }
  return "Store<\(state), \(action)>"
}
