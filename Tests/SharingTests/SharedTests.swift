import ConcurrencyExtras
import CustomDump
import Dependencies
import Foundation
import Sharing
import Testing

struct SharedTests {
  @Test func valueSharedByCopies() {
    @Shared(value: 0) var count
    let copy = $count
    copy.withLock { $0 += 1 }
    #expect(count == 1)
    #expect(copy.wrappedValue == 1)
  }

  @Test func withLockReturnsTheOperationsResult() {
    @Shared(value: [1, 2]) var numbers
    let removed = $numbers.withLock { $0.removeLast() }
    #expect(removed == 2)
    #expect(numbers == [1])
  }

  @Test func derivedSharedWritesThrough() {
    struct SyncUp: Equatable {
      var title = ""
      var attendees: [String] = []
    }
    @Shared(value: SyncUp()) var syncUp
    let attendees = $syncUp.attendees
    attendees.withLock { $0.append("Blob") }
    #expect(syncUp.attendees == ["Blob"])
    $syncUp.withLock { $0.attendees.append("Blob Jr") }
    #expect(attendees.wrappedValue == ["Blob", "Blob Jr"])
    // A read-only key path gives a reader.
    let count: SharedReader<Int> = $syncUp.attendees.count
    #expect(count.wrappedValue == 2)
  }

  @Test func unwrappingAnOptional() throws {
    @Shared(value: Optional<Int>.none) var optional
    #expect(Shared($optional) == nil)
    $optional.withLock { $0 = 1 }
    let unwrapped = try #require(Shared($optional))
    unwrapped.withLock { $0 += 1 }
    #expect(optional == 2)
    // Once the base is nil, the unwrapped reference keeps its last value.
    $optional.withLock { $0 = nil }
    #expect(unwrapped.wrappedValue == 2)
    unwrapped.withLock { $0 = 5 }
    #expect(optional == nil)
    #expect(unwrapped.wrappedValue == 5)
  }

  @Test func readerSeesTheSharedValue() {
    @Shared(value: 1) var count
    let reader = SharedReader($count)
    $count.withLock { $0 = 2 }
    #expect(reader.wrappedValue == 2)
    #expect(SharedReader.constant(3).wrappedValue == 3)
    #expect(SharedReader(value: "a").wrappedValue == "a")
  }

  @Test func unwrappingAReader() throws {
    @Shared(value: Optional("a")) var name
    let reader = try #require(SharedReader($name))
    $name.withLock { $0 = "b" }
    #expect(reader.wrappedValue == "b")
    #expect(SharedReader(Shared<Int?>(value: nil)) == nil)
  }

  @Test func assigningTheProjectedValueReachesCopies() {
    @Shared(value: 1) var count
    let copy = $count
    $count = Shared(value: 10)
    #expect(copy.wrappedValue == 10)
  }

  @Test func projectedValueInitializer() {
    func child(@Shared count: Int) -> Shared<Int> { $count }
    @Shared(value: 1) var count
    child($count: $count).withLock { $0 = 2 }
    #expect(count == 2)
  }

  @Test func equalityComparesValues() {
    #expect(Shared(value: 1) == Shared(value: 1))
    #expect(Shared(value: 1) != Shared(value: 2))
    #expect(SharedReader(value: 1) == SharedReader(value: 1))
  }

  @Test func identifiableByTheValue() {
    struct User: Identifiable { let id: Int }
    #expect(Shared(value: User(id: 7)).id == 7)
    #expect(SharedReader(value: User(id: 8)).id == 8)
  }

  @Test func dumpsAsItsValue() {
    struct State {
      @Shared var count: Int
    }
    #expect(String(customDumping: Shared(value: 3)) == "3")
    #expect(
      String(customDumping: State(count: Shared(value: 3)))
        == """
        SharedTests.State(
          _count: 3
        )
        """)
  }

  @Test func description() {
    #expect(Shared(value: 1).description == "Shared<Int>(value: 1)")
  }

  @Test func sendableAcrossTasks() async {
    let count = Shared(value: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 1...100 {
        group.addTask { count.withLock { $0 += 1 } }
      }
    }
    #expect(count.wrappedValue == 100)
  }
}
