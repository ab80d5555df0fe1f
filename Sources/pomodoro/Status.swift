import ArgumentParser
import Foundation
import LiveSupport
import PomodoroCore
import PomodoroLive

/// `pomodoro status`: one line about the timer, for status bars and scripts.
struct Status: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print one line about the timer (for tmux, waybar, scripts) and exit.",
    discussion: """
      Reads the history, so it works while the timer runs in another terminal, or when none \
      runs. Placeholders for --format: \(placeholderHelp). \
      Exit status: 0 while a session counts down, 2 while one is paused, 3 when idle, 1 when \
      the settings or the history cannot be read.
      """)

  static let placeholderHelp = TimerStatusReport.placeholders
    .map { "{\($0.name)} \($0.meaning)" }.joined(separator: "; ")

  @Option(
    help: "The line to print, with placeholders (see above).")
  var format = TimerStatusReport.defaultFormat

  @Flag(help: "Print one line of JSON (the keys waybar reads, and more) instead.")
  var json = false

  func validate() throws {
    // An unknown placeholder is a mistake in the command line: say so before reading anything.
    let idle = TimerStatusReport(
      session: nil, appIsRunning: false, finishedToday: 0, dailyGoal: 0, now: Date())
    do {
      _ = try idle.line(format: format)
    } catch let error as TimerStatusReport.UnknownPlaceholder {
      throw ValidationError(error.description)
    }
  }

  func run() throws {
    let report: TimerStatusReport
    do {
      report = try TimerStatusReport.read(directories: XDGDirectories(), now: Date())
    } catch let error as PomodoroStorageError {
      FileHandle.standardError.write(Data("pomodoro: \(error)\n".utf8))
      throw ExitCode.failure
    }
    let line = try report.line(format: format)
    print(json ? try report.json(text: line) : line)
    switch report.state {
    case .running: return
    case .paused: throw ExitCode(2)
    case .idle: throw ExitCode(3)
    }
  }
}
