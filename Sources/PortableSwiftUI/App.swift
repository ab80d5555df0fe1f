internal import AppRendererLink

/// An app: its scenes, and where it starts: SwiftUI's `App`.
///
/// ```swift
/// @main
/// struct CounterApp: App {
///   var body: some Scene {
///     WindowGroup { CounterView(store: Store(initialState: Counter.State()) { Counter() }) }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// An app.
  @MainActor @preconcurrency init()
}

extension App {
  /// Starts the app with the renderer that registered itself (`AppHost.run`).
  @MainActor @preconcurrency
  public static func main() {
    let app = Self()
    let root = SceneContentView(scene: app.body).erased
    if let run = AppHost.run {
      run(root)
      return
    }
    // COMPOSABLE_WEB asks for the browser rather than the terminal: an environment variable,
    // because the app's own arguments are the app's to parse.
    let web = ProcessInfo.processInfo.environment["COMPOSABLE_WEB"].map { !$0.isEmpty } ?? false
    let box = Unmanaged.passRetained(AppRoot(view: root)).toOpaque()
    guard composable_swiftui_run_with_linked_renderer(box, web ? 1 : 0) == 0 else { return }
    Unmanaged<AppRoot>.fromOpaque(box).release()
    let missing =
      web
      ? "COMPOSABLE_WEB is set, but no web renderer is linked into this program: add TerminalUIWebServer to its dependencies and build it with the Web trait (swift run --traits Web …)."
      : "No renderer is linked into this program: add TerminalUI (the terminal renderer) to its dependencies to run a SwiftUI app on Linux."
    FileHandle.standardError.write(Data((missing + "\n").utf8))
    exit(2)
  }
}

/// The first window's content of an app, handed to a linked renderer as an opaque reference.
package final class AppRoot {
  /// The content.
  package let view: AnyView
  init(view: AnyView) { self.view = view }
}

/// Where a renderer registers itself, so that `App.main()` runs the app's first window with it.
public enum AppHost {
  /// Runs a window's content; set by a renderer before `main` is called.
  @MainActor public static var run: (@MainActor (AnyView) -> Void)?
}

/// A part of an app's interface with a life of its own: SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// Content that a scene shows.
protocol _SceneContent {
  @MainActor var contentView: AnyView { get }
}

/// A window of views: SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene, _SceneContent {
  let content: Content
  /// Windows of the view `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Windows titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  /// Windows with an identifier.
  public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("WindowGroup has no body") }
  var contentView: AnyView { AnyView(content) }
}

/// Several scenes, as a builder makes them.
public struct _TupleScene: Scene, _SceneContent {
  let scenes: [any Scene]
  public var body: Never { fatalError("scenes have no body") }
  var contentView: AnyView {
    for scene in scenes {
      if let scene = scene as? any _SceneContent { return scene.contentView }
    }
    return AnyView(EmptyView())
  }
}

/// Builds an app's scenes: SwiftUI's `SceneBuilder`.
@resultBuilder
@MainActor
public enum SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene
  {
    var scenes: [any Scene] = []
    for scene in repeat each content { scenes.append(scene) }
    return _TupleScene(scenes: scenes)
  }
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// The content of an app's first window, as a view.
struct SceneContentView<S: Scene>: View, _PrimitiveView {
  let scene: S
  typealias Body = Never
  var erased: AnyView { AnyView(self) }
  func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    resolver.nodes(for: SceneContentView.content(of: scene))
  }
  static func content(of scene: some Scene) -> AnyView {
    if let content = scene as? any _SceneContent { return content.contentView }
    return content(of: scene.body)
  }
}

/// A view whose previews Xcode shows: SwiftUI's `PreviewProvider`. On Linux, previews compile.
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor static var previews: Self.Previews { get }
}

/// Previews of a view: Xcode's `#Preview`. On Linux, a preview compiles to nothing.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PortableSwiftUIMacros", type: "PreviewMacro")

extension View {
  /// The name of a preview.
  public func previewDisplayName(_ value: String?) -> some View { self }
}
