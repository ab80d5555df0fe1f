import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    [
      "_DirectCasePaths": MacroSpec(
        type: DirectCasePathsMacro.self, conformances: ["_DirectCasePaths"]
      )
    ],
    record: .missing
  )
)
struct DirectCasePathsMacroTests {
  @Test func casesWithNoneOrOneValueGetDirectCasePaths() {
    assertMacro {
      """
      @_DirectCasePaths
      public enum Action {
        case increment
        case child(Child.Action)
        case labelled(value: Int)
        case unlabelled(_ value: Int)
        case pair(Int, String)
        case never(Never)
        #if DEBUG
          case debug
        #endif
      }
      """
    } expansion: {
      #"""
      public enum Action {
        case increment
        case child(Child.Action)
        case labelled(value: Int)
        case unlabelled(_ value: Int)
        case pair(Int, String)
        case never(Never)
        #if DEBUG
          case debug
        #endif

        public static func _$casePath<_$Value>(
          for keyPath: CaseKeyPath<Self, _$Value>
        ) -> AnyCasePath<Self, _$Value>? {
          if keyPath as AnyKeyPath == \Self.Cases.increment as AnyKeyPath {
            return ComposableArchitecture._$directCasePath(
              embed: { (_: Void) in
                Self.increment
              },
              extract: {
                guard case .increment = $0 else {
                  return nil
                }
                return ()
              }
            )
          }
          if keyPath as AnyKeyPath == \Self.Cases.child as AnyKeyPath {
            return ComposableArchitecture._$directCasePath(
              embed: {
                Self.child($0)
              },
              extract: {
                guard case let .child(value) = $0 else {
                  return nil
                }
                return value
              }
            )
          }
          if keyPath as AnyKeyPath == \Self.Cases.labelled as AnyKeyPath {
            return ComposableArchitecture._$directCasePath(
              embed: {
                Self.labelled(value: $0)
              },
              extract: {
                guard case let .labelled(value) = $0 else {
                  return nil
                }
                return value
              }
            )
          }
          if keyPath as AnyKeyPath == \Self.Cases.unlabelled as AnyKeyPath {
            return ComposableArchitecture._$directCasePath(
              embed: {
                Self.unlabelled($0)
              },
              extract: {
                guard case let .unlabelled(value) = $0 else {
                  return nil
                }
                return value
              }
            )
          }
          return nil
        }
      }

      extension Action: ComposableArchitecture._DirectCasePaths {
      }
      """#
    }
  }

  @Test func aPrivateEnumsMemberHasNoAccessModifier() {
    assertMacro {
      """
      @_DirectCasePaths
      private enum Action {
        case tap
      }
      """
    } expansion: {
      #"""
      private enum Action {
        case tap

        static func _$casePath<_$Value>(
          for keyPath: CaseKeyPath<Self, _$Value>
        ) -> AnyCasePath<Self, _$Value>? {
          if keyPath as AnyKeyPath == \Self.Cases.tap as AnyKeyPath {
            return ComposableArchitecture._$directCasePath(
              embed: { (_: Void) in
                Self.tap
              },
              extract: {
                guard case .tap = $0 else {
                  return nil
                }
                return ()
              }
            )
          }
          return nil
        }
      }

      extension Action: ComposableArchitecture._DirectCasePaths {
      }
      """#
    }
  }

  @Test func onlyEnums() {
    assertMacro {
      """
      @_DirectCasePaths
      struct Action {}
      """
    } diagnostics: {
      """
      @_DirectCasePaths
      ┬────────────────
      ╰─ 🛑 '@_DirectCasePaths' only applies to enums
      struct Action {}
      """
    }
  }
}
