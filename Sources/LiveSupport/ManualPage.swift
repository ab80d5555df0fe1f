import Foundation

/// A program's manual page (roff, `man(7)` macros), made from the description of its command
/// line that swift-argument-parser prints with `--experimental-dump-help`.
///
/// It is ours rather than the `generate-manual` plugin's so that the page reads right: a
/// `--[no-]` flag is one entry saying what each form does (the plugin gave `--no-bell` the
/// description of `--bell`), a command that runs without a subcommand shows so in its synopsis
/// (the plugin made a subcommand look required, even where there is none), and characters
/// beyond ASCII, such as the dash of "001–004", are written as roff escapes that every `man`
/// shows.
///
/// ```swift
/// print(try ManualPage.roff(fromDumpHelp: Pomodoro._dumpHelp(), version: AppVersion.current))
/// ```
package enum ManualPage {
  /// The page for the command described by `json`.
  ///
  /// - Parameters:
  ///   - json: The output of `program --experimental-dump-help`.
  ///   - version: The program's version, for the page's footer.
  /// - Throws: `DecodingError` when `json` is not such a description.
  package static func roff(fromDumpHelp json: String, version: String) throws -> String {
    let root = try JSONDecoder().decode(ToolInfo.self, from: Data(json.utf8)).command
    let name = root.commandName
    var page: [String] = [
      ".TH \(quoted(name.uppercased())) 1 \"\" \(quoted("\(name) \(version)")) \"User Commands\"",
      ".SH NAME",
      "\(escape(name)) \\- \(escape(root.abstract ?? ""))",
      ".SH SYNOPSIS",
    ]
    for (index, line) in synopses(of: root, path: [name]).enumerated() {
      if index > 0 { page.append(".br") }
      page.append(line)
    }
    if let discussion = root.discussion, !discussion.isEmpty {
      page.append(".SH DESCRIPTION")
      page += paragraphs(discussion)
    }
    let options = entries(root.arguments ?? [], isRoot: true)
    if !options.isEmpty {
      page.append(".SH OPTIONS")
      page += options
    }
    let commands = visibleSubcommands(of: root)
    if !commands.isEmpty {
      page.append(".SH COMMANDS")
      for command in commands { page += section(command, path: [name]) }
    }
    return page.joined(separator: "\n") + "\n"
  }

  // MARK: - Sections

  /// A subcommand's part of the page: its synopsis, what it does, its options, and its own
  /// subcommands.
  private static func section(_ command: CommandInfo, path: [String]) -> [String] {
    let path = path + [command.commandName]
    var lines = [".SS \(quoted(path.joined(separator: " ")))"]
    if let abstract = command.abstract, !abstract.isEmpty { lines.append(escape(abstract)) }
    if let discussion = command.discussion, !discussion.isEmpty {
      lines.append(".PP")
      lines += paragraphs(discussion)
    }
    let options = entries(command.arguments ?? [], isRoot: false)
    if !options.isEmpty {
      lines.append(".PP")
      lines += options
    }
    for subcommand in visibleSubcommands(of: command) { lines += section(subcommand, path: path) }
    return lines
  }

  /// One synopsis line for the command and one for each subcommand, recursively; the command
  /// alone only when it runs without a subcommand.
  private static func synopses(of command: CommandInfo, path: [String]) -> [String] {
    let subcommands = visibleSubcommands(of: command)
    var lines: [String] = []
    let runsAlone =
      subcommands.isEmpty || command.defaultSubcommand != nil
      || (command.arguments ?? []).contains { $0.shouldDisplay && !isStandard($0) }
    if runsAlone {
      var words = [".B \(escape(path.joined(separator: " ")))"]
      words += usage(command.arguments ?? [])
      lines.append(words.joined(separator: "\n"))
    }
    for subcommand in subcommands {
      lines += synopses(of: subcommand, path: path + [subcommand.commandName])
    }
    return lines
  }

  /// The synopsis words after a command's name: `[options]`, then its positional arguments.
  private static func usage(_ arguments: [ArgumentInfo]) -> [String] {
    let shown = arguments.filter(\.shouldDisplay)
    var words: [String] = []
    if shown.contains(where: { $0.kind != "positional" && !isStandard($0) }) {
      words.append("[\\fIoptions\\fR]")
    }
    for argument in shown where argument.kind == "positional" {
      var word = "\\fI\(escape(argument.valueName ?? "value"))\\fR"
      if argument.isRepeating == true { word += "\\&..." }
      words.append(argument.isOptional == true ? "[\(word)]" : word)
    }
    return words
  }

  /// The `.TP` entries for the arguments to show: `--[no-]` pairs as one entry, and `--help`
  /// and `--version` only for the program itself.
  private static func entries(_ arguments: [ArgumentInfo], isRoot: Bool) -> [String] {
    let shown = arguments.filter { $0.shouldDisplay && (isRoot || !isStandard($0)) }
    var lines: [String] = []
    var index = 0
    while index < shown.count {
      let argument = shown[index]
      var title = names(of: argument)
      var text = escape(argument.abstract ?? "")
      if index + 1 < shown.count, let inverse = inverse(of: argument, in: shown[index + 1]) {
        title += ", " + names(of: shown[index + 1])
        text += (text.isEmpty ? "" : " ") + "\\fB\(escape(inverse))\\fR turns it off."
        index += 1
      }
      if argument.kind == "option", let value = argument.defaultValue, !value.isEmpty,
        !(argument.abstract ?? "").contains("default")
      {
        text += " (default: \(escape(value)))"
      }
      if let discussion = argument.discussion, !discussion.isEmpty {
        text += "\n" + paragraphs(discussion).joined(separator: "\n")
      }
      lines += [".TP", title, text]
      index += 1
    }
    return lines
  }

  /// `--no-bell` when `next` is the inverse of `flag` (`--bell`), as `inversion: .prefixedNo`
  /// gives them: two flags with one description.
  private static func inverse(of flag: ArgumentInfo, in next: ArgumentInfo) -> String? {
    guard flag.kind == "flag", next.kind == "flag",
      let name = flag.names?.first(where: { $0.kind == "long" })?.name,
      let other = next.names?.first(where: { $0.kind == "long" })?.name,
      other == "no-" + name
    else { return nil }
    return "--" + other
  }

  /// An argument's names in bold (`-h, --help`) and its value's name in italics.
  private static func names(of argument: ArgumentInfo) -> String {
    if argument.kind == "positional" {
      return "\\fI\(escape(argument.valueName ?? "value"))\\fR"
    }
    let names = (argument.names ?? []).map { name in
      "\\fB\(escape((name.kind == "long" ? "--" : "-") + name.name))\\fR"
    }
    .joined(separator: ", ")
    guard argument.kind == "option" else { return names }
    return names + " \\fI\(escape(argument.valueName ?? "value"))\\fR"
  }

  /// Whether the argument is `--help` or `--version`, which every command has.
  private static func isStandard(_ argument: ArgumentInfo) -> Bool {
    argument.names?.contains { $0.kind == "long" && ["help", "version"].contains($0.name) }
      ?? false
  }

  /// The subcommands to document: not `help`, which swift-argument-parser adds.
  private static func visibleSubcommands(of command: CommandInfo) -> [CommandInfo] {
    (command.subcommands ?? []).filter {
      $0.shouldDisplay != false && $0.commandName != "help"
    }
  }

  // MARK: - Text

  /// Text in roff: paragraphs separated by `.PP`, each line escaped.
  private static func paragraphs(_ text: String) -> [String] {
    text.components(separatedBy: "\n\n").enumerated().flatMap { index, paragraph in
      (index > 0 ? [".PP"] : [])
        + paragraph.split(separator: "\n", omittingEmptySubsequences: true).map {
          escape(String($0))
        }
    }
  }

  /// A line of text for roff: backslashes and hyphens escaped, a leading `.` or `'` made
  /// literal, and characters beyond ASCII as `\[uXXXX]`, so that every `man` shows them.
  static func escape(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": output += "\\e"
      case "-": output += "\\-"
      case _ where scalar.isASCII: output.unicodeScalars.append(scalar)
      default: output += String(format: "\\[u%04X]", scalar.value)
      }
    }
    if output.hasPrefix(".") || output.hasPrefix("'") { output = "\\&" + output }
    return output
  }

  /// A macro argument in double quotes.
  private static func quoted(_ text: String) -> String {
    "\"" + escape(text).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
  }

  // MARK: - The description swift-argument-parser prints

  private struct ToolInfo: Decodable {
    var command: CommandInfo
  }

  private struct CommandInfo: Decodable {
    var commandName: String
    var abstract: String?
    var discussion: String?
    var shouldDisplay: Bool?
    var defaultSubcommand: String?
    var subcommands: [CommandInfo]?
    var arguments: [ArgumentInfo]?
  }

  private struct ArgumentInfo: Decodable {
    struct Name: Decodable {
      var kind: String
      var name: String
    }
    var kind: String
    var names: [Name]?
    var valueName: String?
    var abstract: String?
    var discussion: String?
    var defaultValue: String?
    var isOptional: Bool?
    var isRepeating: Bool?
    var shouldDisplay: Bool
  }
}
