import ComposableArchitecture

/// Seed 004: counts screenshots while its screen is shown. The view starts the counting with
/// `.task { await store.send(.task).finish() }`, so it stops when another screen is pushed
/// over this one (`detail`) and starts again on coming back.
///
/// ```swift
/// let store = Store(initialState: LongLivingEffects.State()) { LongLivingEffects() }
/// await store.send(.task).finish()  // runs until the view's task is cancelled
/// ```
@Reducer
public struct LongLivingEffects: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var screenshotCount = 0
    /// Whether the second screen is pushed above this one.
    public var isDetailShown = false
    /// Whether new screenshots are being listened for now.
    public var isWatching = false
    /// Why screenshots cannot be watched, if they cannot.
    public var errorMessage: String?

    public init(screenshotCount: Int = 0, isDetailShown: Bool = false) {
      self.screenshotCount = screenshotCount
      self.isDetailShown = isDetailShown
    }
  }

  public enum Action: Equatable, Sendable {
    case detailBackButtonTapped
    case navigateToDetailTapped
    case simulateScreenshotTapped
    case task
    case userDidTakeScreenshotNotification
    case watchFailed(String)
    case watchStarted
  }

  @Dependency(\.screenshots) var screenshots

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .detailBackButtonTapped:
        state.isDetailShown = false
        return .none
      case .navigateToDetailTapped:
        state.isDetailShown = true
        state.isWatching = false
        return .none
      case .simulateScreenshotTapped:
        return .run { _ in await self.screenshots.simulate() }
      case .task:
        state.errorMessage = nil
        state.isWatching = false
        return .run { send in
          let notifications = try await self.screenshots.notifications()
          await send(.watchStarted)
          for await _ in notifications {
            await send(.userDidTakeScreenshotNotification)
          }
        } catch: { error, send in
          await send(.watchFailed("\(error)"))
        }
      case .userDidTakeScreenshotNotification:
        state.screenshotCount += 1
        return .none
      case .watchFailed(let message):
        state.errorMessage = message
        state.isWatching = false
        return .none
      case .watchStarted:
        state.isWatching = true
        return .none
      }
    }
  }
}
