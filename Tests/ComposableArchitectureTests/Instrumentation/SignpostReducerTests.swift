import Foundation
import Testing

@testable import ComposableArchitecture

/// `signpost()` compiles as on Apple's systems and, on Linux, writes its intervals as lines only
/// to a log that asks for them.
@MainActor
struct SignpostReducerTests {
  @Test func disabledLogWritesNothingAndChangesNothing() async {
    let store = TestStore(initialState: Beacon.State()) {
      Beacon().signpost("Beacon", log: .disabled)
    }
    await store.send(.increment) { $0.count = 1 }
    await store.send(.load)
    await store.receive(\.loaded) { $0.count = 42 }
    #expect(OSLog.disabled.signpostsEnabled == false)
  }

  @Test func enabledLogRecordsTheActionAndTheLifeOfItsEffect() async {
    let lines = LockIsolated<[String]>([])
    let log = OSLog(subsystem: "tests", category: "signposts") { line in
      lines.withValue { $0.append(line) }
    }
    let store = TestStore(initialState: Beacon.State()) {
      Beacon().signpost("Beacon", log: log)
    }
    await store.send(.load)
    await store.receive(\.loaded) { $0.count = 42 }
    await store.finish()

    let events = lines.value.map(Self.withoutDuration)
    #expect(
      events == [
        "Action: [Beacon] Beacon.Action.load",
        "Effect: [Beacon] Started from Beacon.Action.load",
        "Effect Output: [Beacon] Output from Beacon.Action.load",
        "Action: [Beacon] Beacon.Action.loaded",
        "Effect: [Beacon] Finished",
      ]
    )
  }

  @Test func cancelledEffectIsRecordedAsCancelled() async {
    let lines = LockIsolated<[String]>([])
    let log = OSLog(subsystem: "tests", category: "signposts") { line in
      lines.withValue { $0.append(line) }
    }
    let store = TestStore(initialState: Beacon.State()) {
      Beacon().signpost(log: log)
    }
    await store.send(.wait)
    await store.send(.stop)

    let events = lines.value.map(Self.withoutDuration)
    #expect(events.contains("Effect: Cancelled"))
    #expect(events.last == "Effect: Finished")
  }

  @Test func environmentVariableChoosesTheDestination() {
    #expect(OSLog.destination(from: [:]) == nil)
    #expect(OSLog.destination(from: ["COMPOSABLE_SIGNPOSTS": ""]) == nil)
    #expect(OSLog.destination(from: ["COMPOSABLE_SIGNPOSTS": "-"]) == .standardError)
    #expect(
      OSLog.destination(from: ["COMPOSABLE_SIGNPOSTS": "/tmp/x.log"]) == .file("/tmp/x.log")
    )
  }

  @Test func fileDestinationAppendsLines() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("signposts-\(UUID().uuidString).log").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let log = OSLog(subsystem: "tests", category: "file", destination: .file(path))
    log.write("Action: one")
    log.write("Action: two")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == "Action: one\nAction: two\n")
  }

  /// Durations vary from run to run: " (0.012 ms)" is dropped.
  static func withoutDuration(_ line: String) -> String {
    guard let range = line.range(of: #" \([0-9.]+ ms\)$"#, options: .regularExpression) else {
      return line
    }
    return String(line[..<range.lowerBound])
  }
}

@Reducer
private struct Beacon {
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case increment
    case load
    case loaded(Int)
    case wait
    case stop
  }
  enum CancelID { case wait }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .load:
        return .run { send in await send(.loaded(42)) }
      case let .loaded(count):
        state.count = count
        return .none
      case .wait:
        return .run { _ in try await Task.never() }.cancellable(id: CancelID.wait)
      case .stop:
        return .cancel(id: CancelID.wait)
      }
    }
  }
}
