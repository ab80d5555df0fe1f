#if !canImport(Darwin)
  /// A store whose state is an enum reducer's (`@Reducer enum`): its `case` scope.
  public protocol _StoreWithCaseScope {
    associatedtype _CaseScope: CasePathable
    @MainActor var _caseScope: _CaseScope { get }
  }

  extension Store: _StoreWithCaseScope
  where
    State: CaseReducerState, State.StateReducer.Action == Action,
    State.StateReducer.CaseScope: CasePathable
  {
    public var _caseScope: State.StateReducer.CaseScope { self.case }
  }

  /// An optional store of an enum reducer's state, as a presented destination's binding holds.
  public protocol _OptionalStoreWithCaseScope: ExpressibleByNilLiteral {
    associatedtype _CaseScope: CasePathable
    @MainActor var _optionalCaseScope: _CaseScope? { get }
  }

  extension Optional: _OptionalStoreWithCaseScope where Wrapped: _StoreWithCaseScope {
    @MainActor public var _optionalCaseScope: Wrapped._CaseScope? { self?._caseScope }
  }

  extension Binding where Value: _OptionalStoreWithCaseScope {
    /// A binding to the store of one case of a presented enum destination:
    /// `$store.scope(\.$destination, action: \.destination).sheet`, `nil` while the
    /// destination is elsewhere; setting it to `nil` dismisses the destination.
    public subscript<Case>(
      dynamicMember keyPath: KeyPath<
        Value._CaseScope.AllCasePaths, AnyCasePath<Value._CaseScope, Case>
      >
    ) -> Binding<Case?> {
      let base = self
      let path = UncheckedSendable(Value._CaseScope.allCasePaths[keyPath: keyPath])
      var binding = Binding<Case?>(
        get: { base.wrappedValue._optionalCaseScope.flatMap { path.value.extract(from: $0) } },
        set: { newValue, transaction in
          guard newValue == nil else { return }
          var dismissing = base
          dismissing.transaction = transaction
          dismissing.wrappedValue = nil
        })
      binding.transaction = self.transaction
      return binding
    }
  }
#endif
