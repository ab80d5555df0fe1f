import CaseStudiesCore
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads the track points of a GPX 1.1 document, with Garmin heart-rate and cadence extensions.
///
/// Points of every `<trk>`/`<trkseg>` are joined in document order; routes and waypoints are
/// ignored. Element prefixes are ignored too, so `<gpxtpx:hr>` and `<hr>` both give the heart
/// rate.
///
/// ```swift
/// let track = try GPXParser().parse(contentsOf: URL(filePath: "Samples/morning-run.gpx"))
/// let metres = RunMath.totalDistance(of: track.points)
/// ```
package struct GPXParser: Sendable {
  package init() {}

  /// Reads the GPX file at `url`; errors name the file by its path.
  ///
  /// ```swift
  /// let track = try GPXParser().parse(contentsOf: url)
  /// ```
  package func parse(contentsOf url: URL) throws(GPXParserError) -> GPXTrack {
    let source = url.path(percentEncoded: false)
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(source: source, reason: Self.reason(for: error))
    }
    return try parse(data, source: source)
  }

  /// Reads a GPX document held in a string; `source` names it in errors.
  ///
  /// ```swift
  /// let track = try GPXParser().parse(string: SampleTrack.gpx, source: SampleTrack.name)
  /// ```
  package func parse(string: String, source: String = "<string>") throws(GPXParserError)
    -> GPXTrack
  {
    try parse(Data(string.utf8), source: source)
  }

  /// Reads a GPX document from raw bytes; `source` names it in errors.
  ///
  /// ```swift
  /// let track = try GPXParser().parse(data, source: "upload.gpx")
  /// ```
  package func parse(_ data: Data, source: String = "<data>") throws(GPXParserError) -> GPXTrack {
    if data.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
      throw .malformedXML(source: source, line: 1, reason: "the document is empty")
    }
    let parser = XMLParser(data: data)
    let reader = Reader(source: source)
    parser.delegate = reader
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    let succeeded = parser.parse()
    if let failure = reader.failure {
      throw failure
    }
    // FoundationXML on Linux can return success for a truncated document, so check that every
    // element was closed as well as the parser's verdict.
    if !succeeded || reader.parseError != nil {
      throw .malformedXML(
        source: source, line: max(1, reader.parseErrorLine ?? parser.lineNumber),
        reason: Self.describe(reader.parseError ?? parser.parserError)
      )
    }
    guard reader.sawRoot else {
      throw .malformedXML(source: source, line: 1, reason: "there is no root element")
    }
    if let unclosed = reader.openElement {
      let lines = data.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } - (data.last == 0x0A ? 1 : 0)
      throw .malformedXML(
        source: source, line: lines, reason: "the document ends before <\(unclosed)> is closed")
    }
    return GPXTrack(name: reader.trackName ?? reader.metadataName, points: reader.points)
  }

  private static func reason(for error: any Error) -> String {
    if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
      return String(cString: strerror(underlying.code.rawValue))
    }
    return (error as NSError).localizedDescription
  }

  /// Turns XMLParser's error codes into words: on Linux its errors carry no message.
  private static func describe(_ error: (any Error)?) -> String {
    guard let error = error as NSError?, error.domain == XMLParser.errorDomain,
      let code = XMLParser.ErrorCode(rawValue: error.code)
    else {
      return error.map { ($0 as NSError).localizedDescription } ?? "unknown parser error"
    }
    switch code {
    case .prematureDocumentEndError: return "the document ends before its elements are closed"
    case .emptyDocumentError: return "the document is empty"
    case .documentStartError: return "the document does not start with XML"
    case .tagNameMismatchError: return "an end tag does not match its start tag"
    case .ltRequiredError, .gtRequiredError: return "a tag is not closed with '>'"
    case .attributeNotStartedError, .attributeNotFinishedError, .attributeRedefinedError:
      return "an attribute is malformed"
    case .unfinishedTagError: return "a tag is not finished"
    case .namespaceDeclarationError: return "a namespace declaration is malformed"
    case .extraContentError: return "there is content after the root element"
    case .invalidCharacterError, .invalidEncodingError, .unknownEncodingError:
      return "the text is not valid in its encoding"
    default: return "XML parser error \(error.code)"
    }
  }
}

