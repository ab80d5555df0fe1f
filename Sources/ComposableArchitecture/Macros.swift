/// Makes a struct a ``Reducer``, or an enum of child features a ``CaseReducer``.
///
/// On a struct it adds the `Reducer` conformance, `@CasePathable` to the nested `Action` enum
/// (and `@CasePathable @dynamicMemberLookup` to an enum `State`), and
/// `@ReducerBuilder<Self.State, Self.Action>` to `body`.
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State { var count = 0 }
///   enum Action { case incrementButtonTapped }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// On an enum whose cases hold reducers it generates the `State` and `Action` enums and a
/// `body` that runs the reducer of the current case:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case add(AddFeature)
///   case alert(AlertState<Alert>)  // ephemeral: plain state, no reducer
/// }
/// ```
@attached(
  member,
  names: named(State), named(Action), named(body), named(CaseScope), named(scope),
  named(_prepared)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// Makes an enum of child features a ``CaseReducer`` whose generated `State` and `Action` enums
/// also conform to the given protocols.
///
/// ```swift
/// @Reducer(state: .equatable, .sendable, action: .equatable)
/// enum Destination { case add(AddFeature) }
/// ```
///
/// - Parameters:
///   - state: The protocols the generated `State` enum conforms to.
///   - action: The protocols the generated `Action` enum conforms to.
@attached(
  member,
  names: named(State), named(Action), named(body), named(CaseScope), named(scope),
  named(_prepared)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// A protocol that `@Reducer(state:action:)` adds to the `State` or `Action` it generates.
public struct _SynthesizedConformance: Sendable {
  let name: String

  /// `Codable`.
  public static let codable = Self(name: "Codable")
  /// `Decodable`.
  public static let decodable = Self(name: "Decodable")
  /// `Encodable`.
  public static let encodable = Self(name: "Encodable")
  /// `Equatable`.
  public static let equatable = Self(name: "Equatable")
  /// `Hashable`.
  public static let hashable = Self(name: "Hashable")
  /// `Sendable`.
  public static let sendable = Self(name: "Sendable")
}

/// Marks a case of an `@Reducer` enum as holding plain state (like `AlertState`) rather than a
/// feature: its state case holds the value and its action case the value's action type.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   @ReducerCaseEphemeral
///   case dialog(ConfirmationDialogState<Dialog>)
/// }
/// ```
@attached(peer, names: named(_))
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseEphemeralMacro")

/// Marks a case of an `@Reducer` enum that holds no feature: its state case is kept as written
/// and its action case can never be sent.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   @ReducerCaseIgnored
///   case placeholder
/// }
/// ```
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseIgnoredMacro")

/// Gives an enum case paths that match and build its cases directly. `@Reducer` adds it to a
/// feature's `State` and `Action` enums; the library's operators then extract child actions
/// without going through `Any`.
@attached(member, names: named(_$casePath))
@attached(extension, conformances: _DirectCasePaths)
public macro _DirectCasePaths() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "DirectCasePathsMacro")

/// Makes a state struct or enum observable field by field, with an identity that tells a
/// replaced value from a mutated one.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var count = 0
///   @ObservationStateIgnored var cache: [Int: String] = [:]
/// }
/// // withObservationTracking { _ = store.count } is told about `count` only.
/// ```
///
/// A struct that declares `Codable` (or `Encodable`/`Decodable`) itself gets coding keys, so
/// it encodes `count` rather than its storage `_count`, and not its registrar.
@attached(extension, conformances: Observable, ObservableState)
@attached(
  member,
  names: named(_$id), named(_$observationRegistrar), named(_$willModify), named(_$field),
  named(_$modify), named(_$offset), named(_$didModify), named(_$registrarOffset),
  named(CodingKeys)
)
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")

/// Tracks a stored property of `@ObservableState` state; the macro adds it for you.
///
/// ```swift
/// @ObservationStateTracked var count = 0
/// ```
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateTrackedMacro")

/// Leaves a property of `@ObservableState` state untracked.
///
/// ```swift
/// @ObservationStateIgnored var cache: [Int: String] = [:]
/// ```
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateIgnoredMacro")

/// Holds a presented child feature's optional state in `@ObservableState` state.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// // state.$destination is the PresentationState that navigation reducers scope through.
/// ```
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PresentsMacro")

/// Lets a view with a `store` send view actions directly: `send(.buttonTapped)`.
///
/// ```swift
/// @ViewAction(for: Counter.self)
/// struct CounterView {
///   let store: StoreOf<Counter>
///   func tapped() { send(.incrementButtonTapped) }
/// }
/// ```
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ViewActionMacro")
where R.Action: ViewAction
