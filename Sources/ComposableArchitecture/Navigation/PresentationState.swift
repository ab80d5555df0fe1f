/// The state of a child feature that a parent presents, or `nil` when nothing is presented.
///
/// Declare it with the `@Presents` macro inside `@ObservableState` state; the macro keeps the
/// property observable and adds the `$destination` projection that `ifLet` scopes through.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// // …
/// Reduce { state, action in … }
///   .ifLet(\.$destination, action: \.destination)
/// ```
///
/// The value lives in a copy-on-write box, so a feature may present itself recursively.
@propertyWrapper
public struct PresentationState<State> {
  private final class Storage: @unchecked Sendable {
    var state: State?
    init(_ state: State?) { self.state = state }
  }

  private var storage: Storage
  /// The presentation its `ifLet` saw when it last ran, so that it ends that presentation's
  /// effects once another reducer dismisses or replaces it. Not part of the value: equality,
  /// hashing, coding and dumps leave it out.
  var mountedIdentity: NavigationIdentity?

  /// Wraps the presented child's state, or `nil` when nothing is presented.
  public init(wrappedValue: State?) {
    self.storage = Storage(wrappedValue)
  }

  /// The presented child's state.
  public var wrappedValue: State? {
    get { self.storage.state }
    set {
      if isKnownUniquelyReferenced(&self.storage) {
        self.storage.state = newValue
      } else {
        self.storage = Storage(newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&self.storage) {
        self.storage = Storage(self.storage.state)
      }
      yield &self.storage.state
    }
  }

  /// The wrapper itself, as `$destination`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// The presented state in one case of an enum destination, for reading and writing.
  ///
  /// ```swift
  /// state.$destination[case: \.edit]?.title = "Draft"
  /// ```
  ///
  /// Writing through a case the state is not in is reported as an issue and changes nothing.
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case?
  where State: CasePathable {
    get { self.wrappedValue.flatMap { $0[case: path] } }
    set {
      self.setCase(newValue, extract: { $0[case: path] }, embed: { path($0) })
    }
  }

  /// Writes through the case the presented state is in: `nil` dismisses it. State in another
  /// case, or none, is reported and left alone, as TCA does, whatever is written.
  mutating func setCase<Case>(
    _ newValue: Case?,
    extract: (State) -> Case?,
    embed: (Case) -> State,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard let root = self.wrappedValue, extract(root) != nil else {
      let name = self.wrappedValue.flatMap(caseName(of:))
      reportIssue(
        "Can't modify unrelated case\(name.map { " \($0)" } ?? "")",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    self.wrappedValue = newValue.map(embed)
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Whether the presented states are equal (or both `nil`); two copies of one presentation are
  /// equal without comparing the state.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented state.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  /// Decodes the presented state, or `nil`, as an optional value.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  /// Encodes the presented state, or `nil`, as an optional value.
  public func encode(to encoder: any Encoder) throws {
    try self.wrappedValue.encode(to: encoder)
  }
}

extension PresentationState: CustomReflectable {
  /// The mirror of the presented state, so that dumps and diffs show it, not the wrapper.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue as Any)
  }
}

/// The name of the enum case a value is in, as declared and quoted (`"edit"`), for issue
/// messages; `nil` for a value that is not an enum.
func caseName(of value: Any) -> String? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return nil }
  if let label = mirror.children.first?.label { return label.debugDescription }
  // A case without a value has no child to name it; the runtime knows its name, whatever the
  // enum's `description` says.
  func declaredName<Value>(_ value: Value) -> String? {
    enumCaseName(value).map { String(cString: $0) }
  }
  return (declaredName(value) ?? "\(value)").debugDescription
}

/// The Swift runtime's name of the case an enum value is in (what `print` shows for an enum
/// that does not describe itself).
@_silgen_name("swift_EnumCaseName")
private func enumCaseName<Value>(_ value: Value) -> UnsafePointer<CChar>?
