/// Renders views into cell buffers and encodes the changes between frames, with no terminal:
/// what the runtime does for each frame, available for benchmarks and tools.
///
/// ```swift
/// var renderer = FrameRenderer(size: Size(width: 200, height: 60))
/// var bytes: [UInt8] = []
/// renderer.update(to: DashboardView(), into: &bytes)  // a full frame
/// bytes.removeAll(keepingCapacity: true)
/// renderer.update(to: DashboardView(), into: &bytes)  // only what changed
/// ```
@MainActor
public struct FrameRenderer {
  /// The size of the frames rendered.
  public var size: Size
  /// Encodes the changes between frames.
  public var encoder: FrameEncoder
  /// The frame the terminal shows, as far as this renderer knows.
  public private(set) var previous: CellBuffer?

  /// A renderer of frames of `size`, for a terminal of `colorMode`; the first update writes
  /// every cell.
  public init(size: Size, colorMode: ColorMode = .trueColor) {
    self.size = size
    self.encoder = FrameEncoder(colorMode: colorMode)
  }

  /// Lays `view` out into a frame of `size`. Tasks are not started and handlers not kept.
  package static func render<Content: View>(_ view: Content, size: Size) -> CellBuffer {
    var context = ResolveContext()
    context.screenSize = size
    let nodes = context.resolve(view, at: 0)
    return draw(nodes, size: size, pressedRegion: nil).buffer
  }

  /// Renders `view` and appends the bytes that change the previous frame into it.
  package mutating func update<Content: View>(to view: Content, into output: inout [UInt8]) {
    update(to: Self.render(view, size: size), into: &output)
  }

  /// Appends the bytes that change the previous frame into `frame`, which becomes the previous.
  public mutating func update(to frame: CellBuffer, into output: inout [UInt8]) {
    encoder.encode(from: previous, to: frame, into: &output)
    previous = frame
  }

  /// Forgets the previous frame, so that the next update redraws every cell.
  public mutating func invalidate() {
    previous = nil
  }

  /// Draws resolved nodes (stacked vertically when there are several) into a new frame, at the
  /// top left, as large as they ask to be (`.frame(maxWidth: .infinity, maxHeight: .infinity)`
  /// fills the screen).
  static func draw(_ nodes: [LayoutNode], size: Size, pressedRegion: Int?) -> DrawContext {
    let root: LayoutNode =
      nodes.count == 1
      ? nodes[0] : StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: nodes)
    let context = DrawContext(size: size, pressedRegion: pressedRegion)
    root.draw(in: Rect(origin: Point(x: 0, y: 0), size: root.measure(size)), context)
    return context
  }
}

extension View {
  /// This view drawn at `width` × `height` as text: rows without trailing spaces, blank rows
  /// at the bottom removed. For snapshot tests.
  ///
  /// ```swift
  /// Text("hi").border().renderedText(width: 10, height: 3)  // "╭──╮\n│hi│\n╰──╯"
  /// ```
  package func renderedText(width: Int, height: Int) -> String {
    var lines = FrameRenderer.render(self, size: Size(width: width, height: height)).lines
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
