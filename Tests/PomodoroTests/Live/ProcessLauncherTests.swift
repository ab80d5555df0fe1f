import Foundation
import PomodoroLive
import Testing

#if canImport(Glibc)
  import Glibc
#endif

struct ProcessLauncherTests {
  @Test func liveLauncherStartsAProgramWithoutWaitingForIt() throws {
    try withTemporaryDirectory { directory in
      let sh = try #require(ExecutableLocator().executable(named: "sh"))
      let marker = directory.appending(path: "ran")
      let fifo = directory.appending(path: "done")
      // The child writes a marker, then blocks opening a FIFO until the test reads it: the
      // test awaits the child without sleeping, and would hang if `launch` waited for it.
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
