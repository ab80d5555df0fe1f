/// The focus length being typed after `t`: it opens showing the current minutes, which the
/// first digit typed replaces (Backspace edits them instead), and keeps the reason a value
/// was refused until the next key.
///
/// ```swift
/// var editor = DurationEditor(minutes: 25)
/// editor.type("5")   // "5", not "255"
/// editor.minutes     // 5
/// ```
public struct DurationEditor: Equatable, Sendable {
  /// The most digits a length can have (the longest allowed is 600 minutes).
  static let maxDigits = 3

  /// Which length is typed: the focus session's (in stand-by) or the next break's.
  public enum Length: Equatable, Sendable {
    case focus, shortBreak, longBreak

    /// "Focus length", "Short break length", "Long break length".
    public var name: String {
      switch self {
      case .focus: "Focus length"
      case .shortBreak: "Short break length"
      case .longBreak: "Long break length"
      }
    }
  }

  /// Which length is typed.
  public var length: Length

  /// The minutes as typed.
  public var text: String
  /// Whether `text` is still the length the editor opened with, which typing replaces.
  public var isPrefilled: Bool
  /// Why the last confirmed value was refused, if it was.
  public var problem: String?

  /// An editor showing `minutes`, to be replaced by what is typed; empty for a length under a
  /// minute, which has no minutes to show.
  public init(minutes: Int, length: Length = .focus) {
    self.length = length
    self.text = minutes > 0 ? String(minutes) : ""
    self.isPrefilled = true
    self.problem = nil
  }

  /// An editor with `text` as typed so far.
  public init(
    text: String, isPrefilled: Bool = false, problem: String? = nil, length: Length = .focus
  ) {
    self.length = length
    self.text = text
    self.isPrefilled = isPrefilled
    self.problem = problem
  }

  /// Adds the digits of `input` (other characters are ignored), replacing a pre-filled value.
  /// Digits past `maxDigits` are refused with a word, never pushing out the first ones.
  public mutating func type(_ input: String) {
    let digits = input.filter(\.isASCII).filter(\.isWholeNumber)
    guard !digits.isEmpty else { return }
    let kept = isPrefilled ? "" : text
    let room = max(0, Self.maxDigits - kept.count)
    text = kept + digits.prefix(room)
    isPrefilled = false
    problem = digits.count > room ? Self.tooManyDigits : nil
  }

  /// Takes the whole text of a text field editing the minutes: text added after the minutes
  /// shown is typed (replacing a pre-filled value); any other change is kept as it is, digits
  /// only, a digit past `maxDigits` refused with a word.
  public mutating func edit(to field: String) {
    if field.count > text.count, field.hasPrefix(text) {
      type(String(field.dropFirst(text.count)))
      return
    }
    let digits = field.filter(\.isASCII).filter(\.isWholeNumber)
    text = String(digits.prefix(Self.maxDigits))
    isPrefilled = false
    problem = digits.count > Self.maxDigits ? Self.tooManyDigits : nil
  }

  static let tooManyDigits = "A length has at most \(maxDigits) digits (up to 600 minutes)."

  /// Removes the last digit.
  public mutating func deleteBackward() {
    text = String(text.dropLast())
    isPrefilled = false
    problem = nil
  }

  /// The minutes typed, `nil` when nothing is.
  public var minutes: Int? { Int(text) }
}
