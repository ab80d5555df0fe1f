/// The terminal style a SwiftUI text or modifier node asks for: fonts that stand out as bold,
/// captions as dim, colours by name.
enum TextStyle {
  static func style(of node: ViewNode) -> Style {
    var style = Style()
    func isActive(_ name: String) -> Bool {
      node.kind == name ? node[attribute: "isActive"] != "false" : node[attribute: name] == "true"
    }
    if isActive("bold") { style.attributes.insert(.bold) }
    if isActive("italic") { style.attributes.insert(.italic) }
    if isActive("underline") { style.attributes.insert(.underline) }
    if isActive("strikethrough") { style.attributes.insert(.strikethrough) }
    // Inverted colours are the terminal's reverse video, which stays without colour (NO_COLOR).
    if node.kind == "colorInvert" { style.attributes.insert(.reverse) }
    if let font = node[attribute: "font"] {
      if ["largeTitle", "title", "title2", "title3", "headline"].contains(where: font.hasPrefix) {
        style.attributes.insert(.bold)
      } else if ["caption", "caption2", "footnote"].contains(where: font.hasPrefix) {
        style.attributes.insert(.dim)
      }
    }
    if let weight = node[attribute: "weight"] ?? node[attribute: "fontWeight"],
      ["semibold", "bold", "heavy", "black"].contains(weight)
    {
      style.attributes.insert(.bold)
    }
    let colour =
      node[attribute: "color"] ?? node[attribute: "foregroundColor"]
      ?? node[attribute: "style"] ?? node[attribute: "foregroundStyle"]
    if node.kind == "background" || node.kind == "tint" {
      if node.kind == "background", let name = node[attribute: "style"], let color = color(name) {
        style.background = color
      }
    } else if let colour {
      if ["secondary", "tertiary", "quaternary", "gray"].contains(colour) {
        style.attributes.insert(.dim)
      } else if let color = color(colour) {
        style.foreground = color
      }
    }
    return style
  }

  /// A terminal colour for a SwiftUI colour's description: the nearest of the eight named
  /// ones, or the colour itself for `#rrggbb`.
  static func color(_ description: String) -> Color? {
    let name = description.split(separator: ".").first.map(String.init) ?? description
    switch name {
    case "red": return .red
    case "orange", "yellow", "brown": return .yellow
    case "green", "mint": return .green
    case "teal", "cyan": return .cyan
    case "blue", "indigo", "accentColor": return .blue
    case "purple", "pink": return .magenta
    case "black": return .black
    case "white": return .white
    case "gray", "grey": return .gray
    default: break
    }
    guard description.hasPrefix("#"), description.count >= 7,
      let value = UInt32(description.dropFirst().prefix(6), radix: 16)
    else { return nil }
    return .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
  }
}
