import SwiftSyntax

extension AttributeListSyntax {
  /// The attribute named `name` (with or without a `ComposableArchitecture.` qualifier).
  func attribute(named name: String) -> AttributeSyntax? {
    for element in self {
      guard case let .attribute(attribute) = element else { continue }
      if attribute.simpleName == name { return attribute }
    }
    return nil
  }

  func contains(named name: String) -> Bool {
    self.attribute(named: name) != nil
  }
}

extension AttributeSyntax {
  /// The attribute's name without module qualifier or generic arguments.
  var simpleName: String {
    if let identifier = self.attributeName.as(IdentifierTypeSyntax.self) {
      return identifier.name.text
    }
    if let member = self.attributeName.as(MemberTypeSyntax.self) {
      return member.name.text
    }
    return self.attributeName.trimmedDescription
  }
}

extension DeclModifierListSyntax {
  func contains(_ keyword: Keyword) -> Bool {
    self.contains { $0.name.tokenKind == .keyword(keyword) }
  }

  /// `public ` or `package ` when the declaration has that access, for the members it gets.
  var accessPrefix: String {
    if self.contains(.public) { return "public " }
    if self.contains(.package) { return "package " }
    return ""
  }
}

extension VariableDeclSyntax {
  /// The name of a single-binding variable: `count` in `var count = 0`.
  var singleIdentifier: TokenSyntax? {
    guard self.bindings.count == 1,
      let pattern = self.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    return pattern.identifier
  }

  var isStatic: Bool {
    self.modifiers.contains(.static) || self.modifiers.contains(.class)
  }

  /// A `var` with storage and no accessors or observers of its own.
  var isPlainStoredVar: Bool {
    self.bindingSpecifier.tokenKind == .keyword(.var)
      && !self.isStatic
      && !self.modifiers.contains(.lazy)
      && self.bindings.count == 1
      && self.bindings.first?.accessorBlock == nil
      && self.singleIdentifier != nil
  }
}

extension DeclGroupSyntax {
  /// The names of the types and type aliases declared directly inside this declaration.
  var memberTypeNames: Set<String> {
    var names: Set<String> = []
    for member in self.memberBlock.members {
      if let decl = member.decl.as(StructDeclSyntax.self) {
        names.insert(decl.name.text)
      } else if let decl = member.decl.as(EnumDeclSyntax.self) {
        names.insert(decl.name.text)
      } else if let decl = member.decl.as(ClassDeclSyntax.self) {
        names.insert(decl.name.text)
      } else if let decl = member.decl.as(TypeAliasDeclSyntax.self) {
        names.insert(decl.name.text)
      }
    }
    return names
  }

  /// Whether a member variable or function with this name is declared.
  func declaresMember(named name: String) -> Bool {
    self.memberBlock.members.contains { member in
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        return variable.bindings.contains {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }
      }
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        return function.name.text == name
      }
      return false
    }
  }

  /// A word for the kind of declaration, for messages: "class", "actor", "protocol"….
  var kindDescription: String {
    switch self.kind {
    case .classDecl: return "class"
    case .actorDecl: return "actor"
    case .protocolDecl: return "protocol"
    case .extensionDecl: return "extension"
    case .enumDecl: return "enum"
    case .structDecl: return "struct"
    default: return "declaration"
    }
  }

  /// The declared type's name, when it has one.
  var typeName: String? {
    self.asProtocol(NamedDeclSyntax.self)?.name.text
  }
}

extension String {
  /// Each line of the text moved right by `width` spaces, for code spliced into a template.
  func indented(_ width: Int) -> String {
    let indent = String(repeating: " ", count: width)
    return self.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indent + $0 }
      .joined(separator: "\n")
  }
}

extension String {
  /// An identifier without the backticks that escape a keyword: `default` for `` `default` ``.
  var unescaped: String {
    self.filter { $0 != "`" }
  }
}

/// The cases of an enum in order, keeping the `#if` blocks that some of them sit in.
indirect enum EnumCaseTree {
  case element(EnumCaseElementSyntax, attributes: AttributeListSyntax)
  case conditional([Clause])

  struct Clause {
    let keyword: String
    let condition: String?
    let items: [EnumCaseTree]
  }

  /// The cases declared in `members`.
  static func items(in members: MemberBlockItemListSyntax) -> [EnumCaseTree] {
    members.flatMap { member -> [EnumCaseTree] in
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        return caseDecl.elements.map { .element($0, attributes: caseDecl.attributes) }
      }
      if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        let clauses = ifConfig.clauses.map { clause in
          Clause(
            keyword: clause.poundKeyword.text,
            condition: clause.condition?.trimmedDescription,
            items: clause.elements?.as(MemberBlockItemListSyntax.self).map(Self.items) ?? []
          )
        }
        return [.conditional(clauses)]
      }
      return []
    }
  }

  /// Every case, in order, ignoring the `#if` blocks.
  static func elements(
    of items: [EnumCaseTree]
  ) -> [(EnumCaseElementSyntax, AttributeListSyntax)] {
    items.flatMap { item -> [(EnumCaseElementSyntax, AttributeListSyntax)] in
      switch item {
      case let .element(element, attributes): return [(element, attributes)]
      case let .conditional(clauses): return clauses.flatMap { Self.elements(of: $0.items) }
      }
    }
  }

  /// Code for each case, in order, wrapped in the same `#if` blocks as the cases.
  static func render(
    _ items: [EnumCaseTree],
    _ body: (EnumCaseElementSyntax, AttributeListSyntax) -> String?
  ) -> String {
    var lines: [String] = []
    for item in items {
      switch item {
      case let .element(element, attributes):
        if let code = body(element, attributes) { lines.append(code) }
      case let .conditional(clauses):
        for clause in clauses {
          lines.append([clause.keyword, clause.condition].compactMap { $0 }.joined(separator: " "))
          let inner = Self.render(clause.items, body)
          if !inner.isEmpty { lines.append(inner) }
        }
        lines.append("#endif")
      }
    }
    return lines.joined(separator: "\n")
  }
}
