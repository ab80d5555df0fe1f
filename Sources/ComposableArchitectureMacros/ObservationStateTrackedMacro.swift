import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservationStateTracked`: turns a stored `var` of observable state into accessors over
/// `_name` storage that report reads and changes to the state's registrar.
public enum ObservationStateTrackedMacro {}

extension ObservationStateTrackedMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self),
      property.isPlainStoredVar,
      let name = property.singleIdentifier?.trimmed
    else { return [] }
    return trackedAccessors(name: name.text, storage: "_\(name.text.unescaped)")
  }

  /// `init`, `get`, `set` and `_modify` accessors that route `name` through `storage`.
  static func trackedAccessors(
    name: String, storage: String, storageInitializer: String? = nil,
    storagePath: String? = nil
  ) -> [AccessorDeclSyntax] {
    let initializer: AccessorDeclSyntax = """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
        \(raw: storage) = \(raw: storageInitializer ?? "initialValue")
      }
      """
    return [initializer] + self.observingAccessors(name: name, path: storagePath ?? storage)
  }

  /// `get`, `set` and `_modify` accessors that read and write `path`, reporting to observers of
  /// the property `name`.
  static func observingAccessors(name: String, path: String) -> [AccessorDeclSyntax] {
    let registrar = ObservableStateMacro.registrar
    return [
      """
      get {
        \(raw: registrar).access(self, keyPath: \\.\(raw: name))
        return \(raw: path)
      }
      """,
      // Comparing first and notifying around a plain assignment never passes `self` together
      // with `&storage`, which would force a copy of the whole state on every write.
      """
      set {
        if _$isIdentityEqual(\(raw: path), newValue) {
          \(raw: path) = newValue
        } else {
          \(raw: registrar).willSet(self, keyPath: \\.\(raw: name))
          \(raw: path) = newValue
          \(raw: registrar).didSet(self, keyPath: \\.\(raw: name))
        }
      }
      """,
      """
      _modify {
        let oldValue = \(raw: registrar).willModify(&\(raw: path))
        defer {
          if \(raw: registrar).hasChanged(\(raw: path), since: oldValue) {
            \(raw: registrar).didModify(self, keyPath: \\.\(raw: name))
          }
        }
        yield &\(raw: path)
      }
      """,
    ]
  }
}

extension ObservationStateTrackedMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self),
      property.isPlainStoredVar,
      let binding = property.bindings.first,
      let name = property.singleIdentifier?.trimmed
    else { return [] }
    let storageName: TokenSyntax = "_\(raw: name.text.unescaped)"
    let storage =
      binding
      .with(\.pattern, PatternSyntax(IdentifierPatternSyntax(identifier: storageName)))
      .trimmed
    return ["@ObservationStateIgnored private var \(storage)"]
  }
}

/// `@ObservationStateIgnored`: leaves a property of observable state alone.
public enum ObservationStateIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
