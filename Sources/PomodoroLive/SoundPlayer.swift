import Foundation
import LiveSupport

/// Plays the end-of-session chime through the first sound program found on the `PATH`.
///
/// It looks for `pw-play` (PipeWire), `paplay` (PulseAudio), then `aplay` (ALSA). The chime is
/// generated once into a cache file (`$XDG_CACHE_HOME/pomodoro/chime.wav`) and handed to the
/// program, which runs in the background. Without any of those programs, or if one cannot be
/// started, the fallback bell rings instead.
///
/// ```swift
/// let sound = SoundPlayer(isEnabled: settings.soundEnabled, fallback: Bell())
/// sound.play()  // returns as soon as the player is started
/// ```
package struct SoundPlayer: Sendable {
  /// What `play()` did.
  package enum Playback: Sendable, Equatable {
    /// Sound is switched off; nothing happened.
    case disabled
    /// The chime was handed to this program.
    case played(by: URL)
    /// No program could play it, so the fallback bell rang.
    case rangBell
  }

  /// The chime's bytes, generated on first use.
  private static let chime = ChimeSound.wav()

  /// The programs tried, in order of preference.
  package static let playerNames = ["pw-play", "paplay", "aplay"]

  /// Whether `play()` makes any sound.
  package var isEnabled: Bool
  /// The program that plays the chime, or `nil` when none was found.
  package var player: URL?
  /// Where the generated chime is kept.
  package var soundFile: URL
  /// What rings when no program can play the chime.
  package var fallback: Bell
  private let launcher: ProcessLauncher

  /// Creates a player.
  ///
  /// ```swift
  /// let sound = SoundPlayer(
  ///   soundFile: URL(filePath: "/tmp/chime.wav"), locator: ExecutableLocator(), fallback: Bell())
  /// ```
  /// - Parameters:
  ///   - soundFile: Where to write the chime; by default in the XDG cache directory.
  ///   - locator: Finds the sound program.
  ///   - launcher: Starts it; inject a fake in tests.
  ///   - fallback: Rings when no program can play.
  package init(
    isEnabled: Bool = true,
    soundFile: URL = SoundPlayer.defaultSoundFile(),
    locator: ExecutableLocator = ExecutableLocator(),
    launcher: ProcessLauncher = .live,
    fallback: Bell
  ) {
    self.isEnabled = isEnabled
    self.player = locator.firstExecutable(named: Self.playerNames)
    self.soundFile = soundFile
    self.fallback = fallback
    self.launcher = launcher
  }

  /// `chime.wav` in the `pomodoro` folder of `$XDG_CACHE_HOME` (or `~/.cache`).
  ///
  /// ```swift
  /// SoundPlayer.defaultSoundFile(environment: ["XDG_CACHE_HOME": "/tmp/cache"])
  /// // /tmp/cache/pomodoro/chime.wav
  /// ```
  package static func defaultSoundFile(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    let cache: URL
    if let value = environment["XDG_CACHE_HOME"], value.hasPrefix("/") {
      cache = URL(filePath: value, directoryHint: .isDirectory)
    } else {
      cache = XDGDirectories(environment: environment).home.appending(path: ".cache")
    }
    return cache.appending(path: "pomodoro/chime.wav")
  }

  /// Starts the chime and returns without waiting for it to finish.
  ///
  /// ```swift
  /// if case .rangBell = sound.play() { /* no sound program installed */ }
  /// ```
  @discardableResult
  package func play() -> Playback {
    guard isEnabled else { return .disabled }
    guard let player, let file = try? preparedSoundFile() else {
      fallback.ring()
      return .rangBell
    }
    do {
      try launcher.launch(player, arguments(for: player, file: file))
      return .played(by: player)
    } catch {
      fallback.ring()
      return .rangBell
    }
  }

  /// The command line for `player`; `aplay` is asked to keep quiet.
  func arguments(for player: URL, file: URL) -> [String] {
    let path = file.path(percentEncoded: false)
    return player.lastPathComponent == "aplay" ? ["-q", path] : [path]
  }

  /// Writes the chime unless an intact copy is already there.
  func preparedSoundFile() throws -> URL {
    let wav = Self.chime
    let path = soundFile.path(percentEncoded: false)
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    if size != wav.count {
      try AtomicFile.write(wav, to: soundFile)
    }
    return soundFile
  }
}
