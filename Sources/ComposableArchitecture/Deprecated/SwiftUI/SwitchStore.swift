#if !canImport(Darwin)
  /// Shows the `CaseLet` of its content that matches a store's enum state.
  ///
  /// ```swift
  /// SwitchStore(store) { state in
  ///   switch state {
  ///   case .loggedIn: CaseLet(/App.State.loggedIn, action: App.Action.loggedIn, then: HomeView.init)
  ///   case .loggedOut: CaseLet(/App.State.loggedOut, action: App.Action.loggedOut, then: LoginView.init)
  ///   }
  /// }
  /// ```
  @available(
    *, deprecated,
    message:
      "Use 'switch' with a store of observable state, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-SwitchStore-and-CaseLet-with-switch-and-case"
  )
  public struct SwitchStore<State, Action, Content: View>: View {
    public let store: Store<State, Action>
    public let content: (State) -> Content

    /// Content made from the store's current state, whose `CaseLet`s read `store`.
    public init(
      _ store: Store<State, Action>,
      @ViewBuilder content: @escaping (_ initialState: State) -> Content
    ) {
      self.store = store
      self.content = content
    }

    public var body: some View {
      content(store.withState { $0 }).environment(\.switchStore, SwitchStoreBox(store))
    }
  }

  /// One case of a `SwitchStore`: its content, made from a store of the case's state.
  @available(
    *, deprecated,
    message:
      "Use 'switch' with a store of observable state, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-SwitchStore-and-CaseLet-with-switch-and-case"
  )
  public struct CaseLet<EnumState, EnumAction, CaseState, CaseAction, Content: View>: View {
    @Environment(\.switchStore) private var switchStore
    public let toCaseState: (EnumState) -> CaseState?
    public let fromCaseAction: (CaseAction) -> EnumAction
    public let content: (Store<CaseState, CaseAction>) -> Content

    /// The case `toCaseState` extracts, with actions embedded by `fromCaseAction`.
    public init(
      _ toCaseState: AnyCasePath<EnumState, CaseState>,
      action fromCaseAction: @escaping (_ caseAction: CaseAction) -> EnumAction,
      @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content
    ) {
      self.toCaseState = toCaseState.extract(from:)
      self.fromCaseAction = fromCaseAction
      self.content = content
    }

    public var body: some View {
      if let store = switchStore?.store as? Store<EnumState, EnumAction>,
        var last = store.withState(toCaseState)
      {
        let toCaseState = self.toCaseState
        content(
          store.scope(
            state: { state in
              if let value = toCaseState(state) { last = value }
              return last
            },
            action: fromCaseAction))
      }
    }
  }

  @available(*, deprecated)
  extension CaseLet where EnumAction == CaseAction {
    /// The case `toCaseState` extracts, sending the enum's own actions.
    public init(
      state toCaseState: AnyCasePath<EnumState, CaseState>,
      @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content
    ) {
      self.init(toCaseState, action: { $0 }, then: content)
    }
  }

  /// The store of the enclosing `SwitchStore`, type-erased.
  struct SwitchStoreBox: @unchecked Sendable {
    let store: AnyObject
    init(_ store: AnyObject) { self.store = store }
  }

  private struct SwitchStoreKey: EnvironmentKey {
    static var defaultValue: SwitchStoreBox? { nil }
  }

  extension EnvironmentValues {
    var switchStore: SwitchStoreBox? {
      get { self[SwitchStoreKey.self] }
      set { self[SwitchStoreKey.self] = newValue }
    }
  }
#endif
