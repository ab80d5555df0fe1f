import ArgumentParser
import Foundation
import LiveSupport
import PomodoroCore
import PomodoroLive

/// `pomodoro hooks`: the hook commands kept in `settings.json` — list, add and remove them.
struct Hooks: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List, add or remove the saved hooks (shell commands run on each timer event).",
    discussion: """
      Saved hooks are settings.json's onEvent. --on-event CMD adds one for a single run (with \
      --save, for good); a command is kept once, however often it is given. A running timer \
      keeps the hooks it started with.
      """,
    subcommands: [List.self, Add.self, Remove.self],
    defaultSubcommand: List.self)

  /// The settings file of this user.
  static func store() -> SettingsStore { SettingsStore(directories: XDGDirectories()) }

  /// Reads the settings, or says why not and exits with status 1.
  static func load(_ store: SettingsStore) throws -> PomodoroSettings {
    do {
      return try store.load()
    } catch let error as PomodoroStorageError {
      FileHandle.standardError.write(Data("pomodoro: \(error)\n".utf8))
      throw ExitCode.failure
    }
  }

  /// Saves the settings, or says why not and exits with status 1.
  static func save(_ settings: PomodoroSettings, _ store: SettingsStore) throws {
    do {
      try store.save(settings)
    } catch let error as PomodoroStorageError {
      FileHandle.standardError.write(Data("pomodoro: \(error)\n".utf8))
      throw ExitCode.failure
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the saved hooks, numbered (the default).")

    func run() throws {
      let hooks = try Hooks.load(Hooks.store()).onEvent
      if hooks.isEmpty {
        print("No hooks saved. Add one with: pomodoro hooks add 'COMMAND'")
        return
      }
      for (index, hook) in hooks.enumerated() { print("\(index + 1)  \(hook)") }
    }
  }

  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Save a hook: a shell command run on each timer event.")

    @Argument(help: ArgumentHelp("The command, run with /bin/sh -c.", valueName: "command"))
    var command: String

    func validate() throws {
      if command.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        throw ValidationError("The hook needs a command.")
      }
    }

    func run() throws {
      let store = Hooks.store()
      var settings = try Hooks.load(store)
      if let index = settings.onEvent.firstIndex(of: command) {
        print("Hook \(index + 1) is already that command: \(command)")
        return
      }
      settings.onEvent.append(command)
      try Hooks.save(settings, store)
      print("Saved hook \(settings.onEvent.count): \(command)")
    }
  }

  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Remove saved hooks, by number (as listed) or by their command.")

    @Argument(
      help: ArgumentHelp(
        "A hook's number in 'pomodoro hooks', or its whole command.", valueName: "hook"))
    var hooks: [String] = []

    @Flag(help: "Remove every saved hook.")
    var all = false

    func validate() throws {
      if hooks.isEmpty && !all { throw ValidationError("Name a hook to remove, or give --all.") }
      if !hooks.isEmpty && all { throw ValidationError("Give hooks to remove or --all, not both.") }
    }

    func run() throws {
      let store = Hooks.store()
      var settings = try Hooks.load(store)
      let saved = settings.onEvent
      var removed: Set<String> = all ? Set(saved) : []
      for hook in hooks {
        if let number = Int(hook), saved.indices.contains(number - 1) {
          removed.insert(saved[number - 1])
        } else if saved.contains(hook) {
          removed.insert(hook)
        } else {
          let count = saved.count == 1 ? "1 hook is" : "\(saved.count) hooks are"
          throw ValidationError(
            "There is no hook \(hook) (\(count) saved; 'pomodoro hooks' lists them).")
        }
      }
      settings.onEvent.removeAll { removed.contains($0) }
      try Hooks.save(settings, store)
      for hook in saved where removed.contains(hook) { print("Removed: \(hook)") }
    }
  }
}
