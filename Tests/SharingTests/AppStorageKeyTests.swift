import Dependencies
import Foundation
import Sharing
import Testing

private enum Theme: String, Sendable { case light, dark }
private enum Level: Int, Sendable { case low = 1, high = 2 }

struct AppStorageKeyTests {
  @Dependency(\.defaultAppStorage) var defaults

  @Test func theDefaultValueIsStored() {
    @Shared(.appStorage("count")) var count = 42
    #expect(count == 42)
    #expect(defaults.integer(forKey: "count") == 42)
    $count.withLock { $0 += 1 }
    #expect(defaults.integer(forKey: "count") == 43)
    // A later declaration with another default sees the stored value.
    @Shared(.appStorage("count")) var other = 0
    #expect(other == 43)
  }

  @Test func anOptionalWithADefault() {
    @Shared(.appStorage("isOn")) var isOn: Bool? = true
    #expect(defaults.bool(forKey: "isOn"))
    $isOn.withLock { $0 = nil }
    #expect(isOn == nil)
    #expect(defaults.object(forKey: "isOn") == nil)
  }

  @Test func stringArrays() {
    @Shared(.appStorage("names")) var names = ["Blob"]
    #expect(defaults.stringArray(forKey: "names") == ["Blob"])
    $names.withLock { $0.append("Blob Jr") }
    #expect(defaults.stringArray(forKey: "names") == ["Blob", "Blob Jr"])
    @Shared(.appStorage("missing")) var missing: [String]?
    #expect(missing == nil)
  }

  @Test func loadsTheStoredValue() {
    defaults.set(7, forKey: "count")
    @Shared(.appStorage("count")) var count = 0
    #expect(count == 7)
  }

  @Test func testsGetAFreshSuiteFirst() {
    @Shared(.appStorage("perTest")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 = 1 }
  }

  @Test func testsGetAFreshSuiteSecond() {
    @Shared(.appStorage("perTest")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 = 1 }
  }

  @Test func everySharedOfTheKeySeesChanges() {
    @Shared(.appStorage("name")) var name1 = "Blob"
    @Shared(.appStorage("name")) var name2 = "Blob"
    @SharedReader(.appStorage("name")) var reader = "Blob"
    $name1.withLock { $0 = "Blob Jr" }
    #expect(name2 == "Blob Jr")
    #expect(reader == "Blob Jr")
  }

  @Test func changesAreObserved() {
    @Shared(.appStorage("isOn")) var isOn = false
    @Shared(.appStorage("isOn")) var other = false
    let change = ObservedChange { _ = isOn }
    $other.withLock { $0 = true }
    #expect(change.hasChanged)
  }

  @Test func everySupportedType() {
    @Shared(.appStorage("bool")) var bool = false
    @Shared(.appStorage("int")) var int = 0
    @Shared(.appStorage("double")) var double = 0.0
    @Shared(.appStorage("string")) var string = ""
    @Shared(.appStorage("url")) var url = URL(fileURLWithPath: "/")
    @Shared(.appStorage("data")) var data = Data()
    @Shared(.appStorage("date")) var date = Date(timeIntervalSince1970: 0)
    @Shared(.appStorage("theme")) var theme = Theme.light
    @Shared(.appStorage("level")) var level = Level.low

    $bool.withLock { $0 = true }
    $int.withLock { $0 = 3 }
    $double.withLock { $0 = 2.5 }
    $string.withLock { $0 = "Hello" }
    $url.withLock { $0 = URL(fileURLWithPath: "/tmp/file") }
    $data.withLock { $0 = Data([1, 2, 3]) }
    $date.withLock { $0 = Date(timeIntervalSince1970: 1_000) }
    $theme.withLock { $0 = .dark }
    $level.withLock { $0 = .high }

    #expect(defaults.bool(forKey: "bool") == true)
    #expect(defaults.integer(forKey: "int") == 3)
    #expect(defaults.double(forKey: "double") == 2.5)
    #expect(defaults.string(forKey: "string") == "Hello")
    #expect(defaults.url(forKey: "url") == URL(fileURLWithPath: "/tmp/file"))
    #expect(defaults.data(forKey: "data") == Data([1, 2, 3]))
    #expect(defaults.object(forKey: "date") as? Date == Date(timeIntervalSince1970: 1_000))
    #expect(defaults.string(forKey: "theme") == "dark")
    #expect(defaults.integer(forKey: "level") == 2)
  }

