import Clocks
import Dependencies
import Foundation
import IdentifiedCollections
import Testing

@testable import Sharing

/// A SyncUps-style model: a list persisted in a file, a detail editing one element through a
/// derived `Shared`, and deletion (the flows TCA's SyncUps example builds on).
private struct SyncUp: Codable, Equatable, Identifiable {
  let id: Int
  var title: String
  var attendees: [String]
}

extension SharedReaderKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  fileprivate static var syncUps: Self {
    Self[.fileStorage(.documentsDirectory.appendingPathComponent("sync-ups.json")), default: []]
  }
}

struct SyncUpsTests {
  @Test func aDetailEditsItsElementOfTheList() throws {
    @Shared(.syncUps) var syncUps = [SyncUp(id: 1, title: "Design", attendees: ["Blob"])]
    let detail = try #require(Shared($syncUps[id: 1]))
    detail.withLock { $0.title = "Engineering" }
    detail.attendees.withLock { $0.append("Blob Jr") }
    #expect(
      syncUps == [SyncUp(id: 1, title: "Engineering", attendees: ["Blob", "Blob Jr"])])
    // A list elsewhere in the program sees the same edit.
    @Shared(.syncUps) var elsewhere
    #expect(elsewhere[id: 1]?.title == "Engineering")
  }

  @Test func deletingFromTheListLeavesTheDetailItsLastValue() throws {
    @Shared(.syncUps) var syncUps = [
      SyncUp(id: 1, title: "Design", attendees: []),
      SyncUp(id: 2, title: "Standup", attendees: []),
    ]
    let detail = try #require(Shared($syncUps[id: 1]))
    $syncUps.withLock { _ = $0.remove(id: 1) }
    #expect(syncUps.ids == [2])
    #expect(detail.wrappedValue.title == "Design")
    #expect(Shared($syncUps[id: 1]) == nil)
  }

  @Test func rowsForEachElement() {
    @Shared(.syncUps) var syncUps = [
      SyncUp(id: 1, title: "Design", attendees: []),
      SyncUp(id: 2, title: "Standup", attendees: []),
    ]
    let rows = Array($syncUps)
    #expect(rows.map(\.wrappedValue.title) == ["Design", "Standup"])
    rows[1].withLock { $0.title = "Retro" }
    #expect(syncUps[id: 2]?.title == "Retro")
    #expect(Array(SharedReader($syncUps)).map(\.wrappedValue.id) == [1, 2])
  }

  @Test func theListSurvivesARelaunch() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("sync-ups.json")

    // First launch: add and edit sync-ups, then quit (saving what is waiting).
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem(clock: TestClock())
    } operation: { () async throws in
      @Shared(.fileStorage(url)) var syncUps: IdentifiedArrayOf<SyncUp> = []
      $syncUps.withLock { _ = $0.append(SyncUp(id: 1, title: "Design", attendees: ["Blob"])) }
      $syncUps.withLock { _ = $0.append(SyncUp(id: 2, title: "Standup", attendees: [])) }
      let detail = try #require(Shared($syncUps[id: 2]))
      detail.title.withLock { $0 = "Daily standup" }
      try await $syncUps.save()
    }

    // Second launch: a new file storage (nothing cached) reads the file back.
    withDependencies {
      $0.defaultFileStorage = .fileSystem(clock: TestClock())
    } operation: {
      @Shared(.fileStorage(url)) var syncUps: IdentifiedArrayOf<SyncUp> = []
      #expect(
        syncUps == [
          SyncUp(id: 1, title: "Design", attendees: ["Blob"]),
          SyncUp(id: 2, title: "Daily standup", attendees: []),
        ])
      #expect($syncUps.loadError == nil)
    }
  }
}
