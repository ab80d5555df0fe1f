import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self)`: lets a view with a `store` call `send(.buttonTapped)` for
/// `store.send(.view(.buttonTapped))`.
public enum ViewActionMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !declaration.is(ProtocolDeclSyntax.self), !declaration.is(ExtensionDeclSyntax.self)
    else {
      context.diagnose(
        .error(
          at: node,
          "'@ViewAction' cannot be applied to \(declaration.kindDescription): it applies to "
            + "the view type that holds the store",
          id: "invalid-application"
        )
      )
      return []
    }
    guard declaration.declaresMember(named: "store") else {
      context.diagnose(self.missingStore(node, declaration))
      return []
    }
    guard !protocols.isEmpty else { return [] }
    let decl: DeclSyntax =
      "extension \(type.trimmed): ComposableArchitecture.ViewActionSending {}"
    return [decl.cast(ExtensionDeclSyntax.self)]
  }

  /// An error offering to add `let store: StoreOf<Feature>`.
  private static func missingStore(
    _ node: AttributeSyntax, _ declaration: some DeclGroupSyntax
  ) -> Diagnostic {
    let name = declaration.typeName ?? "the view"
    var feature = "Feature"
    if case let .argumentList(arguments) = node.arguments,
      let base = arguments.first?.expression.as(MemberAccessExprSyntax.self)?.base,
      arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        == "self"
    {
      feature = base.trimmedDescription
    }
    let members = declaration.memberBlock.members
    let storeMember = MemberBlockItemSyntax(
      decl: DeclSyntax("let store: StoreOf<\(raw: feature)>")
        .with(\.leadingTrivia, .newline + .spaces(2))
    )
    let newBlock = declaration.memberBlock.with(
      \.members, MemberBlockItemListSyntax([storeMember] + Array(members))
    )
    return .error(
      at: node,
      "'@ViewAction' requires '\(name)' to have a 'store' property of type 'Store'",
      id: "missing-store",
      fixIt: .replace(
        "Add 'let store: StoreOf<\(feature)>'", declaration.memberBlock, with: newBlock
      )
    )
  }
}
