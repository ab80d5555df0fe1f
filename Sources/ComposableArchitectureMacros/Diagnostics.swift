import SwiftDiagnostics
import SwiftSyntax

/// A message the macros report, with the domain and id tests and tools match on.
struct MacroMessage: DiagnosticMessage, FixItMessage {
  let message: String
  let id: String
  let severity: DiagnosticSeverity

  init(_ message: String, id: String, severity: DiagnosticSeverity = .error) {
    self.message = message
    self.id = id
    self.severity = severity
  }

  var diagnosticID: MessageID {
    MessageID(domain: "ComposableArchitectureMacros", id: self.id)
  }

  var fixItID: MessageID {
    self.diagnosticID
  }
}

extension Diagnostic {
  /// An error at `node`, optionally with one fix-it.
  static func error(
    at node: some SyntaxProtocol, _ message: String, id: String, fixIt: FixIt? = nil
  ) -> Diagnostic {
    Diagnostic(
      node: Syntax(node), message: MacroMessage(message, id: id),
      fixIts: fixIt.map { [$0] } ?? []
    )
  }
}

extension FixIt {
  /// Replaces `old` with `new`.
  static func replace(
    _ message: String, _ old: some SyntaxProtocol, with new: some SyntaxProtocol
  ) -> FixIt {
    FixIt(
      message: MacroMessage(message, id: "fix-it", severity: .note),
      changes: [.replace(oldNode: Syntax(old), newNode: Syntax(new))]
    )
  }
}
