/// The elements of a navigation stack, each with a stable ``StackElementID``.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var path = StackState<Path.State>()
/// }
/// // …
/// state.path.append(.detail(DetailFeature.State(item: item)))
/// state.path[id: id, case: \.detail]?.isEditing = true
/// state.path.pop(from: id)
/// ```
///
/// It is a random-access, range-replaceable collection of the elements; adding an element
/// gives it the next ID of the current dependency context (0, 1, 2… in each test).
public struct StackState<Element> {
  private var entries: [Entry]
  /// The IDs its `forEach` saw when it last ran, so that it ends the effects of elements another
  /// reducer removed. Not part of the value: equality, hashing, coding and dumps leave it out.
  var mountedIDs: [StackElementID] = []

  fileprivate struct Entry {
    let id: StackElementID
    var element: Element
  }

  /// The IDs of the elements, bottom of the stack first.
  public var ids: [StackElementID] {
    self.entries.map(\.id)
  }

  /// The element with an ID, for reading and writing.
  ///
  /// Setting `nil` removes the element (and nothing else). Setting an element at an ID the
  /// stack does not hold pushes it with that ID in tests, where expected states name IDs, and
  /// is reported as an issue elsewhere.
  public subscript(
    id id: StackElementID,
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Element? {
    get {
      self.index(of: id).map { self.entries[$0].element }
    }
    set {
      switch (self.index(of: id), newValue) {
      case let (index?, element?):
        self.entries[index].element = element
      case let (index?, nil):
        self.entries.remove(at: index)
      case let (nil, element?):
        guard isTesting else {
          reportIssue(
            "Can't assign element at missing ID.",
            fileID: fileID.rawValue, filePath: filePath.rawValue, line: line, column: column
          )
          return
        }
        self.entries.append(Entry(id: id, element: element))
      case (nil, nil):
        break
      }
    }
  }

  /// The element with an ID in one case of an enum element, for reading and writing.
  ///
  /// ```swift
  /// state.path[id: 0, case: \.detail]?.count = 4
  /// ```
  ///
  /// Writing through a case the element is not in is reported as an issue and changes nothing;
  /// writing `nil` through the element's case removes the element.
  public subscript<Case>(
    id id: StackElementID,
    case path: CaseKeyPath<Element, Case>,
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? where Element: CasePathable {
    get {
      self[id: id].flatMap { $0[case: path] }
    }
    set {
      self.setCase(
        newValue, id: id, extract: { $0[case: path] }, embed: { path($0) },
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }

  /// Writes through the case an element is in: `nil` removes the element. An element in another
  /// case, or no element, is reported and left alone, as TCA does, whatever is written.
  mutating func setCase<Case>(
    _ newValue: Case?,
    id: StackElementID,
    extract: (Element) -> Case?,
    embed: (Case) -> Element,
    fileID: _HashableStaticString,
    filePath: _HashableStaticString,
    line: UInt,
    column: UInt
  ) {
    guard let element = self[id: id], extract(element) != nil else {
      reportIssue(
        "Can't modify unrelated case\(self[id: id].flatMap(caseName(of:)).map { " \($0)" } ?? "")",
        fileID: fileID.rawValue, filePath: filePath.rawValue, line: line, column: column
      )
      return
    }
    self[id: id] = newValue.map(embed)
  }

  /// Removes the element with an ID and every element above it.
  public mutating func pop(from id: StackElementID) {
    guard let index = self.index(of: id) else { return }
    self.entries.removeSubrange(index...)
  }

  /// Removes every element above the one with an ID.
  public mutating func pop(to id: StackElementID) {
    guard let index = self.index(of: id) else { return }
    self.entries.removeSubrange((index + 1)...)
  }

  /// Adds an element with a given ID, for `StackAction.push(id:state:)`.
  mutating func push(_ element: Element, id: StackElementID) {
    self.entries.append(Entry(id: id, element: element))
  }

  /// Replaces the elements at `subrange` with elements that keep their IDs (for `PathView`).
  mutating func replaceSubrange(
    _ subrange: Range<Int>, withIdentified elements: some Collection<(StackElementID, Element)>
  ) {
    self.entries.replaceSubrange(subrange, with: elements.map { Entry(id: $0, element: $1) })
  }

  private func index(of id: StackElementID) -> Int? {
    // Stacks are short; the top is the likeliest target.
    self.entries.lastIndex { $0.id == id }
  }
}

extension StackState: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// An empty stack.
  public init() {
    self.entries = []
  }

  /// The position of the bottom element: 0.
  public var startIndex: Int { self.entries.startIndex }
  /// The position after the top element: the number of elements.
  public var endIndex: Int { self.entries.endIndex }
  /// The position above `i`.
  public func index(after i: Int) -> Int { i + 1 }
  /// The position below `i`.
  public func index(before i: Int) -> Int { i - 1 }

  /// The element at a position, bottom of the stack first; setting it keeps its ID.
  public subscript(position: Int) -> Element {
    get { self.entries[position].element }
    set { self.entries[position].element = newValue }
  }

  /// Replaces the elements at `subrange`; each new element gets the next ID of the current
  /// dependency context, even when it equals the element it replaces.
  public mutating func replaceSubrange<C: Collection<Element>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    @Dependency(\.stackElementID) var stackElementID
    self.entries.replaceSubrange(
      subrange, with: newElements.map { Entry(id: stackElementID.next(), element: $0) }
    )
  }

  /// Removes every element.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    self.entries.removeAll(keepingCapacity: keepCapacity)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Stacks are equal when they hold equal elements with the same IDs.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.entries.count == rhs.entries.count
      && zip(lhs.entries, rhs.entries).allSatisfy { $0.id == $1.id && $0.element == $1.element }
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the elements with their IDs, the parts that equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.entries.count)
    for entry in self.entries {
      hasher.combine(entry.id)
      hasher.combine(entry.element)
    }
  }
}

extension StackState: Sendable where Element: Sendable {}
extension StackState.Entry: Sendable where Element: Sendable {}

extension StackState: Decodable where Element: Decodable {
  /// Decodes the elements; they get new IDs.
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements, without their IDs.
  public func encode(to encoder: any Encoder) throws {
    try self.entries.map(\.element).encode(to: encoder)
  }
}

extension StackState: CustomStringConvertible {
  /// The elements, as an array describes them, without their IDs.
  public var description: String {
    self.entries.map(\.element).description
  }
}

extension StackState: CustomDumpReflectable {
  /// Each element under its ID, `[#0: …, #1: …]`, for `customDump` and test failure
  /// messages.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: self.entries.map { ($0.id, $0.element) },
      displayStyle: .dictionary
    )
  }
}
