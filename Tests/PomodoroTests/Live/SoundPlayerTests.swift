import Foundation
import PomodoroLive
import Testing

struct SoundPlayerTests {
  @Test func writesTheChimeOnceAndPlaysItWithTheFirstPlayer() throws {
    try withTemporaryDirectory { directory in
      let bin = directory.appending(path: "bin")
      try makeExecutable(bin.appending(path: "aplay"))
      try makeExecutable(bin.appending(path: "paplay"))
      let launches = Recorder<[String]>()
      let bells = Recorder<Data>()
      let soundFile = directory.appending(path: "cache/pomodoro/chime.wav")
      let player = SoundPlayer(
        soundFile: soundFile,
        locator: ExecutableLocator(searchPath: [bin]),
        launcher: ProcessLauncher { program, arguments in
          launches.append([program.lastPathComponent] + arguments)
        },
        fallback: Bell { bells.append($0) })

      let paplay = bin.appending(path: "paplay")
      #expect(player.play() == .played(by: paplay))
      #expect(launches.values == [["paplay", soundFile.path]])
      #expect(try Data(contentsOf: soundFile) == ChimeSound.wav())

      // An intact file is reused as it is.
      let modified =
        try FileManager.default.attributesOfItem(atPath: soundFile.path)[
          .modificationDate] as? Date
      #expect(player.play() == .played(by: paplay))
      #expect(
        try FileManager.default.attributesOfItem(atPath: soundFile.path)[.modificationDate]
          as? Date == modified)
      #expect(bells.values.isEmpty)
    }
  }

  @Test func aplayIsAskedToBeQuiet() throws {
    try withTemporaryDirectory { directory in
      try makeExecutable(directory.appending(path: "aplay"))
      let launches = Recorder<[String]>()
      let soundFile = directory.appending(path: "chime.wav")
      let player = SoundPlayer(
        soundFile: soundFile, locator: ExecutableLocator(searchPath: [directory]),
        launcher: ProcessLauncher { _, arguments in launches.append(arguments) },
        fallback: .silent)
      player.play()
      #expect(launches.values == [["-q", soundFile.path]])
    }
  }

  @Test func ringsTheBellWithoutAPlayer() throws {
    try withTemporaryDirectory { directory in
      let launches = Recorder<[String]>()
      let bells = Recorder<Data>()
      let player = SoundPlayer(
        soundFile: directory.appending(path: "chime.wav"),
        locator: ExecutableLocator(searchPath: [directory]),
        launcher: ProcessLauncher { _, arguments in launches.append(arguments) },
        fallback: Bell { bells.append($0) })
      #expect(player.player == nil)
      #expect(player.play() == .rangBell)
      #expect(bells.values == [Data([0x07])])
      #expect(launches.values.isEmpty)
    }
  }

  @Test func ringsTheBellWhenThePlayerCannotStart() throws {
    struct LaunchFailed: Error {}
    try withTemporaryDirectory { directory in
      try makeExecutable(directory.appending(path: "pw-play"))
      let bells = Recorder<Data>()
      let player = SoundPlayer(
        soundFile: directory.appending(path: "chime.wav"),
        locator: ExecutableLocator(searchPath: [directory]),
        launcher: ProcessLauncher { _, _ in throw LaunchFailed() },
        fallback: Bell { bells.append($0) })
      #expect(player.play() == .rangBell)
      #expect(bells.values.count == 1)
    }
  }

  @Test func disabledPlayerIsSilent() {
    let bells = Recorder<Data>()
    let player = SoundPlayer(
      isEnabled: false, soundFile: URL(filePath: "/nonexistent/chime.wav"),
      locator: ExecutableLocator(searchPath: []), fallback: Bell { bells.append($0) })
    #expect(player.play() == .disabled)
    #expect(bells.values.isEmpty)
  }

  @Test func defaultSoundFileIsInTheXDGCache() {
    #expect(
      SoundPlayer.defaultSoundFile(environment: ["XDG_CACHE_HOME": "/c"]).path
        == "/c/pomodoro/chime.wav")
    #expect(
      SoundPlayer.defaultSoundFile(environment: ["HOME": "/home/ann"]).path
        == "/home/ann/.cache/pomodoro/chime.wav")
  }
}
