import Dependencies
import Foundation
import Sharing
import Testing

// The samples of Sharing.md (the module's landing page), line for line, run and checked.
struct SharingArticleTests {
  @Test func keysAndWithLock() {
    struct SyncUp: Codable, Equatable {
      var title: String
    }

    @Shared(.inMemory("isLoggedIn")) var isLoggedIn = false
    @Shared(.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")))
    var syncUps: [SyncUp] = []
    @Shared(.appStorage("soundsOn")) var soundsOn = true

    $soundsOn.withLock { $0.toggle() }
    #expect(!soundsOn)
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults.bool(forKey: "soundsOn") == false)
    #expect(defaults.object(forKey: "soundsOn") != nil)
    #expect(!isLoggedIn && syncUps.isEmpty)
  }
}
