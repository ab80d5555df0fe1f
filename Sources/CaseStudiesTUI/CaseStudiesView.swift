import CaseStudiesCore
import ComposableArchitecture
import SwiftUI

import class TerminalUI.TerminalApp

/// The whole app on screen: the menu, or the case study chosen from it, in a box titled with
/// its name, over the line of the keys it takes. `?` lists them, Esc goes back to the menu, q
/// quits.
///
/// ```swift
/// let store = Store(initialState: CaseStudiesApp.State()) { CaseStudiesApp() }
/// let sources = CaseStudiesView.SourceInfo(screenshots: "~/Pictures/Screenshots", location: "GPX")
/// try await TerminalApp(rootView: CaseStudiesView(store: store, sources: sources)).run()
/// ```
public struct CaseStudiesView: View {
  @Bindable var store: StoreOf<CaseStudiesApp>
  let sources: SourceInfo
  @State private var isShowingKeys = false

  /// What the live clients read, shown on the screens that use them.
  public struct SourceInfo: Sendable {
    public var screenshots: String
    public var location: String

    public init(screenshots: String, location: String) {
      self.screenshots = screenshots
      self.location = location
    }
  }

  public init(store: StoreOf<CaseStudiesApp>, sources: SourceInfo) {
    self.store = store
    self.sources = sources
  }

  public var body: some View {
    GeometryReader { proxy in
      let width = Cells.columns(in: proxy.size.width)
      let height = Cells.rows(in: proxy.size.height)
      let hints = keys(screenHeight: height)
      GroupBox {
        VStack(alignment: .leading, spacing: 0) {
          content(screenHeight: height)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
          // Inside the box's border and its blank column each side.
          KeyLine(hints: hints, width: width - 4)
        }
      } label: {
        Text(title)
      }
      .sheet(isPresented: $isShowingKeys) {
        KeysHelp(hints: hints)
          .onKeyPress("?") {
            isShowingKeys = false
            return .handled
          }
      }
      // The screen's keys come first; these are the ones every screen has.
      .onKeyPress { press in
        guard press.modifiers.subtracting(.shift).isEmpty else { return .ignored }
        switch press.key {
        case .escape where store.destination != nil: store.send(.backButtonTapped)
        case "q": TerminalApp.quit()
        case "?": isShowingKeys = true
        default: return .ignored
        }
        return .handled
      }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
  }

  private var title: String {
    switch store.destination {
    case nil: "Case studies"
    case .counter: "Counter and timer"
    case .longLiving: "Long-living effects"
    case .refreshable: "Number fact"
    case .running: "Running tracker"
    // The shopping list's stack shows its own title, and its pushed item's after it.
    case .shoppingList: ""
    }
  }

  /// The keys of the screen shown, as its key line lists them.
  private func keys(screenHeight: Int) -> [KeyHint] {
    guard let destination = store.scope(state: \.destination, action: \.destination.presented)
    else { return MenuView.keys }
    switch destination.case {
    case .counter(let store): return CounterScreen.keys(store)
    case .longLiving: return LongLivingScreen.keys
    case .refreshable: return NumberFactScreen.keys
    case .running(let store): return RunningScreen.keys(store, screenHeight: screenHeight)
    case .shoppingList(let store): return ShoppingListScreen.keys(store)
    }
  }

  @ViewBuilder
  private func content(screenHeight: Int) -> some View {
    if let destination = store.scope(state: \.destination, action: \.destination.presented) {
      switch destination.case {
      case .counter(let store):
        CounterScreen(store: store)
      case .longLiving(let store):
        LongLivingScreen(store: store, source: sources.screenshots) {
          self.store.send(.simulateScreenshotTapped)
        }
      case .refreshable(let store):
        NumberFactScreen(store: store)
      case .running(let store):
        RunningScreen(store: store, source: sources.location, screenHeight: screenHeight)
      case .shoppingList(let store):
        ShoppingListScreen(store: store)
      }
    } else {
      MenuView(store: store)
    }
  }
}
