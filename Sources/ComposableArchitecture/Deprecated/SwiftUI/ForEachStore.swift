#if !canImport(Darwin)
  /// A view per element of a store's identified array, each with a store of its element.
  ///
  /// ```swift
  /// ForEachStore(store.scope(state: \.todos, action: \.todos)) { todoStore in
  ///   TodoView(store: todoStore)
  /// }
  /// ```
  @available(
    *, deprecated,
    message:
      "Pass 'ForEach' a store scoped to an identified array and identified action, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-ForEachStore-with-ForEach]"
  )
  public struct ForEachStore<
    EachState, EachAction, Data: Collection, ID: Hashable & Sendable, Content: View
  >: View {
    public let data: Data
    let content: @MainActor () -> Content

    /// A view per element, made by `content` from the element's store.
    public init<EachContent: View>(
      _ store: Store<IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>>,
      @ViewBuilder content: @escaping (_ store: Store<EachState, EachAction>) -> EachContent
    ) where Data == IdentifiedArray<ID, EachState>, Content == ForEach<[ID], ID, EachContent?> {
      self.data = store.withState { $0 }
      let ids = Array(self.data.ids)
      self.content = {
        ForEach(ids, id: \.self) { id in
          store.scope(state: \.[id: id], action: \.[id: id]).map(content)
        }
      }
    }

    public var body: Content { content() }
  }
#endif
