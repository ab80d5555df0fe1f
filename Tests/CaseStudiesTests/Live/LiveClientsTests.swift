import CaseStudiesCore
import CaseStudiesLive
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

struct LiveClientsTests {
  @Test func screenshotsCountNewImagesAndSimulationsWhileListened() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "shots-\(UUID().uuidString)", directoryHint: .isDirectory)
    defer { try? FileManager.default.removeItem(at: folder) }
    let client = ScreenshotsClient.folder(folder)
    // Nobody listens yet: this one is lost, as a screenshot of another screen is.
    await client.simulate()

    var notifications = try await client.notifications().makeAsyncIterator()
    try Data([0x89]).write(to: folder.appending(path: "one.png"))
    #expect(await notifications.next() != nil)
    await client.simulate()
    #expect(await notifications.next() != nil)
  }

  @Test func screenshotsFailClearlyWhenTheFolderIsAFile() async throws {
    let file = FileManager.default.temporaryDirectory.appending(path: "file-\(UUID().uuidString)")
    try Data().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    await #expect(throws: DirectoryWatcherError.self) {
      _ = try await ScreenshotsClient.folder(file).notifications()
    }
  }

  @Test func replayedLocationsHeartRatesAndCadencesFollowTheTrack() async throws {
    let points = [
      TrackPoint(latitude: 1, longitude: 2, heartRate: 120, cadence: 160),
      TrackPoint(latitude: 1.001, longitude: 2, heartRate: nil, cadence: 162),
      TrackPoint(latitude: 1.002, longitude: 2, heartRate: 130, cadence: nil),
    ]
    // Points without times are a millisecond apart at this speed.
    let speed = 1000.0
    let location = LocationClient.replay(points, speed: speed)
    #expect(await location.requestAuthorization() == .authorized)
    var received: [TrackPoint] = []
    for try await point in try await location.updates() { received.append(point) }
    #expect(received == points)

    var rates: [Int] = []
    for await bpm in await HeartRateClient.replay(points, speed: speed).updates() {
      rates.append(bpm)
    }
    #expect(rates == [120, 130])
    var cadences: [Int] = []
    for await spm in await CadenceClient.replay(points, speed: speed).updates() {
      cadences.append(spm)
    }
    #expect(cadences == [160, 162])
    #expect(await LocationClient.replay([], speed: 1).requestAuthorization() != .authorized)
  }

  @Test func runHistoryKeepsSavedRunsInTheDatabase() async throws {
    let url = FileManager.default.temporaryDirectory
      .appending(path: "runs-\(UUID().uuidString).sqlite")
    defer { try? FileManager.default.removeItem(at: url) }
    let run = RunRecord(
      start: Date(timeIntervalSince1970: 1_000), end: Date(timeIntervalSince1970: 1_600),
      distance: 2000, duration: 600)
    try await RunHistoryClient.database(at: url).save(run)
    #expect(try await RunHistoryClient.database(at: url).load() == [run])
  }

  @Test func runHistoryReportsADamagedFileAndLeavesIt() async throws {
    let url = FileManager.default.temporaryDirectory
      .appending(path: "runs-\(UUID().uuidString).sqlite")
    defer { try? FileManager.default.removeItem(at: url) }
    let junk = Data("not a database, but someone's notes".utf8)
    try junk.write(to: url)
    await #expect(throws: RunHistoryError.self) {
      _ = try await RunHistoryClient.database(at: url).load()
    }
    #expect(try Data(contentsOf: url) == junk)
  }

  @Test func offlineFactsAreTrueFactsAboutTheNumber() async throws {
    let fact = try await FactClient.offline.fetch(28)
    #expect(NumberFacts.all(for: 28).contains(fact))
  }
}

struct GPSDLocationClientTests {
  @Test func aRefusedConnectionDeniesAuthorisationWithTheReason() async throws {
    let (fd, port) = try FakeTCPServer.refusingPort()
    defer { close(fd) }
    let client = LocationClient.gpsd(GPSDClient(host: "127.0.0.1", port: port))
    let status = await client.requestAuthorization()
    #expect(
      status
        == .denied(
          reason: "\(GPSDError.connectionRefused(host: "127.0.0.1", port: port))"))
  }

  @Test func aReportingDaemonAuthorisesAndStreamsPositions() async throws {
    // One connection for the authorisation check, then one for the run.
    for purpose in ["authorisation", "updates"] {
      let server = try FakeTCPServer { connection in
        _ = connection.read(through: "\n")
        try connection.write(#"{"class":"TPV","mode":2,"lat":1,"lon":2}"# + "\n")
        _ = connection.waitForPeerToClose()
      }
      let client = LocationClient.gpsd(GPSDClient(host: "127.0.0.1", port: server.port))
      if purpose == "authorisation" {
        #expect(await client.requestAuthorization() == .authorized)
      } else {
        var points = try await client.updates().makeAsyncIterator()
        let point = try await points.next()
        #expect(point?.latitude == 1 && point?.longitude == 2)
      }
      try await server.finished()
    }
  }
}
