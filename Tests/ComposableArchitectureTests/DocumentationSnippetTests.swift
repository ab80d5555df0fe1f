import Foundation
import Testing

// Every ```swift block of README.md, of Docs/ and of the DocC articles stands, line for line, in a Swift
// file that a build compiles (under Tests/ or Examples/), so the documentation cannot show code
// that does not compile. The check ignores a block's common indentation and trailing spaces.
struct DocumentationSnippetTests {
  @Test func everySwiftBlockIsCompiled() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let documents = try Self.markdownFiles(root: root)
    let sources = try ["Tests", "Examples"].flatMap {
      try Self.files(under: root.appendingPathComponent($0), extension: "swift")
    }
    .map { try Self.lines(of: String(contentsOf: $0, encoding: .utf8)) }

    var checked = 0
    for document in documents {
      let name = String(document.path.dropFirst(root.path.count + 1))
      for block in try Self.swiftBlocks(in: String(contentsOf: document, encoding: .utf8)) {
        checked += 1
        if !sources.contains(where: { Self.contains($0, block.lines) }) {
          Issue.record(
            """
            \(name):\(block.line): the swift block beginning "\(block.lines[0])" is not in any \
            .swift file under Tests/ or Examples/
            """
          )
        }
      }
    }
    // README.md alone has several; finding none would mean the search itself is broken.
    #expect(checked >= 3)
  }

  @Test func blocksAreFoundIndentedAndMatchedWhateverTheirIndentation() {
    let markdown = """
      Text.

      ```swift
      let a = 1
      ```

      - A list item:

        ```swift
        if a == 1 {
          print(a)\u{20}\u{20}
        }
        ```

      ```sh
      swift test
      ```
      """
    let blocks = Self.swiftBlocks(in: markdown).map(\.lines)
    #expect(blocks == [["let a = 1"], ["if a == 1 {", "  print(a)", "}"]])
    #expect(Self.swiftBlocks(in: markdown).map(\.line) == [4, 10])

    let source = Self.lines(of: "func f() {\n    if a == 1 {\n      print(a)\n    }\n}\n")
    #expect(Self.contains(source, blocks[1]))
    #expect(!Self.contains(source, blocks[0]))
    // Relative indentation counts: the same lines flattened are another block.
    #expect(!Self.contains(source, ["if a == 1 {", "print(a)", "}"]))
  }

  /// README.md, the manuals under Docs/, and every Markdown file in a DocC catalog under
  /// Sources/.
  static func markdownFiles(root: URL) throws -> [URL] {
    let catalogs = try FileManager.default
      .contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
      .map { root.appendingPathComponent("Sources/\($0)/Documentation.docc") }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
    return try [root.appendingPathComponent("README.md")]
      + files(under: root.appendingPathComponent("Docs"), extension: "md")
      + catalogs.flatMap { try files(under: $0, extension: "md") }
  }

  /// The files under a folder with the extension, passing over hidden folders such as `.build`.
  static func files(under folder: URL, extension: String) throws -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]
      )
    else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == `extension` }
      .sorted { $0.path < $1.path }
  }

  /// Each ```swift block: the number of its first line in the file, and its lines without
  /// their common indentation or trailing spaces.
  private static func swiftBlocks(in markdown: String) -> [(line: Int, lines: [String])] {
    var blocks: [(line: Int, lines: [String])] = []
    var current: (line: Int, lines: [String])?
    for (index, line) in lines(of: markdown).enumerated() {
      let trimmed = line.drop(while: { $0 == " " })
      if current == nil {
        if trimmed == "```swift" { current = (index + 2, []) }
      } else if trimmed == "```" {
        if let block = current, !block.lines.isEmpty {
          blocks.append((block.line, dedented(block.lines)))
        }
        current = nil
      } else {
        current?.lines.append(line)
      }
    }
    return blocks
  }

  /// Whether the block stands in the source as consecutive lines, at any one indentation.
  private static func contains(_ source: [String], _ block: [String]) -> Bool {
    guard let first = block.first, block.count <= source.count else { return false }
    // Typed step by step: as one expression it took seconds to type-check.
    let firstLine: Substring = first.drop(while: { $0 == " " })
    let lastStart: Int = source.count - block.count
    return (0...lastStart).contains { (start: Int) -> Bool in
      let line: Substring = source[start].drop(while: { $0 == " " })
      guard line == firstLine else { return false }
      let window: [String] = Array(source[start..<(start + block.count)])
      return dedented(window) == block
    }
  }

  static func lines(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      var line = $0
      while line.last == " " || line.last == "\t" || line.last == "\r" { line.removeLast() }
      return String(line)
    }
  }

  private static func dedented(_ lines: [String]) -> [String] {
    let indentation =
      lines.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indentation, $0.count))) }
  }
}
