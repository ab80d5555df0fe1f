import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key to a Boolean in user defaults.
  ///
  /// ```swift
  /// @Shared(.appStorage("isHapticsEnabled")) var isHapticsEnabled = true
  /// ```
  ///
  /// Values live in Foundation's `UserDefaults`; on Linux, `UserDefaults.standard` is the
  /// property list `$XDG_CONFIG_HOME/<program name>.plist` (by default
  /// `~/.config/<program name>.plist`). In tests and previews, a fresh suite is used instead
  /// (see ``Dependencies/DependencyValues/defaultAppStorage``).
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Bool> {
    AppStorageKey(key, store: store, lookup: .bool)
  }

  /// A key to an integer in user defaults.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Int> {
    AppStorageKey(key, store: store, lookup: .int)
  }

  /// A key to a double in user defaults.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Double> {
    AppStorageKey(key, store: store, lookup: .double)
  }

  /// A key to a string in user defaults.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<String> {
    AppStorageKey(key, store: store, lookup: .string)
  }

  /// A key to a URL in user defaults.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<URL> {
    AppStorageKey(key, store: store, lookup: .url)
  }

  /// A key to data in user defaults.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Data> {
    AppStorageKey(key, store: store, lookup: .data)
  }

  /// A key to a date in user defaults.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Date> {
    AppStorageKey(key, store: store, lookup: .date)
  }

  /// A key to an array of strings in user defaults.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<[String]> {
    AppStorageKey(key, store: store, lookup: .stringArray)
  }

  /// A key to an integer-backed value in user defaults, stored as its raw value.
  public static func appStorage<Value: RawRepresentable<Int> & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: .rawValue(.int))
  }

  /// A key to a string-backed value in user defaults, stored as its raw value.
  public static func appStorage<Value: RawRepresentable<String> & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: .rawValue(.string))
  }

  /// A key to an optional Boolean in user defaults; `nil` removes the key.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Bool?> {
    AppStorageKey(key, store: store, lookup: .optional(.bool))
  }

  /// A key to an optional integer in user defaults; `nil` removes the key.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Int?> {
    AppStorageKey(key, store: store, lookup: .optional(.int))
  }

  /// A key to an optional double in user defaults; `nil` removes the key.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Double?> {
    AppStorageKey(key, store: store, lookup: .optional(.double))
  }

  /// A key to an optional string in user defaults; `nil` removes the key.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<String?> {
    AppStorageKey(key, store: store, lookup: .optional(.string))
  }

  /// A key to an optional URL in user defaults; `nil` removes the key.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<URL?> {
    AppStorageKey(key, store: store, lookup: .optional(.url))
  }

  /// A key to optional data in user defaults; `nil` removes the key.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Data?> {
    AppStorageKey(key, store: store, lookup: .optional(.data))
  }

  /// A key to an optional date in user defaults; `nil` removes the key.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Date?> {
    AppStorageKey(key, store: store, lookup: .optional(.date))
  }

  /// A key to an optional array of strings in user defaults; `nil` removes the key.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<[String]?> {
    AppStorageKey(key, store: store, lookup: .optional(.stringArray))
  }

  /// A key to an optional integer-backed value in user defaults; `nil` removes the key.
  public static func appStorage<Value: RawRepresentable<Int> & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    AppStorageKey(key, store: store, lookup: .optional(.rawValue(.int)))
  }

  /// A key to an optional string-backed value in user defaults; `nil` removes the key.
  public static func appStorage<Value: RawRepresentable<String> & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    AppStorageKey(key, store: store, lookup: .optional(.rawValue(.string)))
  }
}

/// A key to a value in user defaults; create one with
/// ``SharedReaderKey/appStorage(_:store:)-9blii`` (one overload per stored type).
///
/// When the defaults hold no value for the key, the first `@Shared` stores its default value.
/// Every `@Shared` of the same key and store object in the process shares one value, so a change
/// made through one is seen by all. (Linux's Foundation neither posts
/// `UserDefaults.didChangeNotification` nor supports key-value observing, so changes made to
/// `UserDefaults` directly, or by another process, are seen by `load()` or the next new
/// `@Shared` of the key.)
public struct AppStorageKey<Value: Sendable>: SharedKey {
  private let key: String
  private let store: UncheckedBox<UserDefaults>
  private let lookup: AppStorageLookup<Value>

  init(_ key: String, store: UserDefaults?, lookup: AppStorageLookup<Value>) {
    @Dependency(\.defaultAppStorage) var defaultStore
    self.key = key
    self.store = UncheckedBox(store ?? defaultStore)
    self.lookup = lookup
  }

  /// The key in its user defaults object: `@Shared` values of the same key and store share one
  /// value.
  public var id: AppStorageKeyID {
    AppStorageKeyID(key: key, store: ObjectIdentifier(store.value))
  }

