import Foundation
import PomodoroLive
import Testing

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

      let path = "\(first.path):relative:\(second.path)"
      let locator = ExecutableLocator(environment: ["PATH": path])
      #expect(locator.searchPath.count == 2)
      #expect(locator.executable(named: "pw-play") == nil)
      #expect(
        locator.firstExecutable(named: ["pw-play", "paplay", "aplay"])?.path
          == first.appending(path: "paplay").path)
      #expect(locator.executable(named: "aplay")?.path == second.appending(path: "aplay").path)
    }
  }
}
