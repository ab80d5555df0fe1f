import BuildOrderProbe
import ComposableArchitecture
import CounterFeature
import Testing

@MainActor
struct SwiftUILayerTests {
  @Test func aModuleThatDoesNotDependOnComposableSeesNoSwiftUI() {
    #if os(Linux)
      #expect(!seesSwiftUI)
    #endif
  }

  #if os(Linux)
    @Test func theCounterViewResolvesAndSends() {
      let store = Store(initialState: CounterFeature.State(count: 1)) { CounterFeature() }
      let tree = ViewResolver.resolve(CounterView(store: store))
      #expect(tree.first("Text", containing: "1") != nil)
      tree.first("Button", containing: "+")?.perform()
      #expect(store.count == 2)
      #expect(tree.first("background") != nil)  // the design system's card
    }
  #endif
}
