import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: the `Reducer` conformance and the case paths a struct feature needs, or the
/// whole `State`, `Action` and `body` of an enum of child features.
public enum ReducerMacro {}

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let conformances: String
    if declaration.is(EnumDeclSyntax.self) {
      conformances = "ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer"
    } else if declaration.is(StructDeclSyntax.self) {
      conformances = "ComposableArchitecture.Reducer"
    } else {
      return []
    }
    // The compiler lists only the protocols the type does not conform to yet; a conformance
    // written in the declaration itself is checked here too.
    let inherited =
      declaration.inheritanceClause?.inheritedTypes
      .map(\.type.trimmedDescription) ?? []
    guard !protocols.isEmpty,
      !inherited.contains(where: { ["Reducer", "ComposableArchitecture.Reducer"].contains($0) })
    else { return [] }
    let decl: DeclSyntax = "extension \(type.trimmed): \(raw: conformances) {}"
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    if declaration.is(EnumDeclSyntax.self) {
      return self.caseAttributes(for: member)
    }
    guard declaration.is(StructDeclSyntax.self) else { return [] }

    if let enumDecl = member.as(EnumDeclSyntax.self),
      ["State", "Action"].contains(enumDecl.name.text)
    {
      var names = ["CasePathable", "dynamicMemberLookup"]
      let inherited = enumDecl.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription)
      if inherited?.contains(where: { $0 == "CasePathable" || $0 == "CasePaths.CasePathable" })
        == true
      {
        names.removeAll { $0 == "CasePathable" }
      }
      names.removeAll { enumDecl.attributes.contains(named: $0) }
      var attributes = names.map {
        AttributeSyntax(attributeName: IdentifierTypeSyntax(name: "\(raw: $0)"))
      }
      if !enumDecl.attributes.contains(named: "_DirectCasePaths") {
        attributes.append("@ComposableArchitecture._DirectCasePaths")
      }
      return attributes
    }

    if let property = member.as(VariableDeclSyntax.self),
      !property.isStatic,
      property.singleIdentifier?.text == "body",
      let binding = property.bindings.first,
      binding.accessorBlock != nil,
      binding.typeAnnotation?.type.is(SomeOrAnyTypeSyntax.self) == true,
      !property.attributes.contains(named: "ReducerBuilder")
    {
      return ["@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>"]
    }
    return []
  }

  /// Marks the cases of an enum reducer that do not hold a feature.
  private static func caseAttributes(for member: some DeclSyntaxProtocol) -> [AttributeSyntax] {
    guard let caseDecl = member.as(EnumCaseDeclSyntax.self),
      !caseDecl.attributes.contains(named: "ReducerCaseEphemeral"),
      !caseDecl.attributes.contains(named: "ReducerCaseIgnored"),
      let element = caseDecl.elements.first
    else { return [] }
    switch ReducerCase.Kind(inferredFrom: element) {
    case .feature: return []
    case .ephemeral: return ["@ReducerCaseEphemeral"]
    case .ignored: return ["@ReducerCaseIgnored"]
    }
  }
}

