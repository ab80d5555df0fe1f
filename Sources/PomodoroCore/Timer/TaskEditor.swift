import Foundation

/// The task being typed after `n`, with the length editor's behaviour: it opens showing the
/// current task, which the first character typed replaces (Backspace edits it instead).
///
/// ```swift
/// var editor = TaskEditor(task: "Write report")
/// editor.type("R")   // "R", not "Write reportR"
/// editor.task        // "R"
/// ```
public struct TaskEditor: Equatable, Sendable {
  /// The longest task kept, in characters: it has to fit a status bar.
  public static let maxLength = 60

  /// The task as typed.
  public var text: String
  /// Whether `text` is still the task the editor opened with, which typing replaces.
  public var isPrefilled: Bool

  /// An editor showing `task` (empty when there is none), to be replaced by what is typed.
  public init(task: String?) {
    self.text = task ?? ""
    self.isPrefilled = true
  }

  /// Adds the printable characters of `input` (control characters are dropped), replacing a
  /// pre-filled task.
  public mutating func type(_ input: String) {
    let printable = Self.printable(input)
    guard !printable.isEmpty else { return }
    text = String(((isPrefilled ? "" : text) + printable).prefix(Self.maxLength))
    isPrefilled = false
  }

  /// Takes the whole text of a text field editing the task: text added after the task shown
  /// is typed (replacing a pre-filled task); any other change is kept as it is, printable
  /// characters only.
  public mutating func edit(to field: String) {
    if field.count > text.count, field.hasPrefix(text) {
      type(String(field.dropFirst(text.count)))
      return
    }
    text = String(Self.printable(field).prefix(Self.maxLength))
    isPrefilled = false
  }

  private static func printable(_ input: String) -> String {
    input.removingControlCharacters
  }

  /// Removes the last character.
  public mutating func deleteBackward() {
    text = String(text.dropLast())
    isPrefilled = false
  }

  /// The task typed, trimmed; `nil` when blank (no task).
  public var task: String? { Self.normalized(text) }

  /// `text` without control characters (a terminal would obey them wherever the task is
  /// printed) and surrounding spaces, at most `maxLength` characters; `nil` when blank. The
  /// rule for `--task` and the editor.
  ///
  /// ```swift
  /// TaskEditor.normalized("  Write report ")  // "Write report"
  /// TaskEditor.normalized("Report\u{1B}]0;x\u{7}")  // "Report]0;x"
  /// ```
  public static func normalized(_ text: String) -> String? {
    let trimmed = text.removingControlCharacters.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : String(trimmed.prefix(maxLength))
  }
}
