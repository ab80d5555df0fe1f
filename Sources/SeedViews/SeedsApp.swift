import ComposableArchitecture
import SwiftUI

/// The seeds' views in one app, as a SwiftUI app hosts them: a list that pushes each.
struct SeedsApp: App {
  var body: some Scene {
    WindowGroup {
      SeedsRootView()
    }
  }
}

/// The list of the seeds' views.
struct SeedsRootView: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Reset button (seed 000)") {
          TimerViewComponents.ResetButton(
            store: Store(initialState: TimerFeature.State()) { TimerFeature() })
        }
        NavigationLink("Refreshable (seed 001)") {
          RefreshableView(store: Store(initialState: Refreshable.State()) { Refreshable() })
        }
        NavigationLink("Long-living effects (seed 004)") {
          LongLivingEffectsView(
            store: Store(initialState: LongLivingEffects.State()) { LongLivingEffects() })
        }
      }
      .navigationTitle("Seeds")
    }
  }
}
