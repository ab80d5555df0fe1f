import CaseStudiesCore
import ComposableArchitecture
import TerminalUI

/// The list of case studies; each opens with its number key or a click.
struct MenuView: View {
  let store: StoreOf<CaseStudiesApp>

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("Choose a case study:").bold()
      VStack(alignment: .leading) {
        ForEach(CaseStudy.allCases, id: \.self) { study in
          HStack(spacing: 1) {
            Button("\(study.key)", key: .character(study.key)) {
              store.send(.menuItemSelected(study))
            }
            Text(study.title).bold()
            Text("— \(study.summary)").dim()
          }
        }
      }
      Text("1-4 open a case study · Esc goes back · q quits").dim()
    }
  }
}
