import ArgumentParser
import CaseStudiesCore
import CaseStudiesLive
import CaseStudiesTUI
import ComposableArchitecture
import Foundation
import LiveSupport
import TerminalUI
import TerminalUIWebServer

/// `case-studies`: the seeds 001–004 as one terminal app with a menu. Parses the flags, wires
/// the live clients and runs the screens.
@main
struct CaseStudiesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "case-studies",
    abstract: "The Composable Architecture case studies (seeds 001–004) in a terminal.",
    discussion: """
      A menu of five case studies: a number fact that can be refreshed and cancelled, a \
      counter with a timer, a running tracker fed by a GPX replay or gpsd, a screenshot \
      counter that only counts while its screen is shown, and a shopping list that presents \
      an alert, a sheet and a stack. Arrows or j/k and Enter choose, Esc goes back, ? lists \
      the keys, q quits. Without a terminal, one plain line is printed per change.
      """,
    version: AppVersion.current
  )

  @Option(
    name: .customLong("facts-url"),
    help: ArgumentHelp(
      "Fetch number facts from this numbers-API base URL (GET {url}/{n}) instead of offline.",
      valueName: "url"))
  var factsURL: String?

  @Option(
    name: .customLong("facts-timeout"), parsing: .unconditional,
    help: ArgumentHelp("Seconds before a fact request gives up.", valueName: "seconds"))
  var factsTimeout: Double = 5

  @Option(
    name: .customLong("screenshots"),
    help: ArgumentHelp(
      "An existing folder to watch for new screenshots (default: $XDG_PICTURES_DIR/Screenshots, "
        + "created if missing).",
      valueName: "dir"),
    completion: .directory)
  var screenshots: String?

  @Option(
    help: ArgumentHelp(
      "Replay this GPX file as the runner's position (default: the bundled sample run).",
      valueName: "file"),
    completion: .file(extensions: ["gpx"]))
  var gpx: String?

  // Unconditional parsing reads `--speed -2` as a value to refuse, not as a missing one.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("How many times faster than recorded to replay the GPX track."))
  var speed: Double = 1

  @Option(
    help: ArgumentHelp(
      "Read positions from gpsd at HOST:PORT instead of a GPX replay.", valueName: "host:port"))
  var gpsd: String?

  @Option(
    help: ArgumentHelp(
      "The SQLite file of saved runs (default: $XDG_DATA_HOME/case-studies/runs.sqlite).",
      valueName: "file"),
    completion: .file(extensions: ["sqlite"]))
  var history: String?

  @OptionGroup var web: WebOptions

  /// Prints the manual page (`Scripts/install` installs it).
  @Flag(help: .private) var manualPage = false

  func validate() throws {
    if web.web && !WebOptions.isAvailable { throw WebOptions.notBuilt(command: "case-studies") }
    try web.validate()
    guard speed > 0, speed.isFinite else {
      throw ValidationError("--speed must be a positive number, not \(speed).")
    }
    guard factsTimeout > 0, factsTimeout.isFinite else {
      throw ValidationError("--facts-timeout must be a positive number of seconds.")
    }
    if gpx != nil && gpsd != nil {
      throw ValidationError("--gpx and --gpsd are two position sources: give only one.")
    }
    _ = try wiring()
  }

  /// The live clients the flags ask for; bad values throw errors that say what is wrong.
  func wiring() throws -> Wiring {
    let fact: FactClient
    if let factsURL {
      do {
        fact = .http(try HTTPFactFetcher(baseURL: factsURL, timeout: .seconds(factsTimeout)))
      } catch {
        throw ValidationError("--facts-url: \(error)")
      }
    } else {
      fact = .offline
    }
    let folder = ScreenshotFolder.resolve(override: screenshots)
    // A folder named on the command line must exist: a typo should not create a new one.
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
    if screenshots != nil && !(exists && isDirectory.boolValue) {
      let problem =
        exists ? "is not a folder." : "does not exist; create it first, or leave the flag out."
      throw ValidationError("--screenshots: \(folder.path) \(problem)")
    }
    // The same for the folder of a history named there.
    if let history {
      let folder = URL(filePath: history).standardizedFileURL.deletingLastPathComponent()
      var isFolder: ObjCBool = false
      if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder)
        || !isFolder.boolValue
      {
        throw ValidationError(
          "--history: \(folder.path) does not exist; create it first, or leave the flag out.")
      }
    }
    var wiring = Wiring(
      fact: fact, screenshots: .folder(folder), screenshotFolder: folder.path,
      location: .replay(SampleTrack.track.points, speed: speed),
      heartRate: .replay(SampleTrack.track.points, speed: speed),
      cadence: .replay(SampleTrack.track.points, speed: speed),
      locationDescription: "\(SampleTrack.name) (sample) at \(Self.format(speed))×",
      history: .database(
        at: history.map { URL(filePath: $0).standardizedFileURL } ?? RunHistoryStore.defaultURL())
    )
    if let gpsd {
      do {
        let client = try GPSDClient(address: gpsd)
        wiring.location = .gpsd(client)
        wiring.heartRate = .none
        wiring.cadence = .none
        wiring.locationDescription = "gpsd at \(client.host):\(client.port)"
      } catch {
        throw ValidationError("--gpsd: \(error)")
      }
    } else if let gpx {
      let url = URL(filePath: gpx)
      let track: GPXTrack
      do {
        track = try GPXParser().parse(contentsOf: url)
      } catch {
        throw ValidationError("--gpx: \(error)")
      }
      guard !track.points.isEmpty else {
        throw ValidationError("--gpx: \(gpx) has no track points.")
      }
      wiring.location = .replay(track.points, speed: speed)
      wiring.heartRate = .replay(track.points, speed: speed)
      wiring.cadence = .replay(track.points, speed: speed)
      wiring.locationDescription = "\(url.lastPathComponent) at \(Self.format(speed))×"
    }
    return wiring
  }

  @MainActor
  func run() async throws {
    if manualPage {
      print(try ManualPage.roff(fromDumpHelp: Self._dumpHelp(), version: AppVersion.current))
      return
    }
    var wiring = try wiring()
    // Only the default folder is created (by the watcher, when its screen opens): say so there.
    if !FileManager.default.fileExists(atPath: wiring.screenshotFolder) {
      wiring.screenshotFolder += " (a new folder, created for this)"
    }
    let store = Store(initialState: CaseStudiesApp.State()) {
      CaseStudiesApp()
    } withDependencies: {
      $0.factClient = wiring.fact
      $0.screenshots = wiring.screenshots
      $0.locationClient = wiring.location
      $0.heartRateClient = wiring.heartRate
      $0.cadenceClient = wiring.cadence
      $0.runHistory = wiring.history
    }
    let sources = CaseStudiesView.SourceInfo(
      screenshots: wiring.screenshotFolder, location: wiring.locationDescription)
    guard web.web else {
      return try await TerminalApp(rootView: CaseStudiesView(store: store, sources: sources)).run()
    }
    #if Web
      try await WebServer.serve(
        title: "Case studies", host: web.host ?? "127.0.0.1", port: web.port ?? 0,
        opensBrowser: !web.noOpen, rootView: CaseStudiesView(store: store, sources: sources))
    #else
      throw WebOptions.notBuilt(command: "case-studies")
    #endif
  }

  private static func format(_ speed: Double) -> String {
    speed == speed.rounded() && speed < 1e9 ? "\(Int(speed))" : "\(speed)"
  }
}

/// The live clients chosen by the flags.
struct Wiring {
  var fact: FactClient
  var screenshots: ScreenshotsClient
  var screenshotFolder: String
  var location: LocationClient
  var heartRate: HeartRateClient
  var cadence: CadenceClient
  var locationDescription: String
  var history: RunHistoryClient
}