extension ReducerMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return self.enumMembers(of: enumDecl, node: node, in: context)
    }
    guard let structDecl = declaration.as(StructDeclSyntax.self) else {
      context.diagnose(self.invalidApplication(node, declaration))
      return []
    }
    return self.structMembers(of: structDecl, node: node, in: context)
  }

  private static func invalidApplication(
    _ node: AttributeSyntax, _ declaration: some DeclGroupSyntax
  ) -> Diagnostic {
    let name = declaration.typeName.map { " '\($0)'" } ?? ""
    let message =
      "'@Reducer' cannot be applied to \(declaration.kindDescription)\(name): it applies to "
      + "structs and enums"
    if let classDecl = declaration.as(ClassDeclSyntax.self) {
      // Reducers are values; a class with the same members usually works as a struct.
      return .error(
        at: node, message, id: "invalid-application",
        fixIt: .replace(
          "Replace 'class' with 'struct'", classDecl.classKeyword,
          with: TokenSyntax.keyword(.struct, trailingTrivia: classDecl.classKeyword.trailingTrivia)
            .with(\.leadingTrivia, classDecl.classKeyword.leadingTrivia)
        )
      )
    }
    return .error(at: node, message, id: "invalid-application")
  }

  // MARK: Structs

  private static func structMembers(
    of declaration: StructDeclSyntax, node: AttributeSyntax,
    in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    if let arguments = node.arguments {
      context.diagnose(
        .error(
          at: arguments,
          "Argument passed to call that takes no arguments when applied to a struct",
          id: "struct-arguments",
          fixIt: .replace(
            "Remove '(\(arguments.trimmedDescription))'", node,
            with: node.with(\.leftParen, nil).with(\.arguments, nil).with(\.rightParen, nil)
          )
        )
      )
    }
    let access = declaration.modifiers.accessPrefix
    let types = declaration.memberTypeNames
    let hasReduce = declaration.memberBlock.members.contains {
      guard let function = $0.decl.as(FunctionDeclSyntax.self) else { return false }
      let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
      return function.name.text == "reduce" && labels == ["into", "action"]
    }
    let hasBody = declaration.declaresMember(named: "body") || hasReduce
    // Whether the struct says what its reducer is, so that `State` and `Action` come from it
    // (or are the user's to write) rather than being generated. TCA's rule, which counts any
    // stored property with an initial value (`let body = EmptyReducer<Int, Int>()`), and a
    // property without one typed `some Reducer…`/`some ReducerOf…`.
    let namesItsTypes =
      hasReduce
      || declaration.memberBlock.members.contains { member in
        guard let property = member.decl.as(VariableDeclSyntax.self) else { return false }
        return property.bindings.contains { binding in
          if binding.initializer != nil { return true }
          guard
            let some = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self),
            let constraint = some.constraint.as(IdentifierTypeSyntax.self)?.name.text
              ?? some.constraint.as(MemberTypeSyntax.self).map({ $0.trimmedDescription })
          else { return false }
          let name = constraint.split(separator: "<").first.map(String.init) ?? constraint
          return [
            "Reducer", "ReducerOf", "ComposableArchitecture.Reducer",
            "ComposableArchitecture.ReducerOf",
          ].contains(name)
        }
      }
    var members: [DeclSyntax] = []
    if !types.contains("State") && !namesItsTypes {
      members.append(
        """
        @ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
          \(raw: access)init() {}
        }
        """
      )
    }
    if !types.contains("Action") && !namesItsTypes {
      members.append("\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
    }
    if !hasBody {
      members.append(
        "\(raw: access)let body = ComposableArchitecture.EmptyReducer<State, Action>()"
      )
    }
    let declaresBody = declaration.memberBlock.members.contains {
      guard let property = $0.decl.as(VariableDeclSyntax.self) else { return false }
      return !property.isStatic && property.singleIdentifier?.text == "body"
    }
    // The body's prepared form, with its concrete type (behind `some`), so that a store runs
    // the feature tree as direct calls. It names `State` and `Action`, which must be members
    // (or generated above): the associated types being inferred cannot be named here.
    let namesStateAndAction =
      (types.contains("State") || !namesItsTypes) && (types.contains("Action") || !namesItsTypes)
    if declaresBody, !hasReduce, namesStateAndAction,
      !declaration.declaresMember(named: "_prepared")
    {
      members.append(
        """
        \(raw: access)func _prepared() -> some ComposableArchitecture.Reducer<State, Action> {
          ComposableArchitecture._PreparedFeature(self) { $0.body._prepared() }
        }
        """
      )
    }
    return members
  }

  // MARK: Enums

  private static func enumMembers(
    of declaration: EnumDeclSyntax, node: AttributeSyntax,
    in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    let access = declaration.modifiers.accessPrefix
    let tree = EnumCaseTree.items(in: declaration.memberBlock.members)
    let cases = EnumCaseTree.elements(of: tree).map {
      ReducerCase(element: $0.0, attributes: $0.1)
    }
    func render(_ code: (ReducerCase) -> String?) -> String {
      EnumCaseTree.render(tree) { code(ReducerCase(element: $0, attributes: $1)) }
    }
    var isValid = true
    for reducerCase in cases {
      if let diagnostic = reducerCase.stateInsteadOfReducer() {
        context.diagnose(diagnostic)
        isValid = false
      }
    }
    guard isValid else { return [] }

    let types = declaration.memberTypeNames
    let (stateConformances, actionConformances) = self.synthesizedConformances(node)
    var members: [DeclSyntax] = []
    // TCA's `State` has `@ObservableState` and `Action` `@CasePathable` alone; the members and
    // conformances of `@ObservableState` and `@_DirectCasePaths` are written in here instead:
    // those macros' extensions, expanded inside this expansion, crash Swift 6.3's type checker
    // when a case's feature is built by a default value with arguments and the file has another
    // `@Reducer` (TCA's `EnumReducerMacroTests`).
    if !types.contains("State") {
      let conformances =
        (["ComposableArchitecture.CaseReducerState"] + stateConformances
        + [
          "ComposableArchitecture.ObservableState", "Observation.Observable",
          "ComposableArchitecture._DirectCasePaths",
        ]).joined(separator: ", ")
      let cases = render(\.stateCase)
      let observable = ObservableStateMacro.enumMembers(self.enumDecl(access: access, cases: cases))
        .map(\.trimmedDescription).joined(separator: "\n")
      members.append(
        """
        @CasePathable
        @dynamicMemberLookup
        \(raw: access)enum State: \(raw: conformances) {
          \(raw: access)typealias StateReducer = \(raw: declaration.name.text)
        \(raw: cases.indented(2))
        \(raw: observable.indented(2))
        \(raw: self.directCasePaths(access: access, cases: cases).indented(2))
        }
        """
      )
    }
    if !types.contains("Action") {
      let conformances = (actionConformances + ["ComposableArchitecture._DirectCasePaths"])
        .joined(separator: ", ")
      let cases = render(\.actionCase)
      members.append(
        """
        @CasePathable
        \(raw: access)enum Action: \(raw: conformances) {
        \(raw: cases.indented(2))
        \(raw: self.directCasePaths(access: access, cases: cases).indented(2))
        }
        """
      )
    }
    if !declaration.declaresMember(named: "body") {
      // A concrete type (not `some Reducer`) lets the compiler infer `Body` for the conformance.
      let combined =
        cases.allSatisfy { $0.scope == nil }
        ? "ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()"
        : "ComposableArchitecture.CombineReducers {\n" + render(\.scope).indented(2) + "\n}"
      let reduceType = "ComposableArchitecture.Reduce<Self.State, Self.Action>"
      members.append(
        """
        \(raw: access)static var body: \(raw: reduceType) {
          ComposableArchitecture.Reduce(
        \(raw: combined.indented(4))
          )
        }
        """
      )
    }
    if !types.contains("CaseScope") {
      // `CasePathable` as TCA's, so that a presented destination's binding reaches a case
      // (`$store.scope(\.$destination, action: \.destination).sheet`). Its case paths are
      // written in here, not left to a nested `@CasePathable`, whose expansion inside this one
      // crashes Swift 6.3's type checker (EnumReducerDefaultFeatureTests).
      members.append(
        """
        @dynamicMemberLookup
        \(raw: access)enum CaseScope: CasePaths.CasePathable {
        \(raw: render(\.caseScopeCase).indented(2))
          \(raw: access)struct AllCasePaths {
        \(raw: render { $0.caseScopeCasePath(access: access) }.indented(4))
          }
          \(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        """
      )
    }
    if !declaration.declaresMember(named: "scope") {
      let scopeCases = render(\.scopeCase)
      let storeType = "ComposableArchitecture.Store<Self.State, Self.Action>"
      members.append(
        """
        @MainActor
        \(raw: access)static func scope(_ store: \(raw: storeType)) -> CaseScope {
          switch store.state {
        \(raw: scopeCases.indented(2))
          }
        }
        """
      )
    }
    return members
  }

  /// `_$casePath(for:)` (see `@_DirectCasePaths`) of an enum with the cases `cases`.
  private static func directCasePaths(access: String, cases: String) -> String {
    DirectCasePathsMacro.casePathFunction(of: self.enumDecl(access: access, cases: cases))
      .trimmedDescription
  }

  /// An enum with the cases `cases` (code, `#if` blocks included), to generate members from.
  private static func enumDecl(access: String, cases: String) -> EnumDeclSyntax {
    DeclSyntax("\(raw: access)enum E {\n\(raw: cases)\n}").cast(EnumDeclSyntax.self)
  }

  /// The protocols named in `@Reducer(state: .equatable, action: .sendable)`.
  private static func synthesizedConformances(
    _ node: AttributeSyntax
  ) -> (state: [String], action: [String]) {
    guard case let .argumentList(arguments) = node.arguments else { return ([], []) }
    var state: [String] = []
    var action: [String] = []
    var current: String?
    for argument in arguments {
      if let label = argument.label?.text { current = label }
      guard let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      else { continue }
      let conformance = name.prefix(1).uppercased() + name.dropFirst()
      if current == "state" { state.append(conformance) }
      if current == "action" { action.append(conformance) }
    }
    return (state, action)
  }
}

