/// The state of a child feature that a parent presents, or `nil` when nothing is presented.
///
/// Declare it with the `@Presents` macro inside `@ObservableState` state; the macro keeps the
/// property observable and adds the `$destination` projection reducers scope through.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// ```
@propertyWrapper
public struct PresentationState<State> {
  /// The presented child's state.
  public var wrappedValue: State?

  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, as `$destination`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try self.wrappedValue.encode(to: encoder)
  }
}

extension PresentationState: CustomReflectable {
  // Dumps and diffs show the presented state, not the wrapper.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue as Any)
  }
}
