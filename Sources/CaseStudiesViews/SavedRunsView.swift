import CaseStudiesCore
import Foundation
import SwiftUI

/// The saved runs, newest first (the ten latest), in a column of fixed width.
public struct SavedRunsView: View {
  /// Wide enough for the longest row, about 30 characters.
  public static let width: CGFloat = 240

  let runs: [RunRecord]

  public init(runs: [RunRecord]) {
    self.runs = runs
  }

  public var body: some View {
    VStack(alignment: .leading) {
      Text("Saved runs")
        .bold()
      if runs.isEmpty {
        Text("none yet")
          .foregroundStyle(.secondary)
      }
      ForEach(runs.prefix(10)) { run in
        Text(
          "\(Self.format(run.start))  \(RunMath.formatDistance(run.distance))  "
            + RunMath.formatElapsed(run.duration))
      }
    }
    .frame(width: Self.width, alignment: .topLeading)
  }

  static func format(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "MM-dd HH:mm"
    return formatter.string(from: date)
  }
}
