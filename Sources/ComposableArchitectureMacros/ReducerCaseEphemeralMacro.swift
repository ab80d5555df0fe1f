import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseEphemeral`: a marker read by `@Reducer`; it adds nothing itself.
public enum ReducerCaseEphemeralMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
