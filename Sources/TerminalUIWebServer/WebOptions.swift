import ArgumentParser

/// The apps' `--web` flags: serve the screens to a browser on this machine.
///
/// ```swift
/// @OptionGroup var web: WebOptions
/// ```
///
/// In a build without the `Web` trait the flags are hidden (from `--help`, completions and the
/// manual page), and `--web` is refused with `notBuilt(command:)`.
public struct WebOptions: ParsableArguments {
  /// Whether this build has the web host (the `Web` package trait).
  #if Web
    public static let isAvailable = true
  #else
    public static let isAvailable = false
  #endif

  /// Shown only where they work.
  static let visibility: ArgumentVisibility = isAvailable ? .default : .private

  @Flag(
    help: ArgumentHelp(
      "Serve the app as a web page on this machine (127.0.0.1) instead of the terminal.",
      visibility: visibility))
  public var web = false

  @Option(
    help: ArgumentHelp(
      "The port for --web (default: a free one).", valueName: "port", visibility: visibility))
  public var port: Int?

  @Option(
    help: ArgumentHelp(
      "The address --web listens on (default: 127.0.0.1); the page still needs its token.",
      valueName: "address", visibility: visibility))
  public var host: String?

  @Flag(
    name: .customLong("no-open"),
    help: ArgumentHelp(
      "With --web, print the address without opening it.", visibility: visibility))
  public var noOpen = false

  public init() {}

  public func validate() throws {
    if !web, port != nil || host != nil || noOpen {
      throw ValidationError("--port, --host and --no-open go with --web.")
    }
    if let port, !(0...65535).contains(port) {
      throw ValidationError("--port must be from 0 to 65535 (got \(port)).")
    }
    if let host, host.isEmpty { throw ValidationError("--host needs an address.") }
  }

  /// The error of a build without the web host (the `Web` trait).
  public static func notBuilt(command: String) -> ValidationError {
    ValidationError(
      "This \(command) was built without its web host. Build it with the Web trait: "
        + "swift run --traits Web \(command) --web, or install it with Scripts/install --web.")
  }
}
