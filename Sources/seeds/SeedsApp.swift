import SeedViews
import SwiftUI

/// The seeds' views in one app, written as a SwiftUI app is: `swift run seeds` shows it in the
/// terminal (this target depends on TerminalUI, which `App.main()` finds at launch).
@main
struct SeedsApp: App {
  var body: some Scene {
    WindowGroup {
      SeedsRootView()
    }
  }
}
