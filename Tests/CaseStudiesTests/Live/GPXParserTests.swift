import CaseStudiesCore
import CaseStudiesLive
import Foundation
import Testing

struct GPXParserTests {
  static let repositoryRoot = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let sampleFile = repositoryRoot.appending(path: "Samples/morning-run.gpx")

  @Test func theBundledSampleMatchesTheFileInSamples() throws {
    let file = try String(contentsOf: Self.sampleFile, encoding: .utf8)
    #expect(file == SampleTrack.gpx)
    #expect(try GPXParser().parse(contentsOf: Self.sampleFile) == SampleTrack.track)
  }

  @Test func readsARealWorldShapedFile() throws {
    let track = try GPXParser().parse(contentsOf: Self.sampleFile)
    #expect(track.name == "Morning run around Seoul Forest")
    #expect(track.points.count == 60)
    #expect(
      track.points.first
        == TrackPoint(
          latitude: 37.5442, longitude: 127.044008, elevation: 27.0,
          time: Date(timeIntervalSince1970: 1_773_469_800), heartRate: 117, cadence: 163
        ))
    #expect(track.points.allSatisfy { $0.heartRate != nil && $0.cadence != nil })
    let times = track.points.compactMap(\.time)
    #expect(times.count == 60)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
    #expect(times.last!.timeIntervalSince(times.first!) == 721)
    // A loop of about 2 km that ends where it started.
    let metres = RunMath.totalDistance(of: track.points)
    #expect((2_100...2_250).contains(metres))
    #expect(RunMath.distance(from: track.points.first!, to: track.points.last!) < 1)
  }

  @Test func readsFractionalSecondsOffsetsAndUnprefixedExtensions() throws {
    let gpx = """
      <?xml version="1.0"?>
      <gpx version="1.1" creator="test"><metadata><name>Lunch</name></metadata>
        <trk><trkseg>
          <trkpt lat="-33.5" lon="151.25"><time>2026-03-14T06:30:00.250Z</time>
            <extensions><TrackPointExtension><hr>141.0</hr><cad>88</cad></TrackPointExtension>
            </extensions></trkpt>
          <trkpt lon="151.26" lat="-33.51"><ele>-2.5</ele><time>2026-03-14T15:30:01+09:00</time>
          </trkpt>
        </trkseg><trkseg><trkpt lat="0" lon="0"/></trkseg></trk>
        <wpt lat="1" lon="1"><name>not a track point</name></wpt>
      </gpx>
      """
    let track = try GPXParser().parse(string: gpx)
    #expect(track.name == "Lunch")
    #expect(
      track.points == [
        TrackPoint(
          latitude: -33.5, longitude: 151.25,
          time: Date(timeIntervalSince1970: 1_773_469_800.25), heartRate: 141, cadence: 88),
        TrackPoint(
          latitude: -33.51, longitude: 151.26, elevation: -2.5,
          time: Date(timeIntervalSince1970: 1_773_469_801)),
        TrackPoint(latitude: 0, longitude: 0),
      ])
  }

  @Test func reportsATruncatedFileWithItsLine() throws {
    let lines = SampleTrack.gpx.split(separator: "\n", omittingEmptySubsequences: false)
    let truncated = lines.prefix(200).joined(separator: "\n")
    #expect {
      try GPXParser().parse(string: truncated, source: "cut.gpx")
    } throws: { error in
      guard case .malformedXML(let source, let line, _) = error as? GPXParserError else {
        return false
      }
      return source == "cut.gpx" && (199...201).contains(line)
        && "\(error)".hasPrefix("cut.gpx:\(line): the XML is malformed")
    }
    // Cut inside a tag, as a copy interrupted mid-write would be.
    let cutMidTag = String(SampleTrack.gpx.prefix(2_004))
    #expect(cutMidTag.hasSuffix("<exte"))
    #expect(throws: GPXParserError.self) {
      try GPXParser().parse(string: cutMidTag, source: "cut.gpx")
    }
  }

  @Test func reportsMismatchedTagsWithTheirLine() throws {
    let gpx = "<gpx>\n<trk>\n<trkseg>\n</trk>\n</gpx>\n"
    #expect {
      try GPXParser().parse(string: gpx, source: "bad.gpx")
    } throws: { error in
      guard case .malformedXML(_, let line, _) = error as? GPXParserError else { return false }
      return line == 4
    }
  }

  @Test func rejectsADocumentThatIsNotGPX() throws {
    let kml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <kml xmlns="http://www.opengis.net/kml/2.2"><Document/></kml>
      """
    #expect(throws: GPXParserError.notGPX(source: "route.kml", rootElement: "kml")) {
      try GPXParser().parse(string: kml, source: "route.kml")
    }
    #expect(
      "\(GPXParserError.notGPX(source: "route.kml", rootElement: "kml"))"
        == "route.kml: not a GPX document (the root element is <kml>, not <gpx>)")
  }

  @Test func rejectsEmptyAndNonXMLInput() throws {
    #expect(
      throws: GPXParserError.malformedXML(source: "e.gpx", line: 1, reason: "the document is empty")
    ) {
      try GPXParser().parse(string: "  \n", source: "e.gpx")
    }
    #expect {
      try GPXParser().parse(string: #"{"type":"FeatureCollection"}"#, source: "a.json")
    } throws: { error in
      guard case .malformedXML("a.json", 1, _) = error as? GPXParserError else { return false }
      return true
    }
  }

  @Test func rejectsATrackPointWithoutCoordinates() throws {
    let gpx = """
      <gpx>
      <trk><trkseg>
      <trkpt lat="1" lon="2"/>
      <trkpt lat="1"/>
      </trkseg></trk></gpx>
      """
    #expect(throws: GPXParserError.missingCoordinates(source: "p.gpx", line: 4)) {
      try GPXParser().parse(string: gpx, source: "p.gpx")
    }
  }

  @Test func rejectsValuesItCannotRead() throws {
    let badLatitude = "<gpx><trk><trkseg><trkpt lat=\"95\" lon=\"2\"/></trkseg></trk></gpx>"
    #expect(
      throws: GPXParserError.invalidValue(
        source: "<string>", line: 1, element: "trkpt lat", value: "95")
    ) {
      try GPXParser().parse(string: badLatitude)
    }
    let badTime = """
      <gpx><trk><trkseg><trkpt lat="1" lon="2">
      <time>yesterday</time></trkpt></trkseg></trk></gpx>
      """
    #expect(
      throws: GPXParserError.invalidValue(
        source: "<string>", line: 2, element: "time", value: "yesterday")
    ) {
      try GPXParser().parse(string: badTime)
    }
  }

  @Test func namesAMissingFile() throws {
    let url = URL(filePath: "/nonexistent/dir/run.gpx")
    #expect {
      try GPXParser().parse(contentsOf: url)
    } throws: { error in
      "\(error)".hasPrefix("/nonexistent/dir/run.gpx: cannot read the file")
    }
  }
}
