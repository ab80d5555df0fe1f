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

  @Test func storeSendOfViewActionIsAnError() {
    assertMacro {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        let store: StoreOf<Feature>
        func tapped() {
          store.send(.view(.incrementButtonTapped))
          self.store.send(.view(.reset), animation: .default)
          store.send(.delegate(.done))
        }
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        let store: StoreOf<Feature>
        func tapped() {
          store.send(.view(.incrementButtonTapped))
          ┬────────────────────────────────────────
          ╰─ 🛑 Send view actions with 'send(_:)' in a '@ViewAction' view instead of 'store.send(.view(_:))'
             ✏️ Use 'send(.incrementButtonTapped)'
          self.store.send(.view(.reset), animation: .default)
          ┬──────────────────────────────────────────────────
          ╰─ 🛑 Send view actions with 'self.send(_:)' in a '@ViewAction' view instead of 'self.store.send(.view(_:))'
             ✏️ Use 'self.send(.reset)'
          store.send(.delegate(.done))
        }
      }
      """
    } fixes: {
      """
      @ViewAction(for: Feature.self)
      struct FeatureView {
        let store: StoreOf<Feature>
        func tapped() {
          send(.incrementButtonTapped)
          self.send(.reset, animation: .default)
          store.send(.delegate(.done))
        }
      }
      """
    } expansion: {
      """
      struct FeatureView {
        let store: StoreOf<Feature>
        func tapped() {
          send(.incrementButtonTapped)
          self.send(.reset, animation: .default)
          store.send(.delegate(.done))
        }
      }

      extension FeatureView: ComposableArchitecture.ViewActionSending {
      }
      """
    }
  }
}
