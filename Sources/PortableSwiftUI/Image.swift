import Foundation

/// A picture: SwiftUI's `Image`. On Linux an image is its name: renderers map SF Symbol names
/// to glyphs they can show.
public struct Image: Hashable, Sendable {
  let name: String
  let isSystem: Bool
  var attributes: [ViewNode.Attribute] = []

  /// A system symbol by name, such as `"star.fill"`.
  public init(systemName: String) {
    name = systemName
    isSystem = true
  }

  /// An image from the app's assets by name.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
    isSystem = false
  }

  /// An image that assistive technologies skip.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.name = name
    isSystem = false
  }

  var glyphName: String { name }

  /// How an image fills a frame.
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }
  /// Whether an image draws its own colours or the foreground's.
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
  /// The scale of a symbol.
  public enum Scale: Hashable, Sendable { case small, medium, large }

  /// An image that resizes to its frame.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  {
    var image = self
    image.attributes.append(.init("resizable", "true"))
    return image
  }

  /// An image drawn in `renderingMode`.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var image = self
    image.attributes.append(.init("renderingMode", "\(renderingMode.map { "\($0)" } ?? "nil")"))
    return image
  }

}

extension Image: View, _PrimitiveView {
  public typealias Body = Never

  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [resolver.node("Image", [.init(isSystem ? "systemName" : "name", name)] + attributes)]
  }
}
