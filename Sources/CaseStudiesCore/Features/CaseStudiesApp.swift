import ComposableArchitecture

/// The case studies app: a menu, and the case study shown above it. Leaving a case study sets
/// `destination` to `nil`, which cancels every effect it started.
///
/// ```swift
/// let store = Store(initialState: CaseStudiesApp.State()) { CaseStudiesApp() }
/// store.send(.menuItemSelected(.counter))
/// store.send(.backButtonTapped)
/// ```
public struct CaseStudiesApp: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    public var destination: Destination.State?

    public init(destination: Destination.State? = nil) {
      self.destination = destination
    }
  }

  @CasePathable
  public enum Action: Sendable {
    case backButtonTapped
    case destination(Destination.Action)
    case menuItemSelected(CaseStudy)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .backButtonTapped:
        state.destination = nil
        return .none
      case .destination:
        return .none
      case .menuItemSelected(let study):
        state.destination = Destination.State(study)
        return .none
      }
    }
    .ifLet(\.destination, action: \.destination) {
      Destination()
    }
  }

  /// The case study on screen.
  public struct Destination: Reducer, Sendable {
    @CasePathable
    @dynamicMemberLookup
    public enum State: Equatable, Sendable {
      case counter(CounterFeature.State)
      case longLiving(LongLivingEffects.State)
      case refreshable(Refreshable.State)
      case running(RunningFeature.State)

      /// A fresh screen for `study`.
      public init(_ study: CaseStudy) {
        switch study {
        case .counter: self = .counter(CounterFeature.State())
        case .longLiving: self = .longLiving(LongLivingEffects.State())
        case .refreshable: self = .refreshable(Refreshable.State())
        case .running: self = .running(RunningFeature.State())
        }
      }
    }

    @CasePathable
    public enum Action: Sendable {
      case counter(CounterFeature.Action)
      case longLiving(LongLivingEffects.Action)
      case refreshable(Refreshable.Action)
      case running(RunningFeature.Action)
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Scope(state: \Case<State>.counter, action: \.counter) { CounterFeature() }
      Scope(state: \Case<State>.longLiving, action: \.longLiving) { LongLivingEffects() }
      Scope(state: \Case<State>.refreshable, action: \.refreshable) { Refreshable() }
      Scope(state: \Case<State>.running, action: \.running) { RunningFeature() }
    }
  }
}
