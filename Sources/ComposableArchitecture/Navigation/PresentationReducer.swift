@_spi(Reflection) import CasePaths

extension Reducer {
  /// Runs a presented child feature while its `PresentationState` holds state.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$destination, action: \.destination) {
  ///     Destination()
  ///   }
  /// ```
  ///
  /// - A `.presented` action runs the child, then the parent.
  /// - A `.dismiss` action runs the parent, then sets the state to `nil`.
  /// - The child's effects are cancelled when its state becomes `nil` or is replaced by another
  ///   presentation.
  /// - The child gets `@Dependency(\.dismiss)`, which sends `.dismiss` for it, and
  ///   `@Dependency(\.isPresented)`.
  /// - Alerts and confirmation dialogs are dismissed as soon as one of their actions is sent.
  ///
  /// - Parameters:
  ///   - toPresentationState: A key path to the parent's `PresentationState`, as `\.$destination`.
  ///   - toPresentationAction: A case key path to the child's presentation actions.
  ///   - destination: The child reducer.
  ///   - fileID: The file ID of the call site, for issues this reducer reports.
  ///   - filePath: The file path of the call site, for issues this reducer reports.
  ///   - line: The line of the call site, for issues this reducer reports.
  ///   - column: The column of the call site, for issues this reducer reports.
  /// - Returns: A reducer that runs the child and this reducer.
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      base: self,
      destination: destination(),
      toPresentationState: toPresentationState,
      toPresentationAction: AnyCasePath(resolving: toPresentationAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs the destination of an `@Reducer enum` while its `PresentationState` holds state; the
  /// enum's reducer is implied.
  ///
  /// ```swift
  /// @Reducer
  /// enum Destination {
  ///   case edit(EditFeature)
  ///   case alert(AlertState<Alert>)
  /// }
  /// // …
  /// Reduce { state, action in … }
  ///   .ifLet(\.$destination, action: \.destination)
  /// ```
  @inlinable
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    self.ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Presents an alert or a confirmation dialog, which has no reducer of its own.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$alert, action: \.alert)
  /// ```
  @inlinable
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    self.ifLet(
      toPresentationState, action: toPresentationAction, destination: {},
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The reducer `ifLet` returns for a `PresentationState`.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let destination: Destination
  @usableFromInline let toPresentationState:
    WritableKeyPath<Base.State, PresentationState<Destination.State>>
  @usableFromInline let toPresentationAction:
    AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(
    base: Base,
    destination: Destination,
    toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>,
    location: OperatorLocation
  ) {
    self.base = base
    self.destination = destination
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
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
    let presentationAction = self.toPresentationAction.extract(from: action)
    // What this reducer saw presented when it last ran, and what is presented now: another
    // reducer may have dismissed or replaced the destination since, with its effects running.
    let mounted = state[keyPath: self.toPresentationState].mountedIdentity
    let identityBefore = self.identity(in: state)
    var destinationEffects = Effect<Base.Action>.none
    switch (state[keyPath: self.toPresentationState].wrappedValue, presentationAction) {
    case let (.some(destinationState), .presented(destinationAction)):
      // The destination's effects are filed under its identity as it was when they started.
      let namespace = self.namespace(NavigationIdentity(destinationState))
      let token = DismissToken()
      let toPresentationAction = self.toPresentationAction
      destinationEffects = withDependencies {
        $0.dismiss = DismissEffect(token: token)
      } operation: {
        destination.reduce(
          into: &state[keyPath: self.toPresentationState].wrappedValue!, action: destinationAction
        )
      }
      .map { toPresentationAction.embed(.presented($0)) }
      .dismissible(by: token, sending: toPresentationAction.embed(.dismiss))
      .inNamespace(namespace)

    case (.none, .some):
      self.location.report(
        """
        An "ifLet" at "\(self.location.fileID):\(self.location.line)" received a presentation \
        action when destination state was absent.

          Action:
            \(debugCaseOutput(action))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set destination state to "nil" before this reducer ran. This reducer \
        must run before any other reducer sets destination state to "nil". This ensures that \
        destination reducers can handle their actions while their state is still present.

        This action was sent to the store while destination state was "nil". Make sure that \
        actions for this reducer can only be sent from a store when state is present, or from \
        effects that start from this reducer.
        """
      )

    case (.some, .dismiss), (_, .none):
      break
    }

    let baseEffects = base.reduce(into: &state, action: action)
    var effects = destinationEffects.merge(with: baseEffects)
    if let identityBefore, self.identity(in: state) == identityBefore {
      switch presentationAction {
      case .dismiss:
        // Unless the parent already presented something else, which stays.
        state[keyPath: self.toPresentationState].wrappedValue = nil
      case let .presented(destinationAction):
        // Alerts and dialogs go away after one of their own actions (an enum destination's
        // other cases keep them).
        if let presented = state[keyPath: self.toPresentationState].wrappedValue,
          let ephemeral = ephemeralType(of: presented),
          ephemeral.canSend(destinationAction)
        {
          state[keyPath: self.toPresentationState].wrappedValue = nil
        }
      case .none:
        break
      }
    }
    let identityAfter = self.identity(in: state)
    // The presentations that ended: their effects are cancelled.
    var ended = mounted.flatMap { $0 == identityAfter ? nil : [$0] } ?? []
    if let identityBefore, identityBefore != identityAfter, identityBefore != mounted {
      ended.append(identityBefore)
    }
    for identity in ended {
      effects = effects.merge(
        with: Effect(operation: .cancelNamespace(HashedID(self.namespace(identity))))
      )
    }
    if mounted != identityAfter {
      state[keyPath: self.toPresentationState].mountedIdentity = identityAfter
    }
    return effects
  }

  private func identity(in state: Base.State) -> NavigationIdentity? {
    state[keyPath: self.toPresentationState].wrappedValue.map(NavigationIdentity.init)
  }

  private func namespace(_ identity: NavigationIdentity) -> ChildNamespace {
    ChildNamespace(path: self.toPresentationState, identity: identity)
  }
}

/// State presented without a reducer of its own, such as `AlertState`: any of its actions
/// dismisses it.
public protocol _EphemeralState<Action> {
  /// The actions the state's buttons send.
  associatedtype Action
}

/// The ephemeral type of the state, or of the case an enum state is in, if it is ephemeral.
func ephemeralType<State>(of state: State) -> (any _EphemeralState.Type)? {
  if let type = State.self as? any _EphemeralState.Type { return type }
  guard let metadata = EnumMetadata(State.self) else { return nil }
  return metadata.associatedValueType(forTag: metadata.tag(of: state))
    as? any _EphemeralState.Type
}

/// Whether the state, or the case an enum state is in, is ephemeral.
func isEphemeral<State>(_ state: State) -> Bool {
  ephemeralType(of: state) != nil
}

extension _EphemeralState {
  /// Whether an action is one of this state's buttons' actions: of its action type, or an enum
  /// action whose case holds one (as `Destination.Action.alert(Alert)`).
  static func canSend<SentAction>(_ action: SentAction) -> Bool {
    if SentAction.self == Action.self { return true }
    guard let metadata = EnumMetadata(SentAction.self) else { return false }
    return metadata.associatedValueType(forTag: metadata.tag(of: action)) == Action.self
  }
}
