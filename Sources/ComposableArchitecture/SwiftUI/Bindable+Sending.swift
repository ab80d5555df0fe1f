#if !canImport(Darwin)
  extension Bindable {
    /// A part of a store's state, to make a binding that sends an action of its own when set:
    ///
    /// ```swift
    /// TextField("Search", text: $store.query.sending(\.queryChanged))
    /// ```
    @_disfavoredOverload
    public subscript<State: ObservableState, Action, Member>(
      dynamicMember keyPath: KeyPath<State, Member>
    ) -> _StoreBindable_SwiftUI<State, Action, Member> where Value == Store<State, Action> {
      _StoreBindable_SwiftUI(store: wrappedValue, keyPath: keyPath)
    }
  }

  extension Binding {
    /// A part of the bound store's state, to make a binding that sends an action when set.
    @_disfavoredOverload
    public subscript<State: ObservableState, Action, Member>(
      dynamicMember keyPath: KeyPath<State, Member>
    ) -> _StoreBinding<State, Action, Member> where Value == Store<State, Action> {
      _StoreBinding(bindable: _StoreBindable_SwiftUI(store: wrappedValue, keyPath: keyPath))
    }
  }

  /// A part of a store's state reached from `$store`, whose `sending(_:)` makes a binding.
  @dynamicMemberLookup
  public struct _StoreBindable_SwiftUI<State: ObservableState, Action, Value> {
    let store: Store<State, Action>
    let keyPath: KeyPath<State, Value>

    /// A part of this part.
    public subscript<Member>(
      dynamicMember keyPath: KeyPath<Value, Member>
    ) -> _StoreBindable_SwiftUI<State, Action, Member> {
      _StoreBindable_SwiftUI<State, Action, Member>(
        store: store, keyPath: self.keyPath.appending(path: keyPath))
    }

    /// A binding that reads this part of the state and, when set, sends `action` with the new
    /// value.
    public func sending(_ action: CaseKeyPath<Action, Value>) -> Binding<Value> {
      let store = self.store
      let keyPath = UncheckedSendable(self.keyPath)
      let action = UncheckedSendable(action)
      return Binding(
        get: { store.withState { $0[keyPath: keyPath.value] } },
        set: { newValue in
          BindingLocal.$isActive.withValue(true) { _ = store.send(action.value(newValue)) }
        })
    }
  }

  /// A part of a bound store's state, whose `sending(_:)` makes a binding.
  @dynamicMemberLookup
  public struct _StoreBinding<State: ObservableState, Action, Value> {
    let bindable: _StoreBindable_SwiftUI<State, Action, Value>

    /// A part of this part.
    public subscript<Member>(
      dynamicMember keyPath: KeyPath<Value, Member>
    ) -> _StoreBinding<State, Action, Member> {
      _StoreBinding<State, Action, Member>(bindable: bindable[dynamicMember: keyPath])
    }

    /// A binding that reads this part of the state and, when set, sends `action`.
    public func sending(_ action: CaseKeyPath<Action, Value>) -> Binding<Value> {
      bindable.sending(action)
    }
  }
#endif
