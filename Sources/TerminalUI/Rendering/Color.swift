/// A terminal colour: the terminal's default, one of the 16 named colours, a 256-colour palette
/// index, or a 24-bit RGB value.
///
/// ```swift
/// Text("error").foregroundColor(.red)
/// Text("sky").foregroundColor(.rgb(135, 206, 235))
/// Text("grey").backgroundColor(.palette(240))
/// ```
public struct Color: Hashable, Sendable {
  // Packed into one word so that comparing cells while diffing frames stays cheap:
  // the top byte is the kind, the low three bytes the value.
  let raw: UInt32

  enum Kind: UInt32 {
    case `default` = 0
    case named = 1
    case palette = 2
    case rgb = 3
  }

  var kind: Kind { Kind(rawValue: raw >> 24) ?? .default }
  var low: UInt8 { UInt8(truncatingIfNeeded: raw) }
  var components: (red: UInt8, green: UInt8, blue: UInt8) {
    (UInt8(truncatingIfNeeded: raw >> 16), UInt8(truncatingIfNeeded: raw >> 8), low)
  }

  init(raw: UInt32) { self.raw = raw }

  /// The terminal's own foreground or background colour.
  public static let `default` = Color(raw: 0)

  /// One of the 16 colours every terminal has (0–7 normal, 8–15 bright).
  public static func named(_ index: UInt8) -> Color {
    Color(raw: Kind.named.rawValue << 24 | UInt32(index & 15))
  }

  /// An index into the 256-colour palette.
  public static func palette(_ index: UInt8) -> Color {
    Color(raw: Kind.palette.rawValue << 24 | UInt32(index))
  }

  /// A 24-bit colour (drawn as the nearest palette colour on terminals without true colour).
  public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Color {
    Color(raw: Kind.rgb.rawValue << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue))
  }

  /// Black: named colour 0, as the terminal's theme draws it.
  public static let black = named(0)
  /// Red: named colour 1, as the terminal's theme draws it.
  public static let red = named(1)
  /// Green: named colour 2, as the terminal's theme draws it.
  public static let green = named(2)
  /// Yellow: named colour 3, as the terminal's theme draws it.
  public static let yellow = named(3)
  /// Blue: named colour 4, as the terminal's theme draws it.
  public static let blue = named(4)
  /// Magenta: named colour 5, as the terminal's theme draws it.
  public static let magenta = named(5)
  /// Cyan: named colour 6, as the terminal's theme draws it.
  public static let cyan = named(6)
  /// White (often light grey): named colour 7, as the terminal's theme draws it.
  public static let white = named(7)
  /// Gray (bright black): named colour 8, as the terminal's theme draws it.
  public static let gray = named(8)
  /// Bright red: named colour 9, as the terminal's theme draws it.
  public static let brightRed = named(9)
  /// Bright green: named colour 10, as the terminal's theme draws it.
  public static let brightGreen = named(10)
  /// Bright yellow: named colour 11, as the terminal's theme draws it.
  public static let brightYellow = named(11)
  /// Bright blue: named colour 12, as the terminal's theme draws it.
  public static let brightBlue = named(12)
  /// Bright magenta: named colour 13, as the terminal's theme draws it.
  public static let brightMagenta = named(13)
  /// Bright cyan: named colour 14, as the terminal's theme draws it.
  public static let brightCyan = named(14)
  /// Bright white: named colour 15, as the terminal's theme draws it.
  public static let brightWhite = named(15)

  /// The nearest index in the 256-colour palette's 6×6×6 cube or grey ramp.
  var nearestPaletteIndex: UInt8 {
    let (r, g, b) = components
    if r == g && g == b {
      if r < 8 { return 16 }
      if r > 248 { return 231 }
      // Typed steps: as one expression of literals, this took the type checker 0.4–1.2 s.
      let step: Int = (Int(r) - 8) * 24 / 241
      return UInt8(232 + step)
    }
    func level(_ v: UInt8) -> Int {
      if v < 48 { return 0 }
      if v < 115 { return 1 }
      return (Int(v) - 35) / 40
    }
    let red: Int = 36 * level(r)
    let green: Int = 6 * level(g)
    return UInt8(16 + red + green + level(b))
  }
}
