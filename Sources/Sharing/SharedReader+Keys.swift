import Dependencies

extension SharedReader {
  /// Creates a shared reader backed by a key, with a default value for when the key's storage
  /// holds none.
  ///
  /// ```swift
  /// @SharedReader(.appStorage("isHapticsEnabled")) var isHapticsEnabled = true
  /// ```
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.init(reference: Self.reference(for: key, defaultValue: wrappedValue))
  }

  /// Creates a shared reader of an optional backed by a key, `nil` when the key's storage
  /// holds no value.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Creates a shared reader backed by a key that carries its default value.
  public init(_ key: (some SharedReaderKey<Value>).Default) {
    self.init(wrappedValue: key.defaultValue(), key)
  }

  /// Creates a shared reader backed by a key that carries a default value, overriding it.
  @_disfavoredOverload
  public init(
    wrappedValue: @autoclosure () -> Value, _ key: (some SharedReaderKey<Value>).Default
  ) {
    self.init(wrappedValue: wrappedValue(), key)
  }

  /// Creates a shared reader by loading its value from a key, throwing when the key fails or
  /// holds no value.
  public init(require key: some SharedReaderKey<Value>) async throws {
    let value = try await key.loadRequired()
    self.init(reference: Self.reference(for: key, defaultValue: { value }, isPreloaded: true))
    if let loadError { throw loadError }
  }

  @available(*, unavailable, message: "Assign a default value")
  public init(_ key: some SharedReaderKey<Value>) {
    fatalError()
  }

  /// Makes this shared reader (and its copies) refer to `key`'s value, and loads it.
  public func load(_ key: some SharedReaderKey<Value>) async throws {
    let current = wrappedValue
    reference.touch()
    reference = Self.reference(for: key, defaultValue: { current })
    try await reference.load()
  }

  private static func reference(
    for key: some SharedReaderKey<Value>,
    defaultValue: () throws -> Value,
    isPreloaded: Bool = false
  ) rethrows -> any SharedReference<Value> {
    @Dependency(PersistentReferences.self) var references
    return try references.reference(
      for: PersistentReference.Key(reading: key), id: key.id, defaultValue: defaultValue,
      isPreloaded: isPreloaded
    )
  }
}
