import Foundation
import PomodoroLive
import Testing

#if canImport(Glibc)
  import Glibc
#endif

struct ChimeSoundTests {
  func uint32(_ data: Data, at offset: Int) -> UInt32 {
    data[offset..<offset + 4].enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * $1.offset) }
  }

  func uint16(_ data: Data, at offset: Int) -> UInt16 {
    UInt16(data[offset]) | UInt16(data[offset + 1]) << 8
  }

  @Test func wavHeaderDescribesMono16BitPCM() {
    let wav = ChimeSound.wav(sampleRate: 22_050)
    #expect(String(decoding: wav[0..<4], as: UTF8.self) == "RIFF")
    #expect(uint32(wav, at: 4) == UInt32(wav.count - 8))
    #expect(String(decoding: wav[8..<12], as: UTF8.self) == "WAVE")
    #expect(String(decoding: wav[12..<16], as: UTF8.self) == "fmt ")
    #expect(uint32(wav, at: 16) == 16)
    #expect(uint16(wav, at: 20) == 1)  // PCM
    #expect(uint16(wav, at: 22) == 1)  // mono
    #expect(uint32(wav, at: 24) == 22_050)
    #expect(uint32(wav, at: 28) == 44_100)  // bytes per second
    #expect(uint16(wav, at: 32) == 2)
    #expect(uint16(wav, at: 34) == 16)
    #expect(String(decoding: wav[36..<40], as: UTF8.self) == "data")
    #expect(uint32(wav, at: 40) == UInt32(wav.count - 44))
  }

  @Test func chimeIsShortAndAudible() {
    let wav = ChimeSound.wav(sampleRate: 8_000)
    let seconds = Double(wav.count - 44) / 2 / 8_000
    #expect(seconds > 0.3 && seconds < 2)
    let samples = stride(from: 44, to: wav.count, by: 2).map {
      Int16(bitPattern: uint16(wav, at: $0))
    }
    let loudest = samples.map { abs(Int($0)) }.max() ?? 0
    #expect(loudest > 5_000 && loudest < Int(Int16.max))
    #expect(samples.first == 0)
  }
}

struct ExecutableLocatorTests {
  @Test func findsShOnThePath() throws {
    let sh = try #require(ExecutableLocator().executable(named: "sh"))
    #expect(sh.lastPathComponent == "sh")
    #expect(FileManager.default.isExecutableFile(atPath: sh.path))
  }

  @Test func missingProgramIsNil() {
    let locator = ExecutableLocator()
    #expect(locator.executable(named: "no-such-program-\(UUID().uuidString)") == nil)
    #expect(locator.executable(named: "") == nil)
  }

  @Test func earlierNamesAndDirectoriesWin() throws {
    try withTemporaryDirectory { directory in
      let first = directory.appending(path: "a")
      let second = directory.appending(path: "b")
      try makeExecutable(first.appending(path: "paplay"))
      try makeExecutable(second.appending(path: "paplay"))
      try makeExecutable(second.appending(path: "aplay"))
      // A directory or a file without execute permission is not a program.
      try FileManager.default.createDirectory(
        at: first.appending(path: "pw-play"), withIntermediateDirectories: true)
      try Data().write(to: second.appending(path: "pw-play"))

      let locator = ExecutableLocator(environment: ["PATH": "\(first.path):relative:\(second.path)"])
      #expect(locator.searchPath.count == 2)
      #expect(locator.executable(named: "pw-play") == nil)
      #expect(
        locator.firstExecutable(named: ["pw-play", "paplay", "aplay"])?.path
          == first.appending(path: "paplay").path)
      #expect(locator.executable(named: "aplay")?.path == second.appending(path: "aplay").path)
    }
  }
}

struct BellTests {
  @Test func ringsWithBELWhenEnabled() {
    let written = Recorder<Data>()
    Bell { written.append($0) }.ring()
    #expect(written.values == [Data([0x07])])

    Bell(isEnabled: false) { written.append($0) }.ring()
    #expect(written.values.count == 1)
  }

  @Test func writesToAFileHandle() throws {
    let pipe = Pipe()
    Bell(output: pipe.fileHandleForWriting).ring()
    try pipe.fileHandleForWriting.close()
    #expect(try pipe.fileHandleForReading.readToEnd() == Data([0x07]))
  }
}

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
      let modified = try FileManager.default.attributesOfItem(atPath: soundFile.path)[
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

  @Test func liveLauncherStartsARealProgram() throws {
    try withTemporaryDirectory { directory in
      let sh = try #require(ExecutableLocator().executable(named: "sh"))
      let marker = directory.appending(path: "ran")
      let fifo = directory.appending(path: "done")
      // The child writes a marker then blocks opening a FIFO until the test reads it, so the
      // test awaits the child without sleeping.
      #expect(mkfifo(fifo.path, 0o600) == 0)
      try ProcessLauncher.live.launch(
        sh, ["-c", "echo hi > \"$0\"; echo done > \"$1\"", marker.path, fifo.path])
      let reader = try #require(FileHandle(forReadingAtPath: fifo.path))
      let done = try reader.readToEnd()
      try reader.close()
      #expect(done == Data("done\n".utf8))
      #expect(try String(contentsOf: marker, encoding: .utf8) == "hi\n")
    }
  }
}

struct DesktopNotifierTests {
  @Test func runsNotifySendWithTitleAndBody() throws {
    try withTemporaryDirectory { directory in
      let program = directory.appending(path: "notify-send")
      try makeExecutable(program)
      let launches = Recorder<[String]>()
      let notifier = DesktopNotifier(
        locator: ExecutableLocator(searchPath: [directory]),
        launcher: ProcessLauncher { url, arguments in launches.append([url.path] + arguments) })
      #expect(notifier.notify(title: "-Focus done", body: "Take a 5-minute break."))
      #expect(
        launches.values == [
          [program.path, "--app-name=Pomodoro", "--", "-Focus done", "Take a 5-minute break."]
        ])
    }
  }

  @Test func doesNothingWithoutNotifySendOrWhenDisabled() throws {
    try withTemporaryDirectory { directory in
      let launches = Recorder<[String]>()
      let launcher = ProcessLauncher { _, arguments in launches.append(arguments) }
      let missing = DesktopNotifier(
        locator: ExecutableLocator(searchPath: [directory]), launcher: launcher)
      #expect(!missing.notify(title: "a", body: "b"))

      try makeExecutable(directory.appending(path: "notify-send"))
      let disabled = DesktopNotifier(
        isEnabled: false, locator: ExecutableLocator(searchPath: [directory]), launcher: launcher)
      #expect(!disabled.notify(title: "a", body: "b"))
      #expect(launches.values.isEmpty)
    }
  }
}

/// Creates an empty executable file (a stand-in for a program on the PATH).
func makeExecutable(_ url: URL) throws {
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data("#!/bin/sh\n".utf8).write(to: url)
  try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
}
