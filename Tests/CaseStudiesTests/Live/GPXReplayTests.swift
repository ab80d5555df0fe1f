import CaseStudiesCore
import CaseStudiesLive
import Clocks
import ConcurrencyExtras
import Foundation
import Testing

struct GPXReplayTests {
  let start = Date(timeIntervalSince1970: 1_773_469_800)

  func point(_ seconds: Double?, _ latitude: Double = 0) -> TrackPoint {
    TrackPoint(latitude: latitude, longitude: 0, time: seconds.map(start.addingTimeInterval))
  }

  @Test func delaysFollowTimestampsDividedBySpeed() {
    let replay = GPXReplay(
      points: [point(0), point(10), point(25), point(nil), point(30), point(20)], speed: 5,
      fallbackInterval: .seconds(2)
    )
    // A missing time waits the fallback interval; a time going backwards does not wait.
    #expect(
      replay.delays == [
        .zero, .seconds(2), .seconds(3), .milliseconds(400), .milliseconds(400), .zero,
      ])
  }

  @Test func playsEveryPointInOrderSleepingTheDelays() async {
    let clock = RecordingClock()
    let points = [point(0, 1), point(4, 2), point(6, 3)]
    let replay = GPXReplay(points: points, speed: 2, clock: clock)
    var played: [TrackPoint] = []
    for await point in replay.stream() { played.append(point) }
    #expect(played == points)
    #expect(clock.sleeps.value == [.seconds(2), .seconds(1)])
  }

  @Test func waitsForTheClockBetweenPoints() async {
    let clock = GatedClock()
    let points = [point(0, 1), point(10, 2), point(20, 3)]
    var iterator = GPXReplay(points: points, speed: 10, clock: clock).stream()
      .makeAsyncIterator()
    var sleeps = clock.requests.makeAsyncIterator()
    #expect(await iterator.next() == points[0])
    // The replay is now parked in the clock until the test lets the second elapse.
    #expect(await sleeps.next() == .seconds(1))
    clock.elapse()
    #expect(await iterator.next() == points[1])
    #expect(await sleeps.next() == .seconds(1))
    clock.elapse()
    #expect(await iterator.next() == points[2])
    #expect(await iterator.next() == nil)
  }

  @Test func cancellingTheConsumerEndsTheReplay() async {
    let clock = TestClock()
    let (firstArrived, arrived) = AsyncStream.makeStream(of: Void.self)
    let consumer = Task {
      var count = 0
      for await _ in GPXReplay(points: [point(0), point(60)], clock: clock).stream() {
        count += 1
        arrived.yield()
      }
      return count
    }
    for await _ in firstArrived { break }
    consumer.cancel()
    // The clock never advances, so only cancellation can end the loop.
    #expect(await consumer.value == 1)
  }
}

/// A clock that never waits but remembers every sleep it was asked for.
private struct RecordingClock: Clock {
  let base = ImmediateClock()
  let sleeps = LockIsolated<[Duration]>([])

  var now: ImmediateClock<Duration>.Instant { base.now }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: ImmediateClock<Duration>.Instant, tolerance: Duration?) async throws {
    sleeps.withValue { $0.append(now.duration(to: deadline)) }
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}

/// A clock whose sleeps last until the test calls `elapse()`, announcing each one on
/// `requests`, so a test knows exactly when the code under test is waiting.
private final class GatedClock: Clock, @unchecked Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  let requests: AsyncStream<Duration>
  private let announce: AsyncStream<Duration>.Continuation
  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var parked: (deadline: Instant, resume: CheckedContinuation<Void, Never>)?

  init() {
    (requests, announce) = AsyncStream.makeStream(of: Duration.self)
  }

  var now: Instant { lock.withLock { current } }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    await withCheckedContinuation { continuation in
      lock.withLock { parked = (deadline, continuation) }
      announce.yield(now.duration(to: deadline))
    }
  }

  /// Ends the pending sleep, moving the clock to its deadline.
  func elapse() {
    let sleeper = lock.withLock {
      defer { parked = nil }
      if let parked { current = parked.deadline }
      return parked?.resume
    }
    sleeper?.resume()
  }
}
