import ComposableArchitecture

extension View {
  /// Presents `content` in a panel over this view while `item` holds a store, as TCA's
  /// SwiftUI `sheet(item:)` does. Esc dismisses it through the store (`.dismiss`) unless the
  /// sheet uses Esc itself; the child can dismiss itself with `@Dependency(\.dismiss)`.
  ///
  /// ```swift
  /// ItemsView(store: store)
  ///   .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) {
  ///     EditView(store: $0)
  ///   }
  /// ```
  package func sheet<State, Action, Content: View>(
    item: Binding<Store<State, Action>?>,
    @ViewBuilder content: @escaping @MainActor (Store<State, Action>) -> Content
  ) -> some View {
    let panel = item.wrappedValue.map { store in
      content(store)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .padding(.horizontal, 1)
        .border(.rounded, hint: "esc closes")
        .onKey(.escape) { item.wrappedValue = nil }
    }
    return ModalView(content: self, panel: panel, alignment: .center, margin: 1)
  }
}
