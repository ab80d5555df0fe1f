import CaseStudiesCore
import Foundation
import Testing

struct RunMathTests {
  func point(_ latitude: Double, _ longitude: Double) -> TrackPoint {
    TrackPoint(latitude: latitude, longitude: longitude)
  }

  @Test func measuresKnownDistances() {
    // One degree along the equator or a meridian on the mean-radius sphere.
    #expect(abs(RunMath.distance(from: point(0, 0), to: point(0, 1)) - 111_195.08) < 0.01)
    #expect(abs(RunMath.distance(from: point(0, 0), to: point(1, 0)) - 111_195.08) < 0.01)
    // Westminster to the Statue of Liberty, and Seoul City Hall to Busan City Hall.
    let london = point(51.5007, -0.1246)
    let newYork = point(40.6892, -74.0445)
    #expect(abs(RunMath.distance(from: london, to: newYork) - 5_574_848) < 1)
    #expect(
      abs(RunMath.distance(from: point(37.5665, 126.978), to: point(35.1796, 129.0756)) - 325_111.7)
        < 1)
    #expect(RunMath.distance(from: london, to: london) == 0)
    #expect(
      abs(RunMath.distance(from: point(0, 0), to: point(0, 180)) - .pi * RunMath.earthRadius) < 1e-6
    )
  }

  @Test func addsUpATrack() {
    let track = [point(0, 0), point(0, 1), point(1, 1)]
    #expect(abs(RunMath.totalDistance(of: track) - 2 * 111_195.08) < 1)
    #expect(RunMath.totalDistance(of: []) == 0)
    #expect(RunMath.totalDistance(of: [point(3, 4)]) == 0)
  }

  @Test func formatsPaces() {
    #expect(RunMath.pace(distance: 2000, duration: 660) == 330)
    #expect(RunMath.formatPace(distance: 2000, duration: 660) == "5:30 /km")
    #expect(RunMath.formatPace(distance: 1000, duration: 329.6) == "5:30 /km")
    #expect(RunMath.formatPace(distance: 1000, duration: 59.6) == "1:00 /km")
    #expect(RunMath.formatPace(distance: 0, duration: 60) == "-:-- /km")
    #expect(RunMath.formatPace(distance: 1, duration: 6000) == "-:-- /km")
    #expect(RunMath.pace(distance: 0, duration: 10) == nil)
  }

  @Test func formatsElapsedTimes() {
    #expect(RunMath.formatElapsed(0) == "0:00")
    #expect(RunMath.formatElapsed(59.9) == "0:59")
    #expect(RunMath.formatElapsed(65) == "1:05")
    #expect(RunMath.formatElapsed(3599) == "59:59")
    #expect(RunMath.formatElapsed(3723) == "1:02:03")
    #expect(RunMath.formatElapsed(-5) == "0:00")
    #expect(RunMath.formatElapsed(.infinity) == "0:00")
  }

  @Test func formatsDistancesAndHeartRates() {
    #expect(RunMath.formatDistance(2034.5) == "2.03 km")
    #expect(RunMath.formatDistance(5) == "0.01 km")
    #expect(RunMath.formatDistance(0) == "0.00 km")
    #expect(RunMath.formatDistance(42_195) == "42.20 km")
    var points = [point(0, 0), point(0, 0), point(0, 0)]
    #expect(RunMath.averageHeartRate(of: points) == nil)
    points[0].heartRate = 140
    points[2].heartRate = 151
    #expect(RunMath.averageHeartRate(of: points) == 145.5)
  }

  @Test func summarisesATrackIntoARunRecord() {
    let start = Date(timeIntervalSince1970: 1_773_469_800)
    var points = [point(0, 0), point(0, 1)]
    points[1].heartRate = 150
    let run = RunRecord(start: start, end: start.addingTimeInterval(600), track: points)
    #expect(abs(run.distance - 111_195.08) < 0.01)
    #expect(run.duration == 600)
    #expect(run.averageHeartRate == 150)
    #expect(run.points == points)
  }
}