/// One case of an `@Reducer` enum and what it becomes in the generated declarations.
struct ReducerCase {
  enum Kind {
    /// `case add(AddFeature)`: a child feature.
    case feature
    /// `case alert(AlertState<Alert>)`: plain state with an action type but no reducer.
    case ephemeral
    /// `case placeholder`, or several values: no feature at all.
    case ignored

    /// The kind a case has when it carries no attribute.
    init(inferredFrom element: EnumCaseElementSyntax) {
      guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
        let type = parameters.first?.type
      else {
        self = .ignored
        return
      }
      let name = type.as(IdentifierTypeSyntax.self)?.name.text
      if name == "AlertState" || name == "ConfirmationDialogState" {
        self = .ephemeral
      } else if type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) {
        self = .feature
      } else {
        self = .ignored
      }
    }
  }

  let element: EnumCaseElementSyntax
  let kind: Kind

  init(element: EnumCaseElementSyntax, attributes: AttributeListSyntax) {
    self.element = element
    if attributes.contains(named: "ReducerCaseIgnored") {
      self.kind = .ignored
    } else if attributes.contains(named: "ReducerCaseEphemeral") {
      self.kind = element.parameterClause?.parameters.count == 1 ? .ephemeral : .ignored
    } else {
      self.kind = Kind(inferredFrom: element)
    }
  }

  var name: String { self.element.name.text }

  /// The payload's type, for cases with one value.
  var payloadType: TypeSyntax? {
    guard let parameters = self.element.parameterClause?.parameters, parameters.count == 1
    else { return nil }
    return parameters.first?.type.trimmed
  }

  /// The case as written, without default values.
  var written: String {
    var element = self.element.trimmed
    if var clause = element.parameterClause {
      clause.parameters = EnumCaseParameterListSyntax(
        clause.parameters.map { $0.with(\.defaultValue, nil) }
      )
      element.parameterClause = clause
    }
    return element.trimmedDescription
  }

  var stateCase: String {
    switch self.kind {
    case .feature: return "case \(self.name)(\(self.payloadType!.trimmedDescription).State)"
    case .ephemeral, .ignored: return "case \(self.written)"
    }
  }

  var actionCase: String {
    switch self.kind {
    case .feature:
      return "case \(self.name)(\(self.payloadType!.trimmedDescription).Action)"
    case .ephemeral:
      // `AlertState<Alert>` sends `Alert`s; another ephemeral state names its `Action`.
      let type = self.payloadType!
      if let arguments = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments,
        arguments.count == 1, let argument = arguments.first
      {
        return "case \(self.name)(\(argument.argument.trimmedDescription))"
      }
      return "case \(self.name)(\(type.trimmedDescription).Action)"
    case .ignored:
      return "case \(self.name)(Swift.Never)"
    }
  }

  /// The `Scope` that runs this case's feature.
  var scope: String? {
    guard self.kind == .feature, let type = self.payloadType else { return nil }
    let reducer =
      self.element.parameterClause?.parameters.first?.defaultValue?.value.trimmedDescription
      ?? "\(type.trimmedDescription)()"
    return """
      ComposableArchitecture.Scope(state: \\Self.State.Cases.\(self.name), \
      action: \\Self.Action.Cases.\(self.name)) {
        \(reducer)
      }
      """
  }

  var caseScopeCase: String {
    switch self.kind {
    case .feature:
      return
        "case \(self.name)(ComposableArchitecture.StoreOf<\(self.payloadType!.trimmedDescription)>)"
    case .ephemeral, .ignored:
      return "case \(self.written)"
    }
  }

  /// The case path of this case of `CaseScope`, a property of its `AllCasePaths`.
  func caseScopeCasePath(access: String) -> String {
    let parameters = Array(self.element.parameterClause?.parameters ?? [])
    let type: String
    let embed: String
    let extract: String
    if self.kind == .feature {
      type = "ComposableArchitecture.StoreOf<\(self.payloadType!.trimmedDescription)>"
      embed = ".\(self.name)($0)"
      extract = "if case let .\(self.name)(v0) = root { return v0 }"
    } else if parameters.isEmpty {
      type = "Swift.Void"
      embed = ".\(self.name)"
      extract = "if case .\(self.name) = root { return () }"
    } else if parameters.count == 1 {
      type = parameters[0].type.trimmedDescription
      embed = ".\(self.name)(\(parameters[0].firstName.map { "\($0.text): " } ?? "")$0)"
      extract = "if case let .\(self.name)(v0) = root { return v0 }"
    } else {
      type = "(" + parameters.map(\.type.trimmedDescription).joined(separator: ", ") + ")"
      let values = parameters.enumerated().map { index, parameter in
        (parameter.firstName.map { "\($0.text): " } ?? "") + "$0.\(index)"
      }
      let bindings = parameters.indices.map { "v\($0)" }.joined(separator: ", ")
      embed = ".\(self.name)(\(values.joined(separator: ", ")))"
      extract = "if case let .\(self.name)(\(bindings)) = root { return (\(bindings)) }"
    }
    return """
      \(access)var \(self.name): CasePaths.AnyCasePath<CaseScope, \(type)> {
        CasePaths.AnyCasePath(
          embed: { \(embed) },
          extract: { root in
            \(extract)
            return nil
          }
        )
      }
      """
  }

  var scopeCase: String {
    let count = self.element.parameterClause?.parameters.count ?? 0
    switch (self.kind, count) {
    case (.feature, _):
      return """
        case .\(self.name):
          return .\(self.name)(store.scope(state: \\.\(self.name), action: \\.\(self.name))!)
        """
    case (_, 0):
      return "case .\(self.name):\n  return .\(self.name)"
    default:
      let parameters = self.element.parameterClause!.parameters
      let bindings = (0..<count).map { "v\($0)" }.joined(separator: ", ")
      let values = parameters.enumerated().map { index, parameter in
        (parameter.firstName.map { "\($0.text): " } ?? "") + "v\(index)"
      }
      return """
        case let .\(self.name)(\(bindings)):
          return .\(self.name)(\(values.joined(separator: ", ")))
        """
    }
  }

  /// An error for `case add(AddFeature.State)`: cases hold the feature, not its state.
  func stateInsteadOfReducer() -> Diagnostic? {
    guard self.kind == .feature,
      let parameter = self.element.parameterClause?.parameters.first,
      let member = parameter.type.as(MemberTypeSyntax.self),
      member.name.text == "State"
    else { return nil }
    let feature = member.baseType.trimmedDescription
    return .error(
      at: parameter.type,
      "'@Reducer' enum cases hold a reducer, not its state: use '\(feature)' instead of "
        + "'\(member.trimmedDescription)'",
      id: "case-holds-state",
      fixIt: .replace(
        "Replace '\(member.trimmedDescription)' with '\(feature)'", parameter.type,
        with: member.baseType.trimmed.with(\.trailingTrivia, parameter.type.trailingTrivia)
      )
    )
  }
}
