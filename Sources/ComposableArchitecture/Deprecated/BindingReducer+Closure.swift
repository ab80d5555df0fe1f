extension BindingReducer {
  /// Applies the binding actions of the view actions a closure extracts.
  ///
  /// - Parameter toViewAction: The view action inside an action, if any.
  @inlinable
  @available(
    *,
    deprecated,
    message:
      "Use the version of this API that takes a case key path, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public init(action toViewAction: @escaping (_ action: Action) -> ViewAction?) {
    self.toViewAction = toViewAction
  }
}