  /// Reads the value from user defaults. When the key holds none (or a value of another type),
  /// resumes with the default value; when a new `@Shared` loads a key that holds nothing at
  /// all, it stores that default in user defaults first.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    if let value = lookup.load(store.value, key) {
      continuation.resume(returning: value)
    } else {
      // As upstream, the first `@Shared` of a key with no stored value stores its default, so
      // that other readers of the defaults agree. A value of another type is left alone.
      if let initialValue = context.initialValue, store.value.object(forKey: key) == nil {
        lookup.save(store.value, key, initialValue)
      }
      continuation.resumeReturningInitialValue()
    }
  }

  /// Hears nothing: Linux's Foundation reports no changes to user defaults, and every `@Shared`
  /// of the key in the process already shares one value.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    // Every `@Shared` of the key shares one reference, which hears its own changes.
    SharedSubscription {}
  }

  /// Writes the value to user defaults at once (an optional `nil` removes the key).
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    lookup.save(store.value, key, value)
    continuation.resume()
  }
}

extension AppStorageKey: CustomStringConvertible {
  /// The key as written at a use site: `.appStorage("count")`.
  public var description: String { ".appStorage(\(String(reflecting: key)))" }
}

/// The identity of an ``AppStorageKey``: its key in its user defaults.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let store: ObjectIdentifier
}

/// How a type is read from and written to user defaults.
struct AppStorageLookup<Value>: Sendable {
  /// The stored value, or `nil` when the key holds none (or a value of another type).
  let load: @Sendable (UserDefaults, String) -> Value?
  let save: @Sendable (UserDefaults, String, Value) -> Void

  // Linux's Foundation does not bridge numbers between types (`1 as? Bool` is nil), and its
  // typed getters turn anything into a number (`integer(forKey:)` of "many" is 0), so numbers
  // are read from whatever numeric (or numeric string) object the key holds, and other objects
  // count as no value.
  static var bool: AppStorageLookup<Bool> {
    AppStorageLookup<Bool>(
      load: { store, key in number(store.object(forKey: key))?.boolValue },
      save: { store, key, value in store.set(value, forKey: key) })
  }

  static var int: AppStorageLookup<Int> {
    AppStorageLookup<Int>(
      load: { store, key in
        let object = store.object(forKey: key)
        if let string = object as? String { return Int(string) }
        return number(object)?.intValue
      },
      save: { store, key, value in store.set(value, forKey: key) })
  }

  static var double: AppStorageLookup<Double> {
    AppStorageLookup<Double>(
      load: { store, key in number(store.object(forKey: key))?.doubleValue },
      save: { store, key, value in store.set(value, forKey: key) })
  }

  static var string: AppStorageLookup<String> {
    AppStorageLookup<String>(
      load: { store, key in store.string(forKey: key) },
      save: { store, key, value in store.set(value, forKey: key) })
  }

  static var stringArray: AppStorageLookup<[String]> {
    AppStorageLookup<[String]>(
      load: { store, key in store.stringArray(forKey: key) },
      save: { store, key, value in store.set(value, forKey: key) })
  }

  static var url: AppStorageLookup<URL> {
    AppStorageLookup<URL>(
      load: { store, key in store.url(forKey: key) },
      save: { store, key, value in store.set(value, forKey: key) })
  }

  static var data: AppStorageLookup<Data> {
    AppStorageLookup<Data>(
      load: { store, key in store.data(forKey: key) },
      save: { store, key, value in store.set(value, forKey: key) })
  }

  static var date: AppStorageLookup<Date> {
    AppStorageLookup<Date>(
      load: { store, key in store.object(forKey: key) as? Date },
      save: { store, key, value in store.set(value, forKey: key) })
  }

  static func rawValue<Raw>(_ raw: AppStorageLookup<Raw>) -> Self
  where Value: RawRepresentable<Raw> & Sendable {
    Self(
      load: { store, key in raw.load(store, key).flatMap(Value.init(rawValue:)) },
      save: { store, key, value in raw.save(store, key, value.rawValue) })
  }

  static func optional<Wrapped: Sendable>(_ wrapped: AppStorageLookup<Wrapped>) -> Self
  where Value == Wrapped? {
    Self(
      load: { store, key in wrapped.load(store, key).map { .some($0) } },
      save: { store, key, value in
        if let value {
          wrapped.save(store, key, value)
        } else {
          store.removeObject(forKey: key)
        }
      })
  }
}

/// The number a user-defaults object holds, if it is one (or a string spelling one).
private func number(_ object: Any?) -> NSNumber? {
  switch object {
  case let number as NSNumber: number
  case let bool as Bool: NSNumber(value: bool)
  case let int as Int: NSNumber(value: int)
  case let double as Double: NSNumber(value: double)
  case let string as String: Double(string).map { NSNumber(value: $0) }
  default: nil
  }
}
