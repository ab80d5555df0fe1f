import ArgumentParser
import ComposableArchitecture
import Foundation
import LiveSupport
import PomodoroCore
import PomodoroLive
import PomodoroTUI
import PomodoroUI
import TerminalUI
import TerminalUIWeb
import TerminalUIWebServer

/// `pomodoro`: the timer in the terminal; `pomodoro stats` prints the history's statistics.
@main
struct Pomodoro: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pomodoro",
    abstract: "A Pomodoro timer for the terminal, with a cat.",
    discussion: """
      Keys: space starts, pauses and resumes (breaks too); r stops; t sets the focus length \
      (on a break ready, the break's); + and - add or take a minute; n names the task; c pets \
      the cat; s shows statistics; q quits. The bottom line of the screen shows the keys that \
      work now. Settings live in $XDG_CONFIG_HOME/pomodoro/settings.json and the history in \
      $XDG_DATA_HOME/pomodoro/history.sqlite ('pomodoro reset' moves them aside). Flags apply \
      to this run; add --save to keep them. Into a pipe or a file (or with TERM=dumb), the \
      timer prints one line per event instead of drawing the screen. 'pomodoro status' prints \
      one line for status bars; 'pomodoro history' lists the sessions (CSV, JSON); 'pomodoro \
      hooks' lists and removes the saved hooks. ? lists the keys that work now.
      """,
    version: AppVersion.current,
    subcommands: [Status.self, Stats.self, History.self, Hooks.self, Reset.self]
  )

  @OptionGroup var timing: TimingOptions

  @Flag(help: "Save the lengths, goal and switches given here as the new defaults.")
  var save = false

  @Option(
    help: ArgumentHelp(
      "What the sessions are for, up to 60 characters, e.g. --task \"Write report\" (n changes "
        + "it in the app).",
      valueName: "text"))
  var task: String?

  @OptionGroup var web: WebOptions

  /// Prints the manual page (`Scripts/install` installs it).
  @Flag(help: .private) var manualPage = false

  func validate() throws {
    // Before anything is read: a build without the web host says so and does nothing else.
    if web.web && !WebOptions.isAvailable { throw WebOptions.notBuilt(command: "pomodoro") }
    try web.validate()
    if let task, TaskEditor.normalized(task) == nil {
      throw ValidationError("--task needs some text (got \"\(task)\").")
    }
    // Refused in words, as the manual promises, rather than cut.
    let length = task?.trimmingCharacters(in: .whitespacesAndNewlines).count ?? 0
    if length > TaskEditor.maxLength {
      throw ValidationError(
        "--task must be at most \(TaskEditor.maxLength) characters (got \(length)).")
    }
  }

  mutating func run() async throws {
    if manualPage {
      print(try ManualPage.roff(fromDumpHelp: Self._dumpHelp(), version: AppVersion.current))
      return
    }
    let directories = XDGDirectories()
    let timing = self.timing
    var launch: PomodoroLaunch
    do {
      launch = try PomodoroLaunch.open(directories: directories, now: Date()) {
        timing.apply(to: &$0)
      }
      if save { try launch.settingsStore.save(launch.settings) }
    } catch let error as PomodoroStorageError {
      FileHandle.standardError.write(Data("pomodoro: \(error)\n".utf8))
      throw ExitCode.failure
    }
    launch.announceRecovery()
    if let task = task.flatMap(TaskEditor.normalized) { launch.initialState.task = task }
    if web.web {
      try await Self.runWeb(
        launch, host: web.host ?? "127.0.0.1", port: web.port ?? 0, opensBrowser: !web.noOpen)
    } else {
      try await Self.runTimer(launch)
    }
  }

  /// Shows the timer until the user quits, then saves the progress of a running session.
  @MainActor
  static func runTimer(_ launch: PomodoroLaunch) async throws {
    let store = Store(initialState: launch.initialState) {
      TimerFeature()
    } withDependencies: {
      launch.wire(&$0)
    }
    let app = TerminalApp(rootView: TimerView(store: store))
    // Into a pipe or a file, one line per event rather than the screen's text.
    var log = TimerEventLog()
    app.plainOutput = { log.lines(for: store.state, at: Date()) }
    // SIGTERM and SIGHUP end the timer like q does, so the progress is saved.
    app.returnsOnTerminationSignal = true
    try await app.run()
    try saveProgress(store, launch)
    // SIGTERM or SIGHUP: the progress is saved; end as the signal asked, with its status.
    if let signal = app.terminationSignal { throw ExitCode(128 + signal) }
  }

  /// Serves the timer to a browser (`--web`) until Ctrl-C, SIGTERM or `q`, then saves as the
  /// terminal does.
  @MainActor
  static func runWeb(_ launch: PomodoroLaunch, host: String, port: Int, opensBrowser: Bool)
    async throws
  {
    #if Web
      // The chime and the notification come from the page, where the user is: the browser's
      // notifications and sound, as the settings allow them.
      let announcer = WebAnnouncer()
      let settings = launch.settings
      let store = Store(initialState: launch.initialState) {
        TimerFeature()
      } withDependencies: {
        launch.wire(&$0)
        $0.sound = SoundClient { _ in
          if settings.soundEnabled { await announcer.post(.chime) }
        }
        $0.notifications = NotificationClient { title, body in
          if settings.notificationsEnabled {
            await announcer.post(.notification(title: title, body: body))
          }
        }
      }
      try await WebServer.serve(
        title: "Pomodoro", host: host, port: port, opensBrowser: opensBrowser,
        announcer: announcer
      ) {
        HostingView(rootView: TimerView(store: store), buildsRowsInSight: false)
      }
      try saveProgress(store, launch)
    #else
      throw WebOptions.notBuilt(command: "pomodoro")
    #endif
  }

  /// Saves the progress of a running session, as quitting does.
  @MainActor
  private static func saveProgress(_ store: StoreOf<TimerFeature>, _ launch: PomodoroLaunch)
    throws
  {
    do {
      try launch.saveOnQuit(store.state, now: Date())
    } catch {
      FileHandle.standardError.write(Data("pomodoro: \(error)\n".utf8))
      let unsaved = store.state.unsavedSessions.count
      if unsaved > 0 {
        let sessions = unsaved == 1 ? "1 session was" : "\(unsaved) sessions were"
        FileHandle.standardError.write(Data("pomodoro: \(sessions) not saved.\n".utf8))
      }
      throw ExitCode.failure
    }
  }
}

extension PomodoroLaunch {
  /// Tells on standard error what became of a session left running by an earlier launch.
  func announceRecovery() {
    let message: String
    switch recovery {
    case .nothingRunning: return
    case .resume(let session) where session.kind == .focus:
      message = "Resuming the focus session started at \(Self.time(session.startDate)) (paused)."
    case .resume(let session):
      message = "The break started at \(Self.time(session.startDate)) was recorded as abandoned."
    case .abandoned(let session):
      message = "The session started at \(Self.time(session.startDate)) was recorded as abandoned."
    }
    FileHandle.standardError.write(Data("pomodoro: \(message)\n".utf8))
  }
}
