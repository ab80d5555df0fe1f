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
    let finder = ViewSendFinder(viewMode: .sourceAccurate)
    finder.walk(declaration.memberBlock)
    for call in finder.calls {
      context.diagnose(call)
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

/// Finds `store.send(.view(action))` in a view, which `@ViewAction` shortens to `send(action)`.
private final class ViewSendFinder: SyntaxVisitor {
  var calls: [Diagnostic] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let send = node.calledExpression.as(MemberAccessExprSyntax.self),
      send.declName.baseName.text == "send",
      let base = send.base,
      base.trimmedDescription == "store" || base.trimmedDescription == "self.store",
      let first = node.arguments.first, first.label == nil,
      let view = first.expression.as(FunctionCallExprSyntax.self),
      let viewCase = view.calledExpression.as(MemberAccessExprSyntax.self),
      viewCase.base == nil, viewCase.declName.baseName.text == "view",
      view.arguments.count == 1, let action = view.arguments.first?.expression
    else { return .visitChildren }

    let replacement = base.trimmedDescription == "self.store" ? "self.send" : "send"
    var arguments = Array(node.arguments)
    arguments[0] = first.with(\.expression, action.trimmed)
    let fixed =
      node
      .with(\.calledExpression, ExprSyntax("\(raw: replacement)"))
      .with(\.arguments, LabeledExprListSyntax(arguments))
    self.calls.append(
      .error(
        at: node,
        "Send view actions with '\(replacement)(_:)' in a '@ViewAction' view instead of "
          + "'\(base.trimmedDescription).send(.view(_:))'",
        id: "direct-store-send",
        fixIt: .replace(
          "Use '\(replacement)(\(action.trimmedDescription))'", node,
          with: fixed.with(\.leadingTrivia, node.leadingTrivia)
            .with(\.trailingTrivia, node.trailingTrivia)
        )
      )
    )
    return .visitChildren
  }
}
