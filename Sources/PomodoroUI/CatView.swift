import PomodoroCore
import SwiftUI

import enum PomodoroTUI.CatMood

/// The mascot: ASCII art whose mood follows the timer, with a caption.
///
/// ```swift
/// CatView(mood: CatMood(status: .focus, isReacting: false))
/// ```
public struct CatView: View {
  let mood: CatMood

  public init(mood: CatMood) {
    self.mood = mood
  }

  public var body: some View {
    VStack(spacing: 0) {
      Text(mood.art[0])
      Text(mood.art[1]).bold()
      Text(mood.art[2])
      Text(mood.caption).foregroundStyle(.secondary)
    }
  }
}
