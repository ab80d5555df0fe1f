extension Reducer {
  /// Runs the feature of each element of a navigation stack held in a ``StackState``.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: \.path) {
  ///     Path()
  ///   }
  /// ```
  ///
  /// - An element's action runs the element, then the parent.
  /// - `.push(id:state:)` adds the element, then runs the parent.
  /// - `.popFrom(id:)` runs the parent, then removes the element and those above it.
  /// - An element's effects are cancelled when it leaves the stack.
  /// - Each element gets `@Dependency(\.dismiss)`, which pops it, and `\.isPresented`.
  ///
  /// - Parameters:
  ///   - toStackState: A key path to the parent's stack.
  ///   - toStackAction: A case key path to the stack's actions.
  ///   - destination: The reducer of an element.
  ///   - fileID: The file ID of the call site, for issues this reducer reports.
  ///   - filePath: The file path of the call site, for issues this reducer reports.
  ///   - line: The line of the call site, for issues this reducer reports.
  ///   - column: The column of the call site, for issues this reducer reports.
  /// - Returns: A reducer that runs the elements and this reducer.
  @inlinable
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      base: self,
      destination: destination(),
      toStackState: toStackState,
      toStackAction: AnyCasePath(resolving: toStackAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs the feature of each element of a navigation stack whose elements are the states of an
  /// `@Reducer enum`; the enum's reducer is implied.
  ///
  /// ```swift
  /// @Reducer
  /// enum Path {
  ///   case detail(DetailFeature)
  ///   case edit(EditFeature)
  /// }
  /// // …
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: \.path)
  /// ```
  @inlinable
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    self.forEach(
      toStackState, action: toStackAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The reducer `forEach` returns for a ``StackState``.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let destination: Destination
  @usableFromInline let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  @usableFromInline let toStackAction:
    AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(
    base: Base,
    destination: Destination,
    toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>,
    toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>,
    location: OperatorLocation
  ) {
    self.base = base
    self.destination = destination
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.location = location
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    self.run(base: self.base, destination: self.destination, into: &state, action: action)
  }

  /// Builds the base's and the destination's bodies once.
  @inlinable
  public func _prepared() -> Reduce<Base.State, Base.Action> {
    // Erased here, where their types are known, so that `run` calls them directly.
    let base = Reduce(prepared: self.base._prepared())
    let destination = Reduce(prepared: self.destination._prepared())
    return Reduce { [self] state, action in
      self.run(base: base, destination: destination, into: &state, action: action)
    }
  }

  @usableFromInline
  func run(
    base: some Reducer<Base.State, Base.Action>,
    destination: some Reducer<Destination.State, Destination.Action>,
    into state: inout Base.State,
    action: Base.Action
  ) -> Effect<Base.Action> {
    let idsBefore = state[keyPath: self.toStackState].ids
    // The ids this reducer saw when it last ran: another reducer may have removed elements
    // since, with their effects running.
    let mounted = state[keyPath: self.toStackState].mountedIDs
    var destinationEffects = Effect<Base.Action>.none
    let baseEffects: Effect<Base.Action>

    switch self.toStackAction.extract(from: action) {
    case let .element(id, destinationAction):
      if state[keyPath: self.toStackState][id: id] != nil {
        let token = DismissToken()
        let toStackAction = self.toStackAction
        destinationEffects = withDependencies {
          $0.dismiss = DismissEffect(token: token)
        } operation: {
          destination
            .reduce(into: &state[keyPath: self.toStackState][id: id]!, action: destinationAction)
        }
        .map { toStackAction.embed(.element(id: id, action: $0)) }
        .dismissible(by: token, sending: toStackAction.embed(.popFrom(id: id)))
        .inNamespace(self.namespace(id))
      } else {
        self.location.report(
          """
          A "forEach" at "\(self.location.fileID):\(self.location.line)" received an action \
          for a missing element.

            Action:
              \(debugCaseOutput(destinationAction))

          This is generally considered an application logic error, and can happen for a few \
          reasons:

          A parent reducer removed an element with this ID before this reducer ran. This \
          reducer must run before any other reducer removes an element, which ensures that \
          element reducers can handle their actions while their state is still available.

          An in-flight effect emitted this action when state contained no element at this ID. \
          While it may be perfectly reasonable to ignore this action, consider canceling the \
          associated effect before an element is removed, especially if it is a long-living \
          effect.

          This action was sent to the store while its state contained no element at this ID. \
          To fix this make sure that actions for this reducer can only be sent from a store \
          when its state contains an element at this id. In SwiftUI applications, use \
          "NavigationStack.init(path:)" with a binding to a store.
          """
        )
      }
      baseEffects = base.reduce(into: &state, action: action)

    case let .popFrom(id):
      let canPop = idsBefore.contains(id)
      baseEffects = base.reduce(into: &state, action: action)
      if canPop {
        state[keyPath: self.toStackState].pop(from: id)
      } else {
        self.location.report(
          """
          A "forEach" at "\(self.location.fileID):\(self.location.line)" received a "popFrom" \
          action for a missing element.

            ID:
              \(id.debugDescription)
            Path IDs:
              \(state[keyPath: self.toStackState].ids)
          """
        )
      }

    case let .push(id, element):
      if idsBefore.contains(id) {
        self.location.report(
          """
          A "forEach" at "\(self.location.fileID):\(self.location.line)" received a "push" \
          action for an element it already contains.

            ID:
              \(id.debugDescription)
            Path IDs:
              \(idsBefore)
          """
        )
        baseEffects = base.reduce(into: &state, action: action)
        break
      }
      @Dependency(\.stackElementID) var stackElementID
      @Dependency(\.context) var context
      if context == .test {
        // In tests, pushes name IDs by generation; keep the counter in step with them so that
        // the next `append` does not reuse one.
        let nextID = stackElementID.peek()
        if id.generation > nextID.generation {
          self.location.report(
            """
            A "forEach" at "\(self.location.fileID):\(self.location.line)" received a "push" \
            action with an unexpected generational ID.

              Received ID:
                \(id.debugDescription)
              Expected ID:
                \(nextID.debugDescription)
            """
          )
        } else if id == nextID {
          _ = stackElementID.next()
        }
      }
      state[keyPath: self.toStackState].push(element, id: id)
      baseEffects = base.reduce(into: &state, action: action)

    case .none:
      baseEffects = base.reduce(into: &state, action: action)
    }

    var effects = destinationEffects.merge(with: baseEffects)
    let idsAfter = state[keyPath: self.toStackState].ids
    if idsBefore != idsAfter || mounted != idsAfter {
      let gone = mounted + idsBefore.filter { !mounted.contains($0) }
      for id in gone where !idsAfter.contains(id) {
        effects = Effect(operation: .cancelNamespace(HashedID(self.namespace(id))))
          .merge(with: effects)
      }
      state[keyPath: self.toStackState].mountedIDs = idsAfter
    }
    return effects
  }

  private func namespace(_ id: StackElementID) -> ElementNamespace<StackElementID> {
    ElementNamespace(path: self.toStackState, id: id)
  }
}
