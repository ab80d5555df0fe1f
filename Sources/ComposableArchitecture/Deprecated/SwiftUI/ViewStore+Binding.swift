#if !canImport(Darwin)
  @available(*, deprecated)
  extension ViewStore {
    /// A binding that reads `get` from the observed state and sends the action `valueToAction`
    /// makes of each new value.
    ///
    /// ```swift
    /// TextField("Name", text: viewStore.binding(get: \.name, send: { .nameChanged($0) }))
    /// ```
    public func binding<Value>(
      get: @escaping (_ state: ViewState) -> Value,
      send valueToAction: @escaping (_ value: Value) -> ViewAction
    ) -> Binding<Value> {
      makeBinding(get: get, send: { Optional(valueToAction($0)) })
    }

    /// A binding that sends `action` whatever the new value.
    public func binding<Value>(
      get: @escaping (_ state: ViewState) -> Value, send action: ViewAction
    ) -> Binding<Value> {
      makeBinding(get: get, send: { _ in action })
    }

    /// A binding to the whole observed state that sends `valueToAction` of each new value.
    public func binding(
      send valueToAction: @escaping (_ state: ViewState) -> ViewAction
    ) -> Binding<ViewState> {
      makeBinding(get: { $0 }, send: { Optional(valueToAction($0)) })
    }

    /// A binding to the whole observed state that sends `action` whatever the new value.
    public func binding(send action: ViewAction) -> Binding<ViewState> {
      makeBinding(get: { $0 }, send: { _ in action })
    }

    private func makeBinding<Value>(
      get: @escaping (ViewState) -> Value, send: @escaping (Value) -> ViewAction?
    ) -> Binding<Value> {
      let viewStore = UncheckedSendable(self)
      let get = UncheckedSendable(get)
      let send = UncheckedSendable(send)
      return Binding(
        get: { get.value(viewStore.value.state) },
        set: { value in
          BindingLocal.$isActive.withValue(true) {
            if let action = send.value(value) { _ = viewStore.value.send(action) }
          }
        })
    }
  }
#endif
