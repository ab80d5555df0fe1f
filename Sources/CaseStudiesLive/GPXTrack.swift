import CaseStudiesCore
import Foundation

/// The track read from a GPX file: its name and its points, all segments joined in order.
///
/// ```swift
/// let track = try GPXParser().parse(contentsOf: url)
/// print(track.name ?? "Untitled", track.points.count)
/// ```
package struct GPXTrack: Sendable, Equatable {
  /// The first track's `<name>`, else the file's `<metadata><name>`.
  package var name: String?
  package var points: [TrackPoint]

  package init(name: String? = nil, points: [TrackPoint]) {
    self.name = name
    self.points = points
  }
}
