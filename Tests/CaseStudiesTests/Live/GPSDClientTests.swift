import CaseStudiesCore
import CaseStudiesLive
import ConcurrencyExtras
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

struct GPSDClientTests {
  @Test func parsesAddresses() throws {
    let plain = try GPSDClient(address: "127.0.0.1:2948")
    #expect(plain.host == "127.0.0.1" && plain.port == 2948)
    let named = try GPSDClient(address: " gps.local ")
    #expect(named.host == "gps.local" && named.port == 2947)
    let bracketed = try GPSDClient(address: "[::1]:3000")
    #expect(bracketed.host == "::1" && bracketed.port == 3000)
    let bareIPv6 = try GPSDClient(address: "fe80::1")
    #expect(bareIPv6.host == "fe80::1" && bareIPv6.port == 2947)
  }

  @Test(arguments: ["", "host:", ":2947", "host:http", "host:0", "host:70000", "[::1", "a b:1"])
  func rejectsBadAddresses(address: String) {
    #expect {
      try GPSDClient(address: address)
    } throws: { error in
      guard case .invalidAddress(let text, _) = error as? GPSDError else { return false }
      return text == address && "\(error)".contains("expected HOST:PORT")
    }
  }

  @Test func turnsFixReportsIntoPoints() throws {
    let fix =
      #"{"class":"TPV","device":"/dev/ttyUSB0","mode":3,"time":"2026-03-14T06:30:00.000Z","#
      + #""lat":37.5442,"lon":127.0396,"altMSL":24.5,"alt":24.4,"speed":2.9}"#
    let point = try #require(GPSDClient.trackPoint(fromReport: fix))
    #expect(point.latitude == 37.5442 && point.longitude == 127.0396)
    #expect(point.elevation == 24.5)
    #expect(point.time == Date(timeIntervalSince1970: 1_773_469_800))

    let twoD = #"{"class":"TPV","mode":2,"lat":1.5,"lon":2.5,"alt":99}"#
    #expect(GPSDClient.trackPoint(fromReport: twoD) == TrackPoint(latitude: 1.5, longitude: 2.5))
  }

  @Test(arguments: [
    #"{"class":"TPV","mode":1}"#,
    #"{"class":"TPV","mode":0,"lat":1,"lon":2}"#,
    #"{"class":"SKY","satellites":[]}"#,
    #"{"class":"VERSION","release":"3.25"}"#,
    "not json",
    "",
  ])
  func skipsOtherReports(line: String) {
    #expect(GPSDClient.trackPoint(fromReport: line) == nil)
  }

  @Test func streamsPositionsUntilGPSDHangsUp() async throws {
    let received = LockIsolated<String?>(nil)
    let server = try FakeTCPServer { connection in
      received.setValue(connection.read(through: "\n"))
      try connection.write(#"{"class":"VERSION","release":"3.25","proto_major":3}"# + "\n")
      try connection.write(#"{"class":"TPV","mode":1}"# + "\n")
      // One report split across two writes, as TCP may deliver it.
      try connection.write(#"{"class":"TPV","mode":3,"lat":37.5,"#)
      try connection.write(#""lon":127.0,"alt":20.0}"# + "\n")
      try connection.write(#"{"class":"SKY","satellites":[]}"# + "\n")
      try connection.write(#"{"class":"TPV","mode":2,"lat":37.6,"lon":127.1}"# + "\n")
    }
    let client = GPSDClient(host: "127.0.0.1", port: server.port)
    var points: [TrackPoint] = []
    await #expect(throws: GPSDError.connectionClosed(host: "127.0.0.1", port: server.port)) {
      for try await point in client.points() { points.append(point) }
    }
    try await server.finished()
    #expect(received.value == GPSDClient.watchCommand)
    #expect(
      points == [
        TrackPoint(latitude: 37.5, longitude: 127.0, elevation: 20),
        TrackPoint(latitude: 37.6, longitude: 127.1),
      ])
  }

  @Test func reportsARefusedConnection() async throws {
    let (fd, port) = try FakeTCPServer.refusingPort()
    defer { close(fd) }
    let client = GPSDClient(host: "127.0.0.1", port: port)
    await #expect(throws: GPSDError.connectionRefused(host: "127.0.0.1", port: port)) {
      for try await _ in client.points() {}
    }
    #expect(
      "\(GPSDError.connectionRefused(host: "127.0.0.1", port: port))"
        == "cannot connect to gpsd at 127.0.0.1:\(port): connection refused (is gpsd running?)")
  }

  @Test func cancellingTheConsumerClosesTheSocket() async throws {
    let peerClosed = LockIsolated<String?>(nil)
    let server = try FakeTCPServer { connection in
      _ = connection.read(through: "\n")
      try connection.write(#"{"class":"TPV","mode":2,"lat":1,"lon":2}"# + "\n")
      peerClosed.setValue(connection.waitForPeerToClose() ? "closed" : "still open")
    }
    let (first, firstContinuation) = AsyncStream.makeStream(of: TrackPoint.self)
    let consumer = Task {
      for try await point in GPSDClient(host: "127.0.0.1", port: server.port).points() {
        firstContinuation.yield(point)
      }
    }
    for await point in first {
      #expect(point == TrackPoint(latitude: 1, longitude: 2))
      break
    }
    consumer.cancel()
    try await server.finished()
    #expect(peerClosed.value == "closed")
  }
}
