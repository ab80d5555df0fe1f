import CaseStudiesCore
import ComposableArchitecture
import SwiftUI

/// The list of case studies, a list box whose selection is the store's: ↑/↓ or j/k move, Enter
/// or a click on a row opens one, and so does its number key.
struct MenuView: View {
  @Bindable var store: StoreOf<CaseStudiesApp>

  /// The menu's keys, for its key line and its help.
  static let keys = [
    KeyHint("↑↓", "move"), KeyHint("Enter", "open"), KeyHint("1-5", "open"), KeyHint.help,
    KeyHint.quit,
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Choose a case study:").bold()
      List(selection: $store.menuSelection.sending(\.menuSelectionChanged)) {
        ForEach(CaseStudy.allCases, id: \.self) { study in
          Text("\(study.key) \(study.title) — \(study.summary)")
            .onTapGesture { store.send(.menuItemSelected(study)) }
        }
      }
    }
    .onKeyPress { press in handle(press) ? .handled : .ignored }
  }

  private func handle(_ press: KeyPress) -> Bool {
    guard press.modifiers.subtracting(.shift).isEmpty else { return false }
    switch press.key {
    case .upArrow, "k": move(by: -1)
    case .downArrow, "j": move(by: 1)
    case .return:
      guard let study = store.menuSelection else { return false }
      store.send(.menuItemSelected(study))
    default:
      guard let study = CaseStudy.allCases.first(where: { KeyEquivalent($0.key) == press.key })
      else { return false }
      store.send(.menuItemSelected(study))
    }
    return true
  }

  private func move(by offset: Int) {
    let studies = CaseStudy.allCases
    let index = store.menuSelection.flatMap { studies.firstIndex(of: $0) } ?? 0
    let next = min(max(index + offset, 0), studies.count - 1)
    store.send(.menuSelectionChanged(studies[next]))
  }
}
