import ComposableArchitecture
import Foundation
import Testing

// The samples of TestingSharedState.md, line for line, each run and checked.
@Reducer
struct CounterFeature {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
  }

  enum Action {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      }
    }
  }
}

@MainActor
struct TestingSharedStateArticleTests {
  @Test func aTestStoreAssertsSharedChanges() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }

    @Shared(.inMemory("count")) var count = 0
    #expect(count == 1)
  }

  @Test func anUnassertedSharedChangeFails() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("State was not expected to change, but a change occurred")
    }
  }

  @Test func testsUseNeitherTheDiskNorTheUsersDefaults() {
    @Dependency(\.defaultFileStorage) var fileStorage
    @Dependency(\.defaultAppStorage) var appStorage
    #expect(fileStorage != .fileSystem)
    #expect(appStorage !== UserDefaults.standard)
  }

  @Test func whatWasPersisted() throws {
    let files = LockIsolated<[URL: Data]>([:])
    let url = URL(fileURLWithPath: "/settings.json")
    try withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      @Shared(.fileStorage(url)) var volume = 5
      $volume.withLock { $0 = 7 }
      let data = try #require(files.value[url])
      #expect(try JSONDecoder().decode(Int.self, from: data) == 7)
    }
    #expect(files.value.keys.map(\.path) == ["/settings.json"])
  }
}
