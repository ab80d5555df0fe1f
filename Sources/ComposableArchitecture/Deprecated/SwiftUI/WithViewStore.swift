#if !canImport(Darwin)
  /// A view that observes a store through a `ViewStore` and builds its content from it: the
  /// pre-1.7 way of reading a store in a view.
  ///
  /// ```swift
  /// WithViewStore(store, observe: { $0 }) { viewStore in
  ///   Text("\(viewStore.count)")
  /// }
  /// ```
  @available(
    *, deprecated,
    message:
      "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
  )
  public struct WithViewStore<ViewState, ViewAction, Content: View>: View {
    private let makeViewStore: @MainActor () -> ViewStore<ViewState, ViewAction>
    private let content: (ViewStore<ViewState, ViewAction>) -> Content

    /// Observes the part of `store`'s state `toViewState` picks, sending `fromViewAction` of
    /// each view action, and skipping states `isDuplicate` says are the same.
    public init<State, Action>(
      _ store: Store<State, Action>,
      observe toViewState: @escaping (_ state: State) -> ViewState,
      send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
      removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
      @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content,
      file: StaticString = #fileID, line: UInt = #line
    ) {
      self.makeViewStore = {
        ViewStore(store, observe: toViewState, send: fromViewAction, removeDuplicates: isDuplicate)
      }
      self.content = content
    }

    /// Observes the part of `store`'s state `toViewState` picks, skipping duplicates.
    public init<State>(
      _ store: Store<State, ViewAction>,
      observe toViewState: @escaping (_ state: State) -> ViewState,
      removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
      @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content,
      file: StaticString = #fileID, line: UInt = #line
    ) {
      self.makeViewStore = {
        ViewStore(store, observe: toViewState, removeDuplicates: isDuplicate)
      }
      self.content = content
    }

    public var body: Content { content(makeViewStore()) }
  }

  @available(*, deprecated)
  extension WithViewStore where ViewState: Equatable {
    /// Observes the part of `store`'s state `toViewState` picks, sending `fromViewAction` of
    /// each view action.
    public init<State, Action>(
      _ store: Store<State, Action>,
      observe toViewState: @escaping (_ state: State) -> ViewState,
      send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
      @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content,
      file: StaticString = #fileID, line: UInt = #line
    ) {
      self.init(
        store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 },
        content: content, file: file, line: line)
    }

    /// Observes the part of `store`'s state `toViewState` picks.
    public init<State>(
      _ store: Store<State, ViewAction>,
      observe toViewState: @escaping (_ state: State) -> ViewState,
      @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content,
      file: StaticString = #fileID, line: UInt = #line
    ) {
      self.init(
        store, observe: toViewState, removeDuplicates: { $0 == $1 }, content: content,
        file: file, line: line)
    }
  }
#endif
