// Seed 004 (Effects-LongLiving), as the seed writes it.
import ComposableArchitecture
import SwiftUI

private let readMe = """
  This application demonstrates how to handle long-living effects, for example notifications \
  from Notification Center, and how to tie an effect's lifetime to the lifetime of the view.

  Run this application in the simulator, and take a few screenshots by going to \
  *Device › Screenshot* in the menu, and observe that the UI counts the number of times that \
  happens.

  Then, navigate to another screen and take screenshots there, and observe that this screen does \
  *not* count those screenshots. The notifications effect is automatically cancelled when \
  leaving the screen, and restarted when entering the screen.
  """

@Reducer
public struct LongLivingEffects: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var screenshotCount: Int = 0

    public init(screenshotCount: Int = 0) {
      self.screenshotCount = screenshotCount
    }
  }

  public enum Action: Sendable {
    case task
    case userDidTaskScreenshotNotification
  }

  @Dependency(\.screenshots) var screenshots

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .task:
        // 뷰가 나타나면, 스크린샷을 찍을 때마다 Effect를 통해 알림을 보냅니다.
        return .run { send in
          for await _ in await self.screenshots() {
            await send(.userDidTaskScreenshotNotification)
          }
        }

      case .userDidTaskScreenshotNotification:
        state.screenshotCount += 1
        return .none
      }
    }
  }
}

public struct LongLivingEffectsView: View {
  let store: StoreOf<LongLivingEffects>

  public init(store: StoreOf<LongLivingEffects>) {
    self.store = store
  }

  public var body: some View {
    Form {
      Section {
        AboutView(readMe: readMe)
      }

      Text("A screenshot of this screen has been taken \(store.screenshotCount) times.")

      Section {
        NavigationLink {
          detailView
        } label: {
          Text("Navigate to anhoter screen.")
        }
      }
    }
    .navigationTitle("Long-living effects")
    .task { await store.send(.task).finish() }
  }

  var detailView: some View {
    Text(
      """
      Take a screenshot of this screen a few times, and then go back to the previous screen to see \
      that those screenshots were not counted.
      """
    )
    .padding(.horizontal, 64)
    .navigationBarTitleDisplayMode(.inline)
  }
}

extension DependencyValues {
  var screenshots: @Sendable () async -> any AsyncSequence<Void, Never> {
    get { self[ScreenshotsKey.self] }
    set { self[ScreenshotsKey.self] = newValue }
  }
}

private enum ScreenshotsKey: DependencyKey {
  static let liveValue: @Sendable () async -> any AsyncSequence<Void, Never> = {
    NotificationCenter.default
      .notifications(named: UIApplication.userDidTakeScreenshotNotification)
      .map { _ in }
  }
}
