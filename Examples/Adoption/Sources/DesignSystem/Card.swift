import SwiftUI

/// A view-only module, as a design system is: it imports SwiftUI alone, and on Linux names
/// Composable's `SwiftUI` product and the `SwiftUIImports` plugin (see Package.swift).
public struct Card: ViewModifier {
  public init() {}

  public func body(content: Content) -> some View {
    content
      .padding()
      .background(Color.gray.opacity(0.2))
  }
}

extension View {
  /// This view on a card.
  public func cardStyle() -> some View { modifier(Card()) }
}