  @Test func everySupportedTypeIsLoaded() {
    defaults.set(true, forKey: "bool")
    defaults.set(3, forKey: "int")
    defaults.set(2.5, forKey: "double")
    defaults.set("Hello", forKey: "string")
    defaults.set(URL(fileURLWithPath: "/tmp/file"), forKey: "url")
    defaults.set(Data([1, 2, 3]), forKey: "data")
    defaults.set(Date(timeIntervalSince1970: 1_000), forKey: "date")
    defaults.set("dark", forKey: "theme")
    defaults.set(2, forKey: "level")

    @SharedReader(.appStorage("bool")) var bool = false
    @SharedReader(.appStorage("int")) var int = 0
    @SharedReader(.appStorage("double")) var double = 0.0
    @SharedReader(.appStorage("string")) var string = ""
    @SharedReader(.appStorage("url")) var url = URL(fileURLWithPath: "/")
    @SharedReader(.appStorage("data")) var data = Data()
    @SharedReader(.appStorage("date")) var date = Date(timeIntervalSince1970: 0)
    @SharedReader(.appStorage("theme")) var theme = Theme.light
    @SharedReader(.appStorage("level")) var level = Level.low

    #expect(bool == true)
    #expect(int == 3)
    #expect(double == 2.5)
    #expect(string == "Hello")
    #expect(url == URL(fileURLWithPath: "/tmp/file"))
    #expect(data == Data([1, 2, 3]))
    #expect(date == Date(timeIntervalSince1970: 1_000))
    #expect(theme == .dark)
    #expect(level == .high)
  }

  @Test func optionalsRemoveTheKeyWhenNil() {
    @Shared(.appStorage("name")) var name: String?
    @Shared(.appStorage("count")) var count: Int?
    @Shared(.appStorage("isOn")) var isOn: Bool?
    @Shared(.appStorage("ratio")) var ratio: Double?
    @Shared(.appStorage("url")) var url: URL?
    @Shared(.appStorage("data")) var data: Data?
    @Shared(.appStorage("date")) var date: Date?
    @Shared(.appStorage("theme")) var theme: Theme?
    @Shared(.appStorage("level")) var level: Level?
    #expect(name == nil && count == nil && isOn == nil && ratio == nil && url == nil)
    #expect(data == nil && date == nil && theme == nil && level == nil)

    $name.withLock { $0 = "Blob" }
    $level.withLock { $0 = .high }
    $theme.withLock { $0 = .dark }
    #expect(defaults.string(forKey: "name") == "Blob")
    #expect(defaults.integer(forKey: "level") == 2)
    #expect(defaults.string(forKey: "theme") == "dark")

    $name.withLock { $0 = nil }
    $level.withLock { $0 = nil }
    #expect(defaults.object(forKey: "name") == nil)
    #expect(defaults.object(forKey: "level") == nil)
  }

  @Test func anInvalidValueGivesTheDefaultAndIsKept() {
    defaults.set("sepia", forKey: "theme")
    defaults.set("many", forKey: "count")
    @Shared(.appStorage("theme")) var theme = Theme.light
    @Shared(.appStorage("count")) var count: Int?
    #expect(theme == .light)
    #expect(defaults.string(forKey: "theme") == "sepia")
    #expect(defaults.string(forKey: "count") == "many")
  }

  @Test func explicitStore() throws {
    let store = try #require(UserDefaults(suiteName: Self.temporarySuite()))
    @Shared(.appStorage("count", store: store)) var count = 0
    @Shared(.appStorage("count")) var defaultCount = 0
    $count.withLock { $0 = 5 }
    #expect(store.integer(forKey: "count") == 5)
    #expect(defaultCount == 0)
  }

  @Test func defaultsChangedDirectlyAreSeenOnLoad() async throws {
    @Shared(.appStorage("count")) var count = 0
    defaults.set(9, forKey: "count")
    try await $count.load()
    #expect(count == 9)
    defaults.removeObject(forKey: "count")
    try await $count.load()
    #expect(count == 0)
    #expect(defaults.object(forKey: "count") == nil)
  }

  static func temporarySuite() -> String {
    URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("SharingTests-\(UUID().uuidString)").path
  }
}
