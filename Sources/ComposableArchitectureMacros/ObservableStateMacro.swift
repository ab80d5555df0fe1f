import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`: field-level observation and an identity for state structs and enums.
///
/// A struct gets a registrar, `_$id` and `_$willModify()`, and each stored `var` is marked
/// `@ObservationStateTracked`. An enum gets an `_$id` made of the case's tag and its payload's
/// identity, and a `_$willModify()` passed on to the payload.
public enum ObservableStateMacro {
  static let registrar = "_$observationRegistrar"
}

extension ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return self.enumMembers(enumDecl)
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(self.invalidApplication(node, declaration))
      return []
    }
    var members: [DeclSyntax] = []
    if !declaration.declaresMember(named: registrar) {
      members.append(
        """
        @ObservationStateIgnored
        var \(raw: registrar) = ComposableArchitecture.ObservationStateRegistrar()
        """
      )
    }
    if !declaration.declaresMember(named: "_$id") {
      members.append(
        """
        public var _$id: ComposableArchitecture.ObservableStateID {
          \(raw: registrar).id
        }
        """
      )
    }
    if !declaration.declaresMember(named: registrar), !declaration.declaresMember(named: "_$id") {
      // Where the identity is, for the library to compare it without a call.
      members.append(
        """
        public static var _$registrarOffset: Int? {
          MemoryLayout<Self>.offset(of: \\Self.\(raw: registrar))
        }
        """
      )
    }
    if !declaration.declaresMember(named: "_$willModify") {
      members.append(
        """
        public mutating func _$willModify() {
          \(raw: registrar)._$willModify()
        }
        """
      )
    }
    members += self.inPlaceMembers(for: declaration)
    if let codingKeys = self.codingKeys(for: declaration) {
      members.append(codingKeys)
    }
    return members
  }

  /// `_$field(for:)` and `_$modify(_:field:_:)`: a tracked field's `_modify` accessor, found
  /// by its key path, so that the library can edit child state in place (a key path write
  /// would copy it). `_$offset(field:)`, `_$registrarOffset` and `_$didModify(_:field:)` let
  /// it do the same without the accessor, for child states that are themselves structs: it
  /// edits the storage at its offset and compares the child's identity itself.
  private static func inPlaceMembers(for declaration: some DeclGroupSyntax) -> [DeclSyntax] {
    guard !declaration.declaresMember(named: "_$field") else { return [] }
    var fields: [(name: String, isTracked: Bool)] = []
    for member in declaration.memberBlock.members {
      guard let property = member.decl.as(VariableDeclSyntax.self),
        let name = property.singleIdentifier?.trimmed.text
      else { continue }
      switch self.tracking(of: property) {
      case .tracked: fields.append((name, true))
      case .presented: fields.append((name, false))
      case .untracked: continue
      }
    }
    guard !fields.isEmpty else { return [] }
    let numbers = fields.enumerated().map { index, field in
      "if keyPath == \\Self.\(field.name) as AnyKeyPath { return \(index) }"
    }
    let modifies = fields.enumerated().map { index, field in
      "case \(index): withUnsafeMutablePointer(to: &state.pointee.\(field.name)) { body(UnsafeMutableRawPointer($0)) }"
    }
    let tracked = fields.enumerated().filter(\.element.isTracked)
    let offsets = tracked.map { index, field in
      "case \(index): return MemoryLayout<Self>.offset(of: \\Self._\(field.name.unescaped))"
    }
    let didModifies = tracked.map { index, field in
      "case \(index): state.pointee.\(registrar).didModify(state.pointee, keyPath: \\.\(field.name))"
    }
    let members: [DeclSyntax] = [
      """
      public static func _$field(for keyPath: AnyKeyPath) -> Int? {
      \(raw: numbers.joined(separator: "\n").indented(2))
        return nil
      }
      """,
      """
      public static func _$modify(
        _ state: UnsafeMutableRawPointer, field: Int, _ body: (UnsafeMutableRawPointer) -> Void
      ) {
        let state = state.assumingMemoryBound(to: Self.self)
        switch field {
      \(raw: modifies.joined(separator: "\n").indented(2))
        default: preconditionFailure("No tracked field \\(field).")
        }
      }
      """,
    ]
    guard !tracked.isEmpty else { return members }
    return members + [
      """
      public static func _$offset(field: Int) -> Int? {
        switch field {
      \(raw: offsets.joined(separator: "\n").indented(2))
        default: return nil
        }
      }
      """,
      """
      public static func _$didModify(_ state: UnsafeMutableRawPointer, field: Int) {
        let state = state.assumingMemoryBound(to: Self.self)
        switch field {
      \(raw: didModifies.joined(separator: "\n").indented(2))
        default: break
        }
      }
      """,
    ]
  }

  /// Coding keys that keep a `Codable` state's keys as written (`count`, not the storage's
  /// `_count`) and leave the registrar out, when the struct declares the conformance itself.
  private static func codingKeys(for declaration: some DeclGroupSyntax) -> DeclSyntax? {
    let codable: Set = [
      "Codable", "Decodable", "Encodable", "Swift.Codable", "Swift.Decodable", "Swift.Encodable",
    ]
    guard
      let inherited = declaration.inheritanceClause?.inheritedTypes,
      inherited.contains(where: { codable.contains($0.type.trimmedDescription) }),
      !declaration.memberTypeNames.contains("CodingKeys")
    else { return nil }
    var cases: [String] = []
    for member in declaration.memberBlock.members {
      guard let property = member.decl.as(VariableDeclSyntax.self), !property.isStatic,
        !property.modifiers.contains(.lazy)
      else { continue }
      let isLet = property.bindingSpecifier.tokenKind == .keyword(.let)
      for binding in property.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { continue }
        if let accessors = binding.accessorBlock?.accessors {
          // Computed properties are not encoded; observers keep the property stored.
          guard case let .accessors(list) = accessors,
            list.allSatisfy({
              [.keyword(.willSet), .keyword(.didSet)]
                .contains($0.accessorSpecifier.tokenKind)
            })
          else { continue }
        }
        // Synthesized coding skips constants that already have a value.
        if isLet && binding.initializer != nil { continue }
        switch self.tracking(of: property) {
        case .tracked, .presented:
          cases.append("case _\(name.unescaped) = \"\(name.unescaped)\"")
        case .untracked: cases.append("case \(name)")
        }
      }
    }
    guard !cases.isEmpty else { return nil }
    return """
      private enum CodingKeys: String, CodingKey {
        \(raw: cases.joined(separator: "\n"))
      }
      """
  }

  private static func invalidApplication(
    _ node: AttributeSyntax, _ declaration: some DeclGroupSyntax
  ) -> Diagnostic {
    let kind = declaration.kindDescription
    let name = declaration.typeName.map { " '\($0)'" } ?? ""
    var fixIt: FixIt?
    if declaration.is(ClassDeclSyntax.self) {
      // Reference types already have Swift's `@Observable`.
      fixIt = .replace(
        "Use '@Observable' for a class", node,
        with: node.with(\.attributeName, TypeSyntax(IdentifierTypeSyntax(name: "Observable")))
          .with(\.trailingTrivia, node.trailingTrivia)
      )
    }
    return .error(
      at: node,
      "'@ObservableState' cannot be applied to \(kind)\(name): it only applies to structs and "
        + "enums",
      id: "invalid-application", fixIt: fixIt
    )
  }

  /// `_$id` and `_$willModify()` for an enum: the identity is the case's tag combined with the
  /// payload's identity, so changing case or replacing the payload is a change.
  static func enumMembers(_ enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    let items = EnumCaseTree.items(in: enumDecl.memberBlock.members)
    guard !EnumCaseTree.elements(of: items).isEmpty else {
      return [
        """
        public var _$id: ComposableArchitecture.ObservableStateID {
          ComposableArchitecture.ObservableStateID._$inert
        }
        """,
        "public mutating func _$willModify() {}",
      ]
    }
    // Tags count the cases in declaration order, `#if` blocks included, so that they do not
    // depend on the build configuration.
    var tag = 0
    let idCases = EnumCaseTree.render(items) { element, _ in
      defer { tag += 1 }
      let name = element.name.text
      switch element.parameterClause?.parameters.count ?? 0 {
      case 0:
        return """
          case .\(name):
            return ComposableArchitecture.ObservableStateID._$inert._$tag(\(tag))
          """
      case 1:
        return """
          case let .\(name)(state):
            return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(\(tag))
          """
      default:
        // Several values together are not one state: every read is a new identity, which
        // reports every change (and some non-changes).
        return """
          case .\(name):
            return ComposableArchitecture.ObservableStateID()._$tag(\(tag))
          """
      }
    }
    let modifyCases = EnumCaseTree.render(items) { element, _ in
      let name = element.name.text
      guard let parameters = element.parameterClause?.parameters, parameters.count == 1 else {
        return "case .\(name):\n  break"
      }
      let label = parameters.first?.firstName.map { "\($0.text): " } ?? ""
      return """
        case var .\(name)(state):
          ComposableArchitecture._$willModify(&state)
          self = .\(name)(\(label)state)
        """
    }
    return [
      """
      public var _$id: ComposableArchitecture.ObservableStateID {
        switch self {
      \(raw: idCases.indented(2))
        }
      }
      """,
      """
      public mutating func _$willModify() {
        switch self {
      \(raw: modifyCases.indented(2))
        }
      }
      """,
    ]
  }
}

