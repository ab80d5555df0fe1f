import ComposableArchitecture
import SeedViews

/// The case studies app: a menu, and the case study presented above it. Leaving a case study
/// dismisses `destination`, which cancels every effect it started.
///
/// Seeds 001 and 004 run as the seeds write them (SeedViews' `Refreshable` and
/// `LongLivingEffects`), with the app's clients; what the seeds leave out is added here, around
/// them: a failed fact is shown in an alert, and a screenshot can be simulated.
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
    /// Why the number fact could not be fetched (seed 001 leaves "error handling" to its app).
    @Presents public var alert: AlertState<Never>?
    /// The case study highlighted on the menu.
    public var menuSelection: CaseStudy?

    public init(destination: Destination.State? = nil, menuSelection: CaseStudy? = .refreshable) {
      self.destination = destination
      self.menuSelection = menuSelection
    }
  }

  public enum Action: Sendable {
    case alert(PresentationAction<Never>)
    case backButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case menuItemSelected(CaseStudy)
    case menuSelectionChanged(CaseStudy?)
    /// Seed 004's screen has no way to take a screenshot in a terminal: this stands for one.
    case simulateScreenshotTapped
  }

  @Dependency(\.screenshots) var screenshots

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none
      case .backButtonTapped:
        state.destination = nil
        return .none
      case .destination(.presented(.refreshable(.factResponse(.failure(let error))))):
        state.alert = AlertState {
          TextState("No fact this time")
        } message: {
          TextState("\(error)")
        }
        return .none
      case .destination:
        return .none
      case .menuItemSelected(let study):
        state.destination = Destination.State(study)
        return .none
      case .menuSelectionChanged(let study):
        state.menuSelection = study
        return .none
      case .simulateScreenshotTapped:
        return .run { _ in await screenshots.simulate() }
      }
    }
    .ifLet(\.$destination, action: \.destination) {
      Destination.body.transformDependency(\.self) { dependencies in
        // The seeds' features ask the seeds' clients; here they get the app's.
        let fact = dependencies.factClient
        dependencies.seedFactFetch = { try await fact.fetch($0) }
        let screenshots = dependencies.screenshots
        dependencies.seedScreenshots = {
          // The seed's stream cannot fail; a folder that cannot be watched counts nothing.
          (try? await screenshots.notifications()) ?? AsyncStream { $0.finish() }
        }
      }
    }
    .ifLet(\.$alert, action: \.alert)
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
