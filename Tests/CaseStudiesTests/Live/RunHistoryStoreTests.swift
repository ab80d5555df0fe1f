import CaseStudiesCore
import CaseStudiesLive
import Foundation
import GRDB
import Testing

struct RunHistoryStoreTests {
  func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory
      .appending(path: "runs-\(UUID().uuidString)/nested/runs.sqlite")
  }

  func run(startingAt seconds: Double, points: [TrackPoint] = []) -> RunRecord {
    let start = Date(timeIntervalSince1970: seconds)
    return RunRecord(
      start: start, end: start.addingTimeInterval(721.5), distance: 2176.8, duration: 700.25,
      points: points, averageHeartRate: points.isEmpty ? nil : 148.5
    )
  }

  @Test func defaultsToTheXDGDataDirectory() {
    let url = RunHistoryStore.defaultURL(environment: ["HOME": "/home/r", "XDG_DATA_HOME": "/d"])
    #expect(url.path(percentEncoded: false) == "/d/case-studies/runs.sqlite")
    let fallback = RunHistoryStore.defaultURL(environment: ["HOME": "/home/r"])
    #expect(fallback.path(percentEncoded: false) == "/home/r/.local/share/case-studies/runs.sqlite")
  }

  @Test func savesRunsAndListsThemNewestFirst() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let points = [
      TrackPoint(
        latitude: 37.5, longitude: 127.04, elevation: 21.5,
        time: Date(timeIntervalSince1970: 1_773_469_800.125), heartRate: 140, cadence: 168),
      TrackPoint(latitude: 37.51, longitude: 127.05),
    ]
    let older = run(startingAt: 1_773_000_000.5, points: points)
    let newer = run(startingAt: 1_773_469_800.75)
    let store = try RunHistoryStore(url: url)
    #expect(try store.all() == [])
    try store.save(older)
    try store.save(newer)
    #expect(try store.all() == [newer, older])

    // Saving a run again replaces it; reopening reads what was written.
    var edited = older
    edited.distance = 2200
    try store.save(edited)
    #expect(try RunHistoryStore(url: url).all() == [newer, edited])
  }

  @Test func leavesAFileThatIsNotADatabaseUntouched() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    try garbage.write(to: url)
    let path = url.path(percentEncoded: false)
    #expect(throws: RunHistoryError.notADatabase(path: path)) {
      try RunHistoryStore(url: url)
    }
    #expect(try Data(contentsOf: url) == garbage)
    #expect("\(RunHistoryError.notADatabase(path: path))".hasPrefix("\(path) is not a run history"))
  }

  @Test func refusesAFileFromANewerVersion() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    _ = try RunHistoryStore(url: url)
    try DatabaseQueue(path: url.path(percentEncoded: false)).write { db in
      try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v2-from-the-future')")
    }
    let before = try Data(contentsOf: url)
    #expect(throws: RunHistoryError.newerFormat(path: url.path(percentEncoded: false))) {
      try RunHistoryStore(url: url)
    }
    #expect(try Data(contentsOf: url) == before)
  }
}
