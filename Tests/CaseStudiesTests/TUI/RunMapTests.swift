import CaseStudiesCore
import CaseStudiesViews
import InlineSnapshotTesting
import TerminalUI
import Testing

@MainActor
struct RunMapTests {
  @Test func drawsThePathNorthUpFromStartToRunner() {
    // Due east, then due north: an L whose corner is the bottom right.
    let points = [
      TrackPoint(latitude: 0, longitude: 0),
      TrackPoint(latitude: 0, longitude: 0.004),
      TrackPoint(latitude: 0.002, longitude: 0.004),
    ]
    let region = MapRegion(
      centerLatitude: 0.001, centerLongitude: 0.002, latitudeDelta: 0.002, longitudeDelta: 0.004)
    // The SwiftUI map (a `Canvas`), drawn by the terminal renderer in braille.
    let map = HostingView(rootView: RunMap(points: points, region: region))
    assertInlineSnapshot(of: map.renderedText(width: 6, height: 3), as: .lines) {
      """
           @
           ⢸
      S⣀⣀⣀⣀⣸
      """
    }
    // The map fills the space it is given.
    assertInlineSnapshot(of: map.renderedText(width: 12, height: 4), as: .lines) {
      """
                 @
                 ⢸
                 ⢸
      S⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣸
      """
    }
  }

  @Test func aPathFromOutsideTheRegionEntersAtItsEdge() {
    // From far north (off the map, so no start mark) down to the centre.
    let points = [TrackPoint(latitude: 10, longitude: 0), TrackPoint(latitude: 0, longitude: 0)]
    let region = MapRegion(
      centerLatitude: 0, centerLongitude: 0, latitudeDelta: 0.002, longitudeDelta: 0.002)
    let text = HostingView(rootView: RunMap(points: points, region: region))
      .renderedText(width: 3, height: 3)
    assertInlineSnapshot(of: text, as: .lines) {
      """
       ⢸
       @
      """
    }
    #expect(!text.contains("S"))
  }
}
