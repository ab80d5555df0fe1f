import SwiftUI

import struct PomodoroTUI.TimerCommand
import enum TerminalUI.DisplayWidth

/// The list `?` opens: each key that works now and what it does, in as many columns as the
/// screen needs to show them all, boxed, with how to close it.
///
/// ```swift
/// KeysHelp(commands: TimerKeyMap.commands(for: state), width: 80, height: 24)
/// ```
struct KeysHelp: View {
  let commands: [TimerCommand]
  /// The screen's size in cells, which the box must fit.
  let width: Int
  let height: Int

  static let closing = "esc or ? closes"
  static let gap = 3

  var body: some View {
    // The border and a blank column inside it (the box may then take the whole width); a row
    // of margin, the border's two and the closing line.
    let columns = Self.columns(commands, width: width - 4, height: height - 5)
    GroupBox {
      VStack(alignment: .leading, spacing: 0) {
        HStack(alignment: .top, spacing: Cells.width(Self.gap)) {
          ForEach(Array(columns.enumerated()), id: \.offset) { _, column in
            keyColumn(column)
          }
        }
        Text(Self.closing).foregroundStyle(.secondary)
      }
    } label: {
      Text("Keys")
    }
    .fixedSize()
  }

  private func keyColumn(_ column: [TimerCommand]) -> some View {
    let keyWidth = column.map { DisplayWidth.of($0.keyName) }.max() ?? 0
    return VStack(alignment: .leading, spacing: 0) {
      ForEach(Array(column.enumerated()), id: \.offset) { _, command in
        HStack(spacing: 0) {
          Text(command.keyName).bold()
          Text(
            String(repeating: " ", count: keyWidth - DisplayWidth.of(command.keyName) + 2)
              + command.title)
        }
      }
    }
  }

  /// The commands in the fewest columns whose rows fit `height`, as long as they fit `width`.
  static func columns(_ commands: [TimerCommand], width: Int, height: Int) -> [[TimerCommand]] {
    guard !commands.isEmpty else { return [] }
    var best = [commands]
    for count in 1...commands.count {
      let rows = (commands.count + count - 1) / count
      let columns = stride(from: 0, to: commands.count, by: rows).map {
        Array(commands[$0..<min($0 + rows, commands.count)])
      }
      guard Self.width(of: columns) <= width else { break }
      best = columns
      if rows <= height { break }
    }
    return best
  }

  /// The cells `columns` take across.
  static func width(of columns: [[TimerCommand]]) -> Int {
    let content = columns.map { column in
      let key = column.map { DisplayWidth.of($0.keyName) }.max() ?? 0
      return column.map { key + 2 + DisplayWidth.of($0.title) }.max() ?? 0
    }
    .reduce(0, +)
    return max(content + gap * max(0, columns.count - 1), DisplayWidth.of(closing))
  }
}
