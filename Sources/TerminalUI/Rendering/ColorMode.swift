/// How many colours the output may use.
///
/// ```swift
/// let mode = ColorMode.detect(environment: ProcessInfo.processInfo.environment)
/// ```
public enum ColorMode: Hashable, Sendable {
  /// No colours at all (attributes such as bold still apply): what `NO_COLOR` asks for.
  case none
  /// The 256-colour palette; RGB colours are drawn as their nearest palette entry.
  case palette256
  /// 24-bit colour.
  case trueColor

  /// The mode an environment asks for: `NO_COLOR` (any non-empty value) turns colour off,
  /// `COLORTERM=truecolor` or `24bit` turns on 24-bit colour.
  public static func detect(environment: [String: String]) -> ColorMode {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    switch environment["COLORTERM"]?.lowercased() {
    case "truecolor", "24bit": return .trueColor
    default: return .palette256
    }
  }
}
