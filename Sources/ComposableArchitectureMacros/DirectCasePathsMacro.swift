import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@_DirectCasePaths`: case paths that match and build an enum's cases directly.
///
/// `@Reducer` puts it on a feature's `State` and `Action` enums, next to `@CasePathable`. A
/// case path made from a case key path goes through `Any` and a key path lookup on every
/// extraction; the library asks `_$casePath(for:)` first, which returns one made of a plain
/// `case` pattern and the case's constructor, for the cases with none or one associated value.
public enum DirectCasePathsMacro {}

extension DirectCasePathsMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      context.diagnose(
        .error(
          at: node, "'@_DirectCasePaths' only applies to enums", id: "invalid-application"
        )
      )
      return []
    }
    guard !declaration.declaresMember(named: "_$casePath") else { return [] }
    return [self.casePathFunction(of: enumDecl)]
  }

  /// `_$casePath(for:)` for the cases of `enumDecl`.
  static func casePathFunction(of enumDecl: EnumDeclSyntax) -> DeclSyntax {
    // Cases inside `#if` blocks are left to the general case path.
    let matches = enumDecl.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap(\.elements)
      .compactMap(self.match)
    let body = (matches + ["return nil"]).joined(separator: "\n")
    // Declared in the enum itself, the member is never more visible than the enum.
    let access =
      enumDecl.modifiers
      .first { ["public", "package"].contains($0.name.text) }
      .map { "\($0.name.text) " } ?? ""
    return """
      \(raw: access)static func _$casePath<_$Value>(
        for keyPath: CaseKeyPath<Self, _$Value>
      ) -> AnyCasePath<Self, _$Value>? {
      \(raw: body.indented(2))
      }
      """
  }
}

extension DirectCasePathsMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(EnumDeclSyntax.self), !protocols.isEmpty else { return [] }
    let decl: DeclSyntax =
      "extension \(type.trimmed): ComposableArchitecture._DirectCasePaths {}"
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}

extension DirectCasePathsMacro {
  /// The branch of `_$casePath(for:)` for one case.
  private static func match(_ element: EnumCaseElementSyntax) -> String? {
    let name = element.name.text
    let parameters = element.parameterClause?.parameters ?? []
    let embed: String
    let extract: String
    switch parameters.count {
    case 0:
      embed = "{ (_: Void) in Self.\(name) }"
      extract = "{\n  guard case .\(name) = $0 else { return nil }\n  return ()\n}"
    case 1:
      // An uninhabited case (`Never`, as enum reducers give ignored cases) cannot be built.
      let type = parameters.first?.type.trimmedDescription
      guard type != "Never", type != "Swift.Never" else { return nil }
      let label =
        parameters.first?.firstName
        .flatMap { $0.tokenKind == .wildcard ? nil : "\($0.text): " } ?? ""
      embed = "{ Self.\(name)(\(label)$0) }"
      extract = "{\n  guard case let .\(name)(value) = $0 else { return nil }\n  return value\n}"
    default:
      // Several associated values make a labelled tuple; the general case path handles it.
      return nil
    }
    // Later lines of the closure line up under `extract:`.
    let extractLines = extract.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: "\n    ")
    return """
      if keyPath as AnyKeyPath == \\Self.Cases.\(name) as AnyKeyPath {
        return ComposableArchitecture._$directCasePath(
          embed: \(embed),
          extract: \(extractLines)
        )
      }
      """
  }
}
