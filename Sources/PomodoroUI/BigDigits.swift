import SwiftUI

import struct TerminalUI.BigText

/// The clock in large digits made of block characters, five rows tall (ten at `scale` 2).
///
/// ```swift
/// BigDigits("25:00", scale: 2).foregroundColor(.red)
/// ```
public struct BigDigits: View {
  let rows: [String]

  public init(_ text: String, scale: Int = 1) {
    rows = BigText.rows(text, scale: scale)
  }

  public var body: some View {
    VStack(spacing: 0) {
      ForEach(Array(rows.enumerated()), id: \.offset) { Text($0.element) }
    }
  }
}
