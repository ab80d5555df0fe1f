import SwiftUI

import enum TerminalUI.DisplayWidth

/// The list `?` opens (in a sheet, over the screen): each key the screen takes now and what it
/// does, and how to close the list. It scrolls (↑↓, the wheel) when the screen is too short.
struct KeysHelp: View {
  let hints: [KeyHint]

  static let closing = "Esc or ? closes"

  var body: some View {
    let keyWidth = hints.map { DisplayWidth.of($0.key) }.max() ?? 0
    ScrollView {
      list(keyWidth: keyWidth)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
  }

  private func list(keyWidth: Int) -> some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Keys").bold()
      VStack(alignment: .leading, spacing: 0) {
        ForEach(Array(hints.enumerated()), id: \.offset) { _, hint in
          HStack(spacing: 0) {
            Text(hint.key).bold()
            Text(
              String(repeating: " ", count: keyWidth - DisplayWidth.of(hint.key) + 2) + hint.title)
          }
        }
      }
      Text(Self.closing).foregroundStyle(.secondary)
    }
  }
}
