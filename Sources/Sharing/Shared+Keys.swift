import Dependencies

extension Shared {
  /// Creates a shared reference backed by a key, with a default value for when the key's
  /// storage holds none.
  ///
  /// ```swift
  /// @Shared(.appStorage("count")) var count = 0
  /// ```
  ///
  /// Every `@Shared` of the same key refers to the same value.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: Self.reference(for: key, defaultValue: wrappedValue))
  }

  /// Creates a shared optional backed by a key, `nil` when the key's storage holds no value.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Creates a shared reference backed by a key that carries its default value.
  ///
  /// ```swift
  /// extension SharedKey where Self == AppStorageKey<Bool>.Default {
  ///   static var isOn: Self { Self[.appStorage("isOn"), default: false] }
  /// }
  /// @Shared(.isOn) var isOn
  /// ```
  public init(_ key: (some SharedKey<Value>).Default) {
    self.init(wrappedValue: key.defaultValue(), key)
  }

  /// Creates a shared reference backed by a key that carries a default value, overriding it.
  @_disfavoredOverload
  public init(wrappedValue: @autoclosure () -> Value, _ key: (some SharedKey<Value>).Default) {
    self.init(wrappedValue: wrappedValue(), key)
  }

  /// Creates a shared reference by loading its value from a key, throwing when the key fails
  /// or holds no value.
  ///
  /// ```swift
  /// let settings = try await Shared(require: .fileStorage(settingsURL))
  /// ```
  public init(require key: some SharedKey<Value>) async throws {
    let value = try await key.loadRequired()
    self.init(reference: Self.reference(for: key, defaultValue: { value }, isPreloaded: true))
    if let loadError { throw loadError }
  }

  @available(*, unavailable, message: "Assign a default value")
  public init(_ key: some SharedKey<Value>) {
    fatalError()
  }

  /// Makes this shared reference (and its copies) refer to `key`'s value, and loads it.
  public func load(_ key: some SharedKey<Value>) async throws {
    let current = wrappedValue
    reference.touch()
    reference = Self.reference(for: key, defaultValue: { current })
    try await reference.load()
  }

  private static func reference(
    for key: some SharedKey<Value>,
    defaultValue: () throws -> Value,
    isPreloaded: Bool = false
  ) rethrows -> any MutableSharedReference<Value> {
    @Dependency(PersistentReferences.self) var references
    return try references.reference(
      for: PersistentReference.Key(key), id: key.id, defaultValue: defaultValue,
      isPreloaded: isPreloaded
    )
  }
}

/// The error `init(require:)` throws when the key holds no value.
struct SharedKeyHoldsNoValue: Error {}

extension SharedReaderKey {
  /// Loads a value that must exist, for `init(require:)`.
  func loadRequired() async throws -> Value {
    let result = await withUnsafeContinuation { continuation in
      load(
        context: .userInitiated,
        continuation: LoadContinuation(String(reflecting: self)) {
          continuation.resume(returning: $0)
        }
      )
    }
    guard let value = try result.get() else { throw SharedKeyHoldsNoValue() }
    return value
  }
}
