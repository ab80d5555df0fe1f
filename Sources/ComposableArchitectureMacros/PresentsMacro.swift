import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Presents`: stores optional child state in a `PresentationState` (`_destination`), keeps
/// the property observable, and adds the `$destination` projection.
public enum PresentsMacro {
  /// The presented state's type: `Destination.State` in `var destination: Destination.State?`.
  static func wrappedType(
    of property: VariableDeclSyntax, node: AttributeSyntax, in context: some MacroExpansionContext
  ) -> TypeSyntax? {
    guard property.isPlainStoredVar else {
      context.diagnose(
        .error(
          at: node, "'@Presents' can only be applied to a stored 'var' of optional state",
          id: "presents-not-stored-var"
        )
      )
      return nil
    }
    let type = property.bindings.first?.typeAnnotation?.type
    if let optional = type?.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.trimmed
    }
    if let identifier = type?.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
      let argument = identifier.genericArgumentClause?.arguments.first,
      identifier.genericArgumentClause?.arguments.count == 1
    {
      return TypeSyntax("\(raw: argument.argument.trimmedDescription)")
    }
    context.diagnose(
      .error(
        at: property.bindings,
        "'@Presents' requires an explicit optional type, like 'Destination.State?'",
        id: "presents-type"
      )
    )
    return nil
  }
}

extension PresentsMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self),
      let name = property.singleIdentifier?.trimmed.text,
      property.isPlainStoredVar
    else { return [] }
    return ObservationStateTrackedMacro.trackedAccessors(
      name: name, storage: "_\(name.unescaped)",
      storageInitializer: "ComposableArchitecture.PresentationState(wrappedValue: initialValue)",
      storagePath: "_\(name.unescaped).wrappedValue"
    )
  }
}

extension PresentsMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self),
      let name = property.singleIdentifier?.trimmed.text,
      let wrapped = self.wrappedType(of: property, node: node, in: context)
    else { return [] }
    let storage = "_\(name.unescaped)"
    let projected = "$\(name.unescaped)"
    let access = property.modifiers.accessPrefix
    let wrapper = "ComposableArchitecture.PresentationState<\(wrapped.trimmedDescription)>"
    let initial =
      property.bindings.first?.initializer?.value.trimmedDescription ?? "nil"
    let accessors = ObservationStateTrackedMacro.observingAccessors(
      name: name, path: "\(storage).projectedValue"
    )
    return [
      """
      \(raw: access)var \(raw: projected): \(raw: wrapper) {
      \(raw: accessors.map(\.description).joined(separator: "\n").indented(2))
      }
      """,
      """
      @ObservationStateIgnored
      private var \(raw: storage) = \(raw: wrapper)(wrappedValue: \(raw: initial))
      """,
    ]
  }
}