extension ObservableStateMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self),
      let property = member.as(VariableDeclSyntax.self),
      property.isPlainStoredVar
    else { return [] }

    // Swift's own observation attributes do nothing here; point to ours.
    for (name, replacement) in [
      ("ObservationIgnored", "ObservationStateIgnored"),
      ("ObservationTracked", "ObservationStateTracked"),
      ("PresentationState", "Presents"),
    ] {
      if let attribute = property.attributes.attribute(named: name) {
        context.diagnose(
          .error(
            at: attribute, "'@\(name)' cannot be used in '@ObservableState'",
            id: "renamed-attribute",
            fixIt: .replace(
              "Use '@\(replacement)' instead", attribute,
              with: attribute.with(
                \.attributeName,
                TypeSyntax(
                  IdentifierTypeSyntax(
                    name: .identifier(
                      replacement, trailingTrivia: attribute.attributeName.trailingTrivia
                    )
                  )
                )
              )
            )
          )
        )
        return []
      }
    }
    let attributes = property.attributes
    if attributes.contains(named: "ObservationStateIgnored")
      || attributes.contains(named: "ObservationStateTracked")
    {
      return []
    }
    switch self.tracking(of: property) {
    case .tracked: return ["@ObservationStateTracked"]
    // `@Presents` provides its own observing accessors.
    case .presented: return ["@ObservationStateIgnored"]
    case .untracked: return []
    }
  }

  enum Tracking {
    /// Gets `@ObservationStateTracked` accessors over `_name` storage.
    case tracked
    /// `@Presents`: its own accessors over `_name` storage.
    case presented
    /// Left as written.
    case untracked
  }

  /// How `@ObservableState` treats a member variable of a struct.
  static func tracking(of property: VariableDeclSyntax) -> Tracking {
    guard property.isPlainStoredVar else { return .untracked }
    let attributes = property.attributes
    if attributes.contains(named: "Presents") { return .presented }
    if attributes.contains(named: "ObservationStateTracked") { return .tracked }
    if attributes.contains(named: "ObservationStateIgnored") { return .untracked }
    // Any other attribute on a stored property is a property wrapper or a macro of its own,
    // which accessors cannot be added to.
    if attributes.contains(where: {
      guard case let .attribute(attribute) = $0 else { return true }
      return attribute.simpleName.first?.isUppercase == true
    }) {
      return .untracked
    }
    return .tracked
  }
}

extension ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self),
      !protocols.isEmpty
    else { return [] }
    let decl: DeclSyntax = """
      extension \(type.trimmed): ComposableArchitecture.ObservableState, Observation.Observable {}
      """
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}
