#if !canImport(Darwin)
  /// Shows `then` with a store of the unwrapped state while a store's optional state is not
  /// `nil`, and `else` otherwise.
  ///
  /// ```swift
  /// IfLetStore(store.scope(state: \.detail, action: \.detail)) { store in
  ///   DetailView(store: store)
  /// } else: {
  ///   Text("Nothing selected")
  /// }
  /// ```
  @available(
    *, deprecated,
    message:
      "Use 'if let' with a store of observable state, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-IfLetStore-with-if-let"
  )
  public struct IfLetStore<State, Action, Content: View>: View {
    private let content: @MainActor () -> Content

    /// Shows `ifContent` while the state is not `nil`, `elseContent` while it is.
    public init<IfContent, ElseContent>(
      _ store: Store<State?, Action>,
      @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent,
      @ViewBuilder else elseContent: () -> ElseContent
    ) where Content == _ConditionalContent<IfContent, ElseContent> {
      let elseContent = elseContent()
      self.content = {
        guard let child = unwrappedStore(store) else {
          return ViewBuilder.buildEither(second: elseContent)
        }
        return ViewBuilder.buildEither(first: ifContent(child))
      }
    }

    /// Shows `ifContent` while the state is not `nil`, and nothing while it is.
    public init<IfContent>(
      _ store: Store<State?, Action>,
      @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent
    ) where Content == IfContent? {
      self.content = { unwrappedStore(store).map(ifContent) }
    }

    public var body: Content { content() }
  }

  /// A store of the unwrapped state while it is not `nil`; it keeps the last value after, as a
  /// view being dismissed still reads it.
  @MainActor
  func unwrappedStore<State, Action>(_ store: Store<State?, Action>) -> Store<State, Action>? {
    guard var last = store.withState({ $0 }) else { return nil }
    return store.scopeThroughClosures(
      state: { state in
        if let state { last = state }
        return last
      },
      action: { $0 })
  }
#endif
