extension SharedReaderKey {
  /// A key that carries the default value of its shared state, so call sites need none.
  ///
  /// ```swift
  /// extension SharedKey where Self == AppStorageKey<Bool>.Default {
  ///   static var isOn: Self { Self[.appStorage("isOn"), default: false] }
  /// }
  ///
  /// @Shared(.isOn) var isOn
  /// ```
  public typealias Default = _SharedKeyDefault<Self>
}

/// A key with a default value; spelled `SomeKey.Default` (see ``SharedReaderKey/Default``).
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// Wraps `key`, with `value` as the default value of the shared state it backs.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  public var id: Base.ID { base.id }

  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    base.load(context: context, continuation: continuation)
  }

  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

extension _SharedKeyDefault: CustomStringConvertible {
  public var description: String {
    "\(Base.self).Default[\(String(reflecting: base)), default: \(defaultValue())]"
  }
}
