import ComposableArchitecture
import SwiftUI

/// The list of the seeds' views.
///
/// Each screen's store lives in `@State`, as TCA's case-study root keeps its demos' stores: a
/// body can be evaluated again at any time, and a store made in it would start over.
public struct SeedsRootView: View {
  @State var timer = Store(initialState: TimerFeature.State()) { TimerFeature() }
  @State var refreshable = Store(initialState: Refreshable.State()) { Refreshable() }
  @State var longLivingEffects = Store(initialState: LongLivingEffects.State()) {
    LongLivingEffects()
  }

  /// The list.
  public init() {}

  public var body: some View {
    NavigationStack {
      List {
        NavigationLink("Reset button (seed 000)") {
          TimerViewComponents.ResetButton(store: timer)
        }
        NavigationLink("Refreshable (seed 001)") {
          RefreshableView(store: refreshable)
        }
        NavigationLink("Long-living effects (seed 004)") {
          LongLivingEffectsView(store: longLivingEffects)
        }
      }
      .navigationTitle("Seeds")
    }
  }
}
