#if !canImport(Darwin)
  /// A value a view can read and write: what `bind(_:to:)` keeps in step (swift-navigation's
  /// `_Bindable`, which TCA re-exports).
  public protocol _Bindable {
    associatedtype Value
    var wrappedValue: Value { get nonmutating set }
  }

  extension Binding: _Bindable {}
  extension FocusState.Binding: _Bindable {}

  extension View {
    /// Keeps a model's value (a store's field) and a view's value (a focus state) in step: each
    /// change of one is written to the other.
    ///
    /// ```swift
    /// Form { … }.bind($store.focus, to: $focus)
    /// ```
    public func bind<ModelValue: _Bindable, ViewValue: _Bindable>(
      _ modelValue: ModelValue, to viewValue: ViewValue
    ) -> some View
    where ModelValue.Value == ViewValue.Value, ModelValue.Value: Equatable {
      let model = UncheckedSendable(modelValue)
      let view = UncheckedSendable(viewValue)
      return
        self
        .onAppear { view.value.wrappedValue = model.value.wrappedValue }
        .onChange(of: modelValue.wrappedValue) { _, new in
          if view.value.wrappedValue != new { view.value.wrappedValue = new }
        }
        .onChange(of: viewValue.wrappedValue) { _, new in
          if model.value.wrappedValue != new { model.value.wrappedValue = new }
        }
    }
  }
#endif
