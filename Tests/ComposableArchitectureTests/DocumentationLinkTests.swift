import Foundation
import Testing

// Every relative link in README.md, Docs/ and the DocC catalogs points at a file of the
// repository, and every `#anchor` at a heading of the file it names, so moving a page or
// renaming a heading cannot leave a newcomer with a dead link.
struct DocumentationLinkTests {
  @Test func everyRelativeLinkResolves() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var checked = 0
    for document in try DocumentationSnippetTests.markdownFiles(root: root) {
      let name = String(document.path.dropFirst(root.path.count + 1))
      let text = try String(contentsOf: document, encoding: .utf8)
      for link in Self.links(in: text) where Self.isRelative(link.target) {
        checked += 1
        if let problem = Self.problem(with: link.target, from: document) {
          Issue.record("\(name):\(link.line): the link \(link.target) \(problem)")
        }
      }
    }
    // README.md alone links to several pages; none found would mean the search is broken.
    #expect(checked >= 10)
  }

  @Test func linksAreFoundOutsideCodeAndAnchorsAreGitHubs() {
    let markdown = """
      See [the manual](Docs/Pomodoro.md) and [a part](#the-cycle).

      ```swift
      let a = b[c](d)
      ```

      Not `[code](x.md)`, but [web](https://example.com).
      """
    #expect(
      Self.links(in: markdown).map(\.target) == [
        "Docs/Pomodoro.md", "#the-cycle", "https://example.com",
      ])
    #expect(Self.links(in: markdown).map(\.line) == [1, 1, 7])
    #expect(!Self.isRelative("https://example.com"))
    #expect(Self.isRelative("../README.md#stability"))
    #expect(Self.anchor(of: "The Pomodoro app (`pomodoro`)") == "the-pomodoro-app-pomodoro")
    #expect(
      Self.anchor(of: "1 — Number fact (seed 001, refreshable)")
        == "1--number-fact-seed-001-refreshable")
  }

  /// Why the link does not resolve, or nil when it does.
  private static func problem(with target: String, from document: URL) -> String? {
    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = String(parts[0])
    let file = path.isEmpty ? document : document.deletingLastPathComponent().appending(path: path)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) else {
      return "names a file that does not exist"
    }
    guard parts.count == 2 else { return nil }
    guard !isFolder.boolValue, let text = try? String(contentsOf: file, encoding: .utf8) else {
      return "has an anchor but names no Markdown file"
    }
    let anchors = Set(headings(in: text).map(anchor(of:)))
    return anchors.contains(String(parts[1])) ? nil : "names a heading that does not exist"
  }

  private static func isRelative(_ target: String) -> Bool {
    !target.contains("://") && !target.hasPrefix("mailto:") && !target.hasPrefix("doc:")
  }

  /// The targets of `[text](target)` links outside fenced blocks and inline code.
  private static func links(in markdown: String) -> [(line: Int, target: String)] {
    var found: [(line: Int, target: String)] = []
    var fenced = false
    let link = /\[[^\]]*\]\(([^)\s]+)\)/
    for (index, line) in DocumentationSnippetTests.lines(of: markdown).enumerated() {
      if line.drop(while: { $0 == " " }).hasPrefix("```") {
        fenced.toggle()
        continue
      }
      guard !fenced else { continue }
      let prose = line.replacing(/`[^`]*`/, with: "")
      for match in prose.matches(of: link) {
        found.append((index + 1, String(match.output.1)))
      }
    }
    return found
  }

  private static func headings(in markdown: String) -> [String] {
    DocumentationSnippetTests.lines(of: markdown).compactMap { line in
      guard line.hasPrefix("#") else { return nil }
      return String(line.drop(while: { $0 == "#" }).drop(while: { $0 == " " }))
    }
  }

  /// GitHub's anchor for a heading: lowercased, punctuation dropped, spaces made hyphens.
  static func anchor(of heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        if character.isLetter || character.isNumber || character == "-" || character == "_" {
          return character
        }
        return nil
      })
  }
}
