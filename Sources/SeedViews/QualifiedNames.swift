import ComposableArchitecture
import SwiftUI

/// A view generic over a parameter named `State`, as TCA's case studies write one: it names
/// SwiftUI's `State` with the module, `SwiftUI.State`.
struct Holder<State, Action, Content: View>: View {
  @SwiftUI.State var store: Store<State, Action>
  let content: (Store<State, Action>) -> Content

  var body: some View { content(store) }
}
