import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    ["ViewAction": MacroSpec(type: ViewActionMacro.self, conformances: ["ViewActionSending"])],
    record: .missing
  )
)
struct ViewActionMacroTests {
  @Test func viewWithStore() {
    assertMacro {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        let store: StoreOf<Feature>
      }
      """
    } expansion: {
      """
      struct FeatureView {
        let store: StoreOf<Feature>
      }

      extension FeatureView: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }

  @Test func missingStoreIsAnError() {
    assertMacro {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        var title = ""
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Feature.self)
      ┬─────────────────────────────
      ╰─ 🛑 '@ViewAction' requires 'FeatureView' to have a 'store' property of type 'Store'
         ✏️ Add 'let store: StoreOf<Feature>'
      struct FeatureView {
        var title = ""
      }
      """
    } fixes: {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        let store: StoreOf<Feature>
        var title = ""
      }
      """
    } expansion: {
      """
      struct FeatureView {
        let store: StoreOf<Feature>
        var title = ""
      }

      extension FeatureView: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }
}
