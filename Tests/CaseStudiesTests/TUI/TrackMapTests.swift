import CaseStudiesCore
import CaseStudiesTUI
import Testing

struct TrackMapTests {
  @Test func drawsThePathNorthUpFromStartToRunner() {
    // Due east, then due north: an L whose corner is the bottom right.
    let points = [
      TrackPoint(latitude: 0, longitude: 0),
      TrackPoint(latitude: 0, longitude: 0.004),
      TrackPoint(latitude: 0.002, longitude: 0.004),
    ]
    let region = MapRegion(
      centerLatitude: 0.001, centerLongitude: 0.002, latitudeDelta: 0.002, longitudeDelta: 0.004)
    #expect(
      TrackMap(points: points, region: region).lines(width: 5, height: 3) == [
        "    @",
        "    ·",
        "S····",
      ])
  }

  @Test func aPathFromOutsideTheRegionEntersAtItsEdge() {
    // From far north (off the map, so no start mark) down to the centre.
    let points = [TrackPoint(latitude: 10, longitude: 0), TrackPoint(latitude: 0, longitude: 0)]
    let region = MapRegion(
      centerLatitude: 0, centerLongitude: 0, latitudeDelta: 0.002, longitudeDelta: 0.002)
    let lines = TrackMap(points: points, region: region).lines(width: 3, height: 3)
    #expect(lines == [" · ", " @ ", "   "])
  }
}
