import ConcurrencyExtras
import Dependencies
import Foundation
import Sharing
import Testing

// The samples of PersistenceStrategies.md, line for line, each run and checked.
extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
  static var launchCount: Self {
    Self[.inMemory("launchCount"), default: 0]
  }
}

struct PersistenceStrategiesArticleTests {
  @Test func inMemoryValuesOutliveTheirSharedValues() {
    func logIn() {
      @Shared(.inMemory("isLoggedIn")) var isLoggedIn = false
      $isLoggedIn.withLock { $0 = true }

      // Elsewhere, later: the default value is not used, the stored one is.
      @Shared(.inMemory("isLoggedIn")) var elsewhere = false
      #expect(elsewhere)
    }
    logIn()
    @Shared(.inMemory("isLoggedIn")) var afterwards = false
    #expect(afterwards)
  }

  @Test func fileStorageWritesJSON() throws {
    let files = LockIsolated<[URL: Data]>([:])
    let written = try withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      struct Settings: Codable, Equatable {
        var volume = 5
      }

      let url = URL.documentsDirectory.appending(component: "settings.json")
      @Shared(.fileStorage(url)) var settings = Settings()
      $settings.withLock { $0.volume = 7 }
      return try #require(files.value[url.standardizedFileURL])
    }
    #expect(String(decoding: written, as: UTF8.self) == #"{"volume":7}"#)
  }

  @Test func anUndecodableFileGivesTheDefaultAndIsLeftAlone() {
    struct Settings: Codable, Equatable {
      var volume = 5
    }
    let url = URL(fileURLWithPath: "/settings.json")
    let files = LockIsolated<[URL: Data]>([url: Data("{ volume: loud".utf8)])
    withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      @Shared(.fileStorage(url)) var settings = Settings()
      if let error = $settings.loadError {
        print("settings.json could not be read, using the defaults: \(error)")
      }
      #expect($settings.loadError is DecodingError)
      #expect(settings == Settings())
    }
    #expect(files.value[url] == Data("{ volume: loud".utf8))
  }

  @Test func appStorageStoresRawValues() {
    @Dependency(\.defaultAppStorage) var defaults

    enum Theme: String {
      case light, dark
    }

    @Shared(.appStorage("theme")) var theme = Theme.light
    $theme.withLock { $0 = .dark }
    #expect(defaults.string(forKey: "theme") == "dark")
    #expect(theme == .dark)
  }

  @Test func aKeyCarriesItsDefault() {
    @Shared(.launchCount) var launchCount
    #expect(launchCount == 0)
    $launchCount.withLock { $0 += 1 }
    @Shared(.launchCount) var elsewhere
    #expect(elsewhere == 1)
  }

  @Test func aDefaultAtTheUseSiteTakesPrecedence() {
    @Shared(.launchCount) var launchCount = 1
    #expect(launchCount == 1)
  }
}
