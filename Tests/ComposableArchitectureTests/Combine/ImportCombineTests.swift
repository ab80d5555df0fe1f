import Combine
import ComposableArchitecture
import Foundation
import Testing

/// TCA code imports Combine for its publishers and subjects; on Linux the same lines compile and
/// mean OpenCombine's.
struct ImportCombineTests {
  @Test func aSubjectPublishesThroughCombinesOperators() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable: AnyCancellable = subject.map { $0 * 2 }.sink { received.append($0) }
    subject.send(1)
    subject.send(2)
    cancellable.cancel()
    subject.send(3)
    #expect(received == [2, 4])
  }

  @Test func aTestSchedulerDrivesADispatchQueuePublisher() {
    let scheduler = DispatchQueue.test
    var received: [String] = []
    let cancellable = Just("tick")
      .delay(for: .seconds(1), scheduler: scheduler.eraseToAnyScheduler())
      .sink { received.append($0) }
    scheduler.advance(by: .milliseconds(999))
    #expect(received.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(received == ["tick"])
    _ = cancellable
  }
}
