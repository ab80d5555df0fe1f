import Dependencies
import Sharing
import Testing

struct InMemoryKeyTests {
  @Test func sharedBetweenDeclarations() {
    @Shared(.inMemory("count")) var count1 = 0
    @Shared(.inMemory("count")) var count2 = 10
    // The first declaration's default wins; the second sees the same value.
    #expect(count2 == 0)
    $count1.withLock { $0 = 5 }
    #expect(count2 == 5)
  }

  @Test func survivesTheLastSharedGoingAway() {
    do {
      @Shared(.inMemory("name")) var name = "Blob"
      $name.withLock { $0 = "Blob Jr" }
    }
    @Shared(.inMemory("name")) var name = "Blob"
    #expect(name == "Blob Jr")
  }

  @Test func freshPerTestFirst() {
    @Shared(.inMemory("perTest")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 = 42 }
  }

  @Test func freshPerTestSecond() {
    @Shared(.inMemory("perTest")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 = 42 }
  }

  @Test func storageIsADependency() {
    let storage = InMemoryStorage()
    withDependencies {
      $0.defaultInMemoryStorage = storage
    } operation: {
      @Shared(.inMemory("x")) var x = 1
      $x.withLock { $0 = 2 }
    }
    @Shared(.inMemory("x")) var x = 1
    #expect(x == 1)
    withDependencies {
      $0.defaultInMemoryStorage = storage
    } operation: {
      @Shared(.inMemory("x")) var x = 1
      #expect(x == 2)
    }
  }

  @Test func differentTypesUnderOneNameAreSeparate() {
    @Shared(.inMemory("value")) var int = 1
    @Shared(.inMemory("value")) var string = "a"
    #expect(int == 1)
    #expect(string == "a")
  }

  @Test func readerOfAnInMemoryKey() {
    @Shared(.inMemory("flag")) var flag = false
    @SharedReader(.inMemory("flag")) var reader = true
    #expect(reader == false)
    $flag.withLock { $0 = true }
    #expect(reader == true)
  }

  @Test func optionalWithoutADefault() {
    @Shared(.inMemory("user")) var user: String?
    #expect(user == nil)
    $user.withLock { $0 = "Blob" }
    @Shared(.inMemory("user")) var again: String?
    #expect(again == "Blob")
  }

  @Test func requireLoadsAnExistingValue() async throws {
    @Shared(.inMemory("answer")) var answer = 42
    let required = try await Shared<Int>(require: .inMemory("answer"))
    #expect(required.wrappedValue == 42)
    await #expect(throws: (any Error).self) {
      _ = try await Shared<Int>(require: .inMemory("missing"))
    }
  }

  @Test func loadingAnotherKey() async throws {
    @Shared(.inMemory("a")) var a = 1
    @Shared(.inMemory("b")) var b = 2
    @Shared(.inMemory("a")) var current = 0
    try await $current.load(.inMemory("b"))
    #expect(current == 2)
    $current.withLock { $0 = 3 }
    #expect(b == 3)
    #expect(a == 1)
  }
}

extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
  fileprivate static var counter: Self { Self[.inMemory("counter"), default: 7] }
}

struct DefaultKeyTests {
  @Test func theKeysDefault() {
    @Shared(.counter) var counter
    #expect(counter == 7)
    @SharedReader(.counter) var reader
    $counter.withLock { $0 += 1 }
    #expect(reader == 8)
  }

  @Test func overridingTheDefault() {
    @Shared(.counter) var counter = 1
    #expect(counter == 1)
  }
}
