import CaseStudiesCore
import ComposableArchitecture
import TerminalUI

/// The whole app on screen: the menu, or the case study chosen from it.
///
/// ```swift
/// let store = Store(initialState: CaseStudiesApp.State()) { CaseStudiesApp() }
/// let info = CaseStudiesView.SourceInfo(screenshots: "~/Pictures/Screenshots", location: "GPX")
/// let activity = RefreshActivity()
/// try await TerminalApp {
///   CaseStudiesView(store: store, refreshActivity: activity, sources: info)
/// }.run()
/// ```
public struct CaseStudiesView: View {
  let store: StoreOf<CaseStudiesApp>
  let refreshActivity: RefreshActivity
  let sources: SourceInfo

  /// What the live clients read, shown on the screens that use them.
  public struct SourceInfo: Sendable {
    public var screenshots: String
    public var location: String

    public init(screenshots: String, location: String) {
      self.screenshots = screenshots
      self.location = location
    }
  }

  public init(
    store: StoreOf<CaseStudiesApp>, refreshActivity: RefreshActivity, sources: SourceInfo
  ) {
    self.store = store
    self.refreshActivity = refreshActivity
    self.sources = sources
  }

  public var body: some View {
    ScreenSizeReader { size in screen(height: size.height) }
  }

  private func screen(height: Int) -> some View {
    // The screen fills the box, so that a map or a list can take the rooms it leaves.
    content
      .frame(maxHeight: .infinity, alignment: .topLeading)
      // As wide as the terminal, so that the box does not change size with its content.
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(.horizontal, 1)
      .border(.rounded, title: title)
      .onKey(.escape) { store.send(.backButtonTapped) }
      .onKey("q") { TerminalApp.quit() }
      .keyHelp(keys(screenHeight: height))
  }

  /// The keys of the screen shown, as its key line lists them.
  private func keys(screenHeight: Int) -> [KeyBinding] {
    guard let destination = store.scope(state: \.destination, action: \.destination.presented)
    else { return MenuView.keys }
    switch destination.case {
    case .counter(let store): return CounterScreen(store: store).keys
    case .longLiving(let store): return LongLivingEffectsView(store: store, source: "").keys
    case .refreshable(let store):
      return RefreshableView(store: store, activity: refreshActivity).keys
    case .running(let store): return RunningScreen.keys(store: store, screenHeight: screenHeight)
    case .shoppingList(let store): return ShoppingListScreen(store: store).keys
    }
  }

  private var title: String {
    switch store.destination {
    case nil: "Case studies"
    case .counter: "Counter and timer"
    case .longLiving: "Long-living effects"
    case .refreshable: "Number fact"
    case .running: "Running tracker"
    case .shoppingList: "Shopping list"
    }
  }

  @ViewBuilder
  private var content: some View {
    if let destination = store.scope(state: \.destination, action: \.destination.presented) {
      switch destination.case {
      case .counter(let store):
        CounterScreen(store: store)
      case .longLiving(let store):
        LongLivingEffectsView(store: store, source: sources.screenshots)
      case .refreshable(let store):
        RefreshableView(store: store, activity: refreshActivity)
      case .running(let store):
        RunningScreen(store: store, source: sources.location)
      case .shoppingList(let store):
        ShoppingListScreen(store: store)
      }
    } else {
      MenuView(store: store)
    }
  }
}
