import SwiftUI

/// The line of a screen's keys under it, dim, wrapped between hints so that none is cut.
struct KeyLine: View {
  let hints: [KeyHint]
  /// The columns the line may take.
  let width: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(Array(KeyHint.lines(hints, width: width).enumerated()), id: \.offset) { _, line in
        Text(line).foregroundStyle(.secondary)
      }
    }
  }
}
