import CaseStudiesCore
import ComposableArchitecture
import TerminalUI

/// The list of case studies: ↑/↓ or j/k move, Enter or a click on a row opens one, and so does
/// its number key.
struct MenuView: View {
  let store: StoreOf<CaseStudiesApp>

  /// The menu's keys, for its key line and its help.
  static let keys = [
    KeyBinding("move", keys: KeyPress(.up), KeyPress(.down), "k", "j", label: "↑↓"),
    KeyBinding("open", keys: KeyPress(.enter), label: "Enter"),
    KeyBinding("open", keys: "1", "2", "3", "4", "5", label: "1-5"),
    KeyBinding("help", keys: "?"),
    KeyBinding("quit", keys: "q"),
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("Choose a case study:").bold()
      List(
        CaseStudy.allCases, id: \.self,
        selection: Binding(
          get: { store.menuSelection }, set: { store.send(.menuSelectionChanged($0)) })
      ) { study in
        Text("\(study.key) ") + Text(study.title).bold() + Text(" — \(study.summary)").dim()
      } primaryAction: { study in
        store.send(.menuItemSelected(study))
      }
      KeyHints(Self.keys)
    }
    .onKeyPress { press in
      guard press.modifiers.isEmpty, case .character(let key) = press.key,
        let study = CaseStudy.allCases.first(where: { $0.key == key })
      else { return false }
      store.send(.menuItemSelected(study))
      return true
    }
  }
}