/// The delegate that collects points as XMLParser walks the document.
private final class Reader: NSObject, XMLParserDelegate {
  let source: String
  var failure: GPXParserError?
  var sawRoot = false
  var points: [TrackPoint] = []
  var trackName: String?
  var metadataName: String?
  var parseError: (any Error)?
  var parseErrorLine: Int?
  /// The innermost element still open, with its prefix, once parsing stopped.
  var openElement: String? { qualifiedPath.last }

  private var qualifiedPath: [String] = []

  private var path: [String] = []
  private var text = ""
  private var point: TrackPoint?
  private var pointLine = 0

  init(source: String) {
    self.source = source
  }

  /// Drops a namespace prefix: `gpxtpx:hr` → `hr`.
  private func localName(_ name: String) -> String {
    guard let colon = name.lastIndex(of: ":") else { return name }
    return String(name[name.index(after: colon)...])
  }

  private func fail(_ parser: XMLParser, _ error: GPXParserError) {
    if failure == nil { failure = error }
    parser.abortParsing()
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes: [String: String] = [:]
  ) {
    guard failure == nil else { return }
    let name = localName(elementName)
    if !sawRoot {
      sawRoot = true
      guard name == "gpx" else {
        return fail(parser, .notGPX(source: source, rootElement: elementName))
      }
    }
    path.append(name)
    qualifiedPath.append(elementName)
    text = ""
    guard name == "trkpt", path.count >= 2, path[path.count - 2] == "trkseg" else { return }
    let line = parser.lineNumber
    guard let latText = attributes["lat"], let lonText = attributes["lon"] else {
      return fail(parser, .missingCoordinates(source: source, line: line))
    }
    guard let latitude = Double(latText.trimmed), (-90...90).contains(latitude) else {
      return fail(parser, invalid(line, "trkpt lat", latText))
    }
    guard let longitude = Double(lonText.trimmed), (-180...180).contains(longitude) else {
      return fail(parser, invalid(line, "trkpt lon", lonText))
    }
    point = TrackPoint(latitude: latitude, longitude: longitude)
    pointLine = line
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard failure == nil, let name = path.popLast() else { return }
    let opened = qualifiedPath.removeLast()
    guard opened == elementName else {
      let reason = "</\(elementName)> closes <\(opened)>"
      return fail(parser, .malformedXML(source: source, line: parser.lineNumber, reason: reason))
    }
    let value = text.trimmed
    text = ""
    let parent = path.last
    let line = parser.lineNumber
    switch name {
    case "trkpt" where point != nil:
      points.append(point!)
      point = nil
    case "name" where parent == "trk" && trackName == nil && !value.isEmpty:
      trackName = value
    case "name" where parent == "metadata" && !value.isEmpty:
      metadataName = value
    case _ where point == nil || value.isEmpty:
      break
    case "ele" where parent == "trkpt":
      guard let elevation = Double(value) else { return fail(parser, invalid(line, "ele", value)) }
      point?.elevation = elevation
    case "time" where parent == "trkpt":
      guard let time = GPXTime.date(from: value) else {
        return fail(parser, invalid(line, "time", value))
      }
      point?.time = time
    case "hr":
      guard let rate = Self.wholeNumber(value) else {
        return fail(parser, invalid(line, "hr", value))
      }
      point?.heartRate = rate
    case "cad":
      guard let cadence = Self.wholeNumber(value) else {
        return fail(parser, invalid(line, "cad", value))
      }
      point?.cadence = cadence
    default:
      break
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    // Our own aborts also land here; the first recorded failure wins.
    guard failure == nil, self.parseError == nil else { return }
    self.parseError = parseError
    parseErrorLine = parser.lineNumber
  }

  private func invalid(_ line: Int, _ element: String, _ value: String) -> GPXParserError {
    .invalidValue(source: source, line: line, element: element, value: value)
  }

  /// Some devices write `142.0`; sensor readings are whole numbers, so round those.
  private static func wholeNumber(_ text: String) -> Int? {
    if let value = Int(text) { return value }
    guard let value = Double(text), value.isFinite, abs(value) < 100_000 else { return nil }
    return Int(value.rounded())
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
