import Foundation

/// Dismisses the presentation the view is in (a sheet, a pushed screen): SwiftUI's
/// `DismissAction`, read with `@Environment(\.dismiss)`.
public struct DismissAction: Sendable {
  let action: @MainActor @Sendable () -> Void

  /// An action that runs `action`.
  public init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }

  /// Dismisses the presentation.
  @MainActor public func callAsFunction() { action() }
}

/// Opens a URL: SwiftUI's `OpenURLAction`, read with `@Environment(\.openURL)`.
public struct OpenURLAction: Sendable {
  /// What the handler did with the URL.
  public struct Result: Sendable {
    let accepted: Bool
    /// The handler opened the URL.
    public static let handled = Result(accepted: true)
    /// The handler could not open the URL.
    public static let discarded = Result(accepted: false)
    /// The handler passes the URL on to the system.
    public static let systemAction = Result(accepted: true)
  }

  let handler: @Sendable (URL) -> Result

  /// An action that opens URLs with `handler`.
  public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

  /// Opens `url`.
  public func callAsFunction(_ url: URL) { _ = handler(url) }

  /// Opens `url`, then calls `completion` with whether it was opened.
  public func callAsFunction(_ url: URL, completion: @escaping @Sendable (Bool) -> Void) {
    completion(handler(url).accepted)
  }
}

/// Whether a list's rows can be edited: SwiftUI's `EditMode`.
public enum EditMode: Sendable, Hashable {
  /// Not editing.
  case inactive
  /// Editing, for a moment (a swipe to delete).
  case transient
  /// Editing.
  case active

  /// Whether the mode is one of editing.
  public var isEditing: Bool { self != .inactive }
}

/// Light or dark: SwiftUI's `ColorScheme`.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
  /// Light backgrounds.
  case light
  /// Dark backgrounds.
  case dark
}

/// Runs a list's refresh: SwiftUI's `RefreshAction`, read with `@Environment(\.refresh)`.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void
  /// Refreshes.
  public func callAsFunction() async { await action() }
}

/// Where a scene is in its life: SwiftUI's `ScenePhase`.
public enum ScenePhase: Sendable, Hashable {
  /// On screen, but not taking input.
  case inactive
  /// Not on screen.
  case background
  /// On screen and taking input.
  case active
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } }
}
private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct RefreshKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { .current } }
private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }

extension EnvironmentValues {
  /// Dismisses the presentation the view is in.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
  /// Whether the view is in a presentation (a sheet, a pushed screen).
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
  /// Opens URLs.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
  /// The edit mode of the list the view is in, if one set it.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
  /// Whether controls take input (`.disabled(true)` turns it off).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  /// Light or dark.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  /// The refresh of the enclosing `.refreshable`, if any.
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
  /// Where the scene is in its life.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
  /// Whether the enclosing `.searchable` field is being searched.
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
  /// The locale.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  /// The default font of text.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
}
