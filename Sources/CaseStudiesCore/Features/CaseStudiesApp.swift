import ComposableArchitecture

/// The case studies app: a menu, and the case study presented above it. Leaving a case study
/// dismisses `destination`, which cancels every effect it started.
///
/// ```swift
/// let store = Store(initialState: CaseStudiesApp.State()) { CaseStudiesApp() }
/// store.send(.menuItemSelected(.counter))
/// store.send(.backButtonTapped)
/// ```
@Reducer
public struct CaseStudiesApp: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var destination: Destination.State?
    /// The case study highlighted on the menu.
    public var menuSelection: CaseStudy?

    public init(destination: Destination.State? = nil, menuSelection: CaseStudy? = .refreshable) {
      self.destination = destination
      self.menuSelection = menuSelection
    }
  }

  public enum Action: Sendable {
    case backButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case menuItemSelected(CaseStudy)
    case menuSelectionChanged(CaseStudy?)
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
      case .menuSelectionChanged(let study):
        state.menuSelection = study
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }

  /// The case study on screen.
  @Reducer(state: .equatable, .sendable, action: .sendable)
  public enum Destination {
    case counter(CounterFeature)
    case longLiving(LongLivingEffects)
    case refreshable(Refreshable)
    case running(RunningFeature)
    case shoppingList(ShoppingList)
  }
}

extension CaseStudiesApp.Destination.State {
  /// A fresh screen for `study`.
  public init(_ study: CaseStudy) {
    switch study {
    case .counter: self = .counter(CounterFeature.State())
    case .longLiving: self = .longLiving(LongLivingEffects.State())
    case .refreshable: self = .refreshable(Refreshable.State())
    case .running: self = .running(RunningFeature.State())
    case .shoppingList: self = .shoppingList(ShoppingList.State())
    }
  }
}
