import ComposableArchitecture

extension TerminalApp {
  /// An app showing the root view of a feature's store. The screen follows the store's state
  /// and the views send its actions.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State()) { Counter() }
  /// try await TerminalApp(store: store) { store in CounterView(store: store) }.run()
  /// ```
  package convenience init<State, Action, Content: View>(
    store: Store<State, Action>,
    @ViewBuilder content: @escaping @MainActor (Store<State, Action>) -> Content
  ) {
    self.init { content(store) }
  }
}

extension TestTerminal {
  /// A test terminal showing the root view of a feature's store.
  ///
  /// ```swift
  /// let terminal = TestTerminal(store: store, width: 30, height: 5) { CounterView(store: $0) }
  /// ```
  package convenience init<State, Action, Content: View>(
    store: Store<State, Action>, width: Int = 80, height: Int = 24,
    @ViewBuilder content: @escaping @MainActor (Store<State, Action>) -> Content
  ) {
    self.init(width: width, height: height) { content(store) }
  }
}
