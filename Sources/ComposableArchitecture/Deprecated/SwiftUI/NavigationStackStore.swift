#if !canImport(Darwin)
  /// A navigation stack driven by a store of `StackState`: the 1.4–1.6 spelling of
  /// `NavigationStack(path:root:destination:)`.
  @available(
    *, deprecated,
    message:
      "Use 'NavigationStack.init(path:)' with a store scoped from observable state, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-NavigationStackStore-with-NavigationStack"
  )
  public struct NavigationStackStore<State, Action, Root: View, Destination: View>: View {
    let store: Store<StackState<State>, StackAction<State, Action>>
    let root: Root
    let destination: (Store<State, Action>) -> Destination

    /// A stack of `root` and a screen `destination` makes for each element of `store`'s path.
    public init(
      _ store: Store<StackState<State>, StackAction<State, Action>>,
      @ViewBuilder root: () -> Root,
      @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
      column: UInt = #column
    ) {
      self.store = store
      self.root = root()
      self.destination = destination
    }

    public var body: some View {
      let store = self.store
      return NavigationStack(
        path: Binding(get: { store }, set: { _ in }), root: { root }, destination: destination)
    }
  }
#endif
