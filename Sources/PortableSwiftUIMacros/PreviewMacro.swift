import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }`: Xcode shows previews; on Linux there is nothing to show them in, so a
/// preview expands to nothing and its file compiles unchanged.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

@main
struct PortableSwiftUIMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
