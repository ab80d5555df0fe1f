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
    }
  }
}
