import SwiftUI

/// What a case study shows, folded under "About this case study".
struct AboutView: View {
  let readMe: String

  var body: some View {
    DisclosureGroup("About this case study") {
      Text(readMe)
    }
  }
}
