import SwiftUI

/// The clock in large digits: five rows of block characters (ten at `scale` 2) in a terminal,
/// large text on a web page (where a screen reader reads it as the time it is).
///
/// ```swift
/// BigDigits("25:00", scale: 2).foregroundColor(.red)
/// ```
public struct BigDigits: View, _PrimitiveView {
  let text: String
  let scale: Int

  public init(_ text: String, scale: Int = 1) {
    self.text = text
    self.scale = max(1, scale)
  }

  public typealias Body = Never

  /// A `BigText` node, which the renderers draw with their own large digits.
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [resolver.node("BigText", [.init("text", text), .init("scale", "\(scale)")])]
  }
}
