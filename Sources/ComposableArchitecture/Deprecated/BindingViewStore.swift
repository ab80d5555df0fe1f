/// The state of a feature as a view store sees it, from which a view state picks its
/// `@BindingState` fields as ``BindingViewState`` values:
///
/// ```swift
/// struct ViewState: Equatable {
///   @BindingViewState var text: String
///   var count: Int
/// }
/// let viewStore = ViewStore(store, observe: { ViewState(text: $0.$text, count: $0.count) })
/// viewStore.$text.wrappedValue = "Hello"   // sends .binding(.set(\.$text, "Hello"))
/// ```
@available(
  *,
  deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
@dynamicMemberLookup
@propertyWrapper
@preconcurrency @MainActor
public struct BindingViewStore<State> {
  /// The feature's store, sending binding actions.
  let store: Store<State, BindingAction<State>>

  init<Action: BindableAction<State>>(store: Store<State, Action>) {
    self.store = Store(core: store.core.scoped(toState: { $0 }, fromAction: { Action.binding($0) }))
  }

  /// A binding view store given as a projected value, for `@BindingViewStore` properties.
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// The feature's current state.
  public var wrappedValue: State {
    self.store.withState { $0 }
  }

  /// The binding view store itself.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A field of the feature's state.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    self.wrappedValue[keyPath: keyPath]
  }

  /// A `@BindingState` field (`$0.$text`), read from the store and set by sending a binding
  /// action.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, BindingState<Value>>
  ) -> BindingViewState<Value> {
    BindingViewState(store: self.store, keyPath: keyPath, embed: { $0 })
  }
}

/// A `@BindingState` field picked into a view state: it reads as the value it had when the view
/// state was made, and setting its `wrappedValue` sends a binding action to the store.
///
/// Its projected value (`$text`) is a SwiftUI `Binding` to the field.
@available(
  *,
  deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
@dynamicMemberLookup
@propertyWrapper
public struct BindingViewState<Value> {
  private let get: @Sendable () -> Value
  private let set: @Sendable (Value) -> Void
  /// The value when this view state was made: two view states differ when the value changed
  /// since, even if it is the same now.
  let initialValue: Value

  init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
    self.get = get
    self.set = set
    self.initialValue = get()
  }

  @MainActor
  init<Root, Action>(
    store: Store<Root, Action>,
    keyPath: WritableKeyPath<Root, BindingState<Value>>,
    embed: @escaping (BindingAction<Root>) -> Action,
    reportingUnhandledAs actionType: Any.Type? = nil
  ) where Value: Equatable & Sendable {
    // Key paths are immutable, but Swift does not mark them `Sendable`; the store and its
    // closures are only used on the main actor, where views set bindings.
    let store = UncheckedSendable(store)
    let keyPath = UncheckedSendable(keyPath)
    let embed = UncheckedSendable(embed)
    self.init(
      get: {
        MainActor.assumeIsolated {
          store.value.withState { $0[keyPath: keyPath.value].wrappedValue }
        }
      },
      set: { value in
        MainActor.assumeIsolated {
          var action = BindingAction.set(keyPath.value, value)
          #if DEBUG
            // A view store's binding names the field's declaration when no BindingReducer
            // applies it, as TCA's does.
            if let actionType {
              let field = store.value.withState { $0[keyPath: keyPath.value] }
              let location = BindingStateLocation(
                fileID: field.fileID, filePath: field.filePath, line: field.line,
                column: field.column
              )
              let isGone = { @MainActor @Sendable [weak store = store.value] in store == nil }
              action = action.reportedIfUnhandled(
                actionType: actionType, bindingState: location, isGone: isGone
              )
            }
          #endif
          _ = store.value.send(embed.value(action))
        }
      }
    )
  }

  /// The field's current value in the store; setting it sends a binding action.
  public var wrappedValue: Value {
    get { self.get() }
    nonmutating set { self.set(newValue) }
  }

  /// A binding to the field, for a control.
  public var projectedValue: Binding<Value> {
    let (get, set) = (self.get, self.set)
    return Binding(
      read: get, write: { value, _ in BindingLocal.$isActive.withValue(true) { set(value) } })
  }

  /// A part of the field: setting it sets the whole field with that part changed.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> BindingViewState<Subject> {
    let path = UncheckedSendable(keyPath)
    let (get, set) = (self.get, self.set)
    return BindingViewState<Subject>(
      get: { get()[keyPath: path.value] },
      set: { subject in
        var value = get()
        value[keyPath: path.value] = subject
        set(value)
      }
    )
  }
}

@available(*, deprecated)
extension BindingViewState: Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.initialValue == rhs.initialValue && lhs.wrappedValue == rhs.wrappedValue
  }
}

@available(*, deprecated)
extension BindingViewState: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.initialValue)
    hasher.combine(self.wrappedValue)
  }
}

@available(*, deprecated)
extension BindingViewState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue)
  }
}

@available(*, deprecated)
extension BindingViewState: CustomDumpRepresentable {
  public var customDumpValue: Any {
    self.wrappedValue
  }
}

@available(*, deprecated)
extension BindingViewState: CustomDebugStringConvertible
where Value: CustomDebugStringConvertible {
  public var debugDescription: String {
    self.wrappedValue.debugDescription
  }
}

@available(
  *,
  deprecated,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
extension ViewStore {
  /// Observes a store through a ``BindingViewStore``, from which the view state picks its
  /// `@BindingState` fields.
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) where ViewAction: BindableAction<State> {
    let bindings = BindingViewStore(
      store: Store<State, ViewAction>(
        core: store.core.scoped(toState: { $0 }, fromAction: fromViewAction)
      )
    )
    self.init(
      store,
      observe: { (_: State) in toViewState(bindings) },
      send: fromViewAction,
      removeDuplicates: isDuplicate
    )
  }

  /// Observes a store of binding view actions through a ``BindingViewStore``.
  @_disfavoredOverload
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) where ViewAction: BindableAction<State> {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
  }
}

@available(
  *,
  deprecated,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
extension ViewStore where ViewState: Equatable {
  /// Observes a store through a ``BindingViewStore``, emitting when the view state changes.
  @_disfavoredOverload
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
  ) where ViewAction: BindableAction<State> {
    self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
  }

  /// Observes a store of binding view actions through a ``BindingViewStore``, emitting when
  /// the view state changes.
  @_disfavoredOverload
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState
  ) where ViewAction: BindableAction<State> {
    self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
  }
}

@available(
  *,
  deprecated,
  message:
    "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
extension ViewStore where ViewAction: BindableAction, ViewAction.State == ViewState {
  /// A binding to a `@BindingState` field of the observed state (`viewStore.$text`): setting
  /// it sends a binding action.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<ViewState, BindingState<Value>>
  ) -> Binding<Value> {
    BindingViewState(
      store: self.store, keyPath: keyPath, embed: { ViewAction.binding($0) },
      reportingUnhandledAs: ViewAction.self
    ).projectedValue
  }
}
