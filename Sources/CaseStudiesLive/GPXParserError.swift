import Foundation

/// Why a GPX document could not be read; each case names the file (or `source`) it came from.
///
/// ```swift
/// do { try GPXParser().parse(contentsOf: url) }
/// catch { print(error) }  // "run.gpx:12: the XML is malformed: …"
/// ```
package enum GPXParserError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read at all.
  case unreadable(source: String, reason: String)
  /// The XML is well formed but its root element is not `<gpx>`.
  case notGPX(source: String, rootElement: String)
  /// The XML is truncated or otherwise not well formed.
  case malformedXML(source: String, line: Int, reason: String)
  /// A `<trkpt>` lacks its `lat` or `lon` attribute.
  case missingCoordinates(source: String, line: Int)
  /// A value could not be understood, e.g. `lat="abc"` or `<time>yesterday</time>`.
  case invalidValue(source: String, line: Int, element: String, value: String)

  package var description: String {
    switch self {
    case .unreadable(let source, let reason):
      return "\(source): cannot read the file: \(reason)"
    case .notGPX(let source, let rootElement):
      return "\(source): not a GPX document (the root element is <\(rootElement)>, not <gpx>)"
    case .malformedXML(let source, let line, let reason):
      return "\(source):\(line): the XML is malformed (truncated file?): \(reason)"
    case .missingCoordinates(let source, let line):
      return "\(source):\(line): a <trkpt> has no lat and lon attributes"
    case .invalidValue(let source, let line, let element, let value):
      return "\(source):\(line): invalid value \"\(value)\" for \(element)"
    }
  }
}
