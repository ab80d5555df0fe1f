// `IdentifiedArray.ids` is an `OrderedSet`; the inlinable code below compares them.
import OrderedCollections

extension Reducer {
  /// Runs an element reducer on the elements of an identified array, for actions addressed
  /// to an element by id.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.todos, action: \.todos) { Todo() }
  /// ```
  ///
  /// The element runs before the parent. An element's effects are cancelled when it is removed;
  /// an action for an element that is not there is reported as an issue. Handling an element
  /// action costs the same however many elements there are.
  ///
  /// - Parameters:
  ///   - toElementsState: A key path to the identified array.
  ///   - toElementAction: A case key path to the identified actions.
  ///   - element: The element reducer.
  ///   - fileID: The file ID of the call site, for issues this reducer reports.
  ///   - filePath: The file path of the call site, for issues this reducer reports.
  ///   - line: The line of the call site, for issues this reducer reports.
  ///   - column: The column of the call site, for issues this reducer reports.
  /// - Returns: A reducer that runs the element, then this reducer.
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self,
      element: element(),
      toElementsState: toElementsState,
      toElementAction: AnyCasePath(resolving: toElementAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer `forEach` returns.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>:
  Reducer
{
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toElementsState:
    WritableKeyPath<
      Parent.State, IdentifiedArray<ID, Element.State>
    >
  @usableFromInline let toElementAction:
    AnyCasePath<
      Parent.Action, IdentifiedAction<ID, Element.Action>
    >
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(
    parent: Parent,
    element: Element,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.element = element
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.location = location
  }

  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    self.run(
      parent: self.parent, element: self.element, elementsPath: nil, into: &state, action: action
    )
  }

  /// Builds the parent's and the element's bodies once, and edits the rows in place.
  @inlinable
  public func _prepared() -> Reduce<Parent.State, Parent.Action> {
    let parent = self.parent._prepared()
    let element = self.element._prepared()
    let elementsPath = InPlaceKeyPath(self.toElementsState)
    return Reduce { [self] state, action in
      self.run(
        parent: parent, element: element, elementsPath: elementsPath, into: &state,
        action: action
      )
    }
  }

  @inlinable
  func run(
    parent: some Reducer<Parent.State, Parent.Action>,
    element: some Reducer<Element.State, Element.Action>,
    elementsPath: InPlaceKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>?,
    into state: inout Parent.State,
    action: Parent.Action
  ) -> Effect<Parent.Action> {
    let elementEffects = self.reduceElement(
      element, elementsPath: elementsPath, into: &state, action: action
    )
    // `ids` shares storage with the array until an element is added or removed, so comparing
    // them is cheap when nothing was.
    let idsBefore = state[keyPath: self.toElementsState].ids
    let parentEffects = parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: self.toElementsState].ids
    var effects = elementEffects.merge(with: parentEffects)
    if idsBefore != idsAfter {
      for id in idsBefore where !idsAfter.contains(id) {
        effects = effects.merge(
          with: Effect(operation: .cancelNamespace(HashedID(self.namespace(id))))
        )
      }
    }
    return effects
  }

  @inlinable
  func reduceElement(
    _ element: some Reducer<Element.State, Element.Action>,
    elementsPath: InPlaceKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>?,
    into state: inout Parent.State,
    action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard case let .element(id, elementAction) = self.toElementAction.extract(from: action)
    else { return .none }
    // By position: looking the row up by id copies it, and editing it through `[id:]` moves
    // it out of the storage and back. (Closures rather than a local function, which boxed
    // `effect` on the heap.)
    var effect: Effect<Element.Action>?
    if let elementsPath {
      elementsPath.modify(&state) { elements in
        guard let index = elements.index(id: id) else { return }
        effect = element.reduce(into: &elements[index], action: elementAction)
      }
    } else {
      let elements = self.toElementsState
      if let index = state[keyPath: elements].index(id: id) {
        effect = element.reduce(into: &state[keyPath: elements][index], action: elementAction)
      }
    }
    guard let effect else {
      self.location.report(
        """
        A "forEach" at "\(self.location.fileID):\(self.location.line)" received an action for \
        a missing element.

          Action:
            \(debugCaseOutput(action))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer removed an element with this ID before this reducer ran. This reducer \
        must run before any other reducer removes an element, which ensures that element \
        reducers can handle their actions while their state is still available.

        An in-flight effect emitted this action when state contained no element at this ID. \
        While it may be perfectly reasonable to ignore this action, consider canceling the \
        associated effect before an element is removed, especially if it is a long-living \
        effect.

        This action was sent to the store while its state contained no element at this ID. To \
        fix this make sure that actions for this reducer can only be sent from a store when its \
        state contains an element at this id. In SwiftUI applications, use "ForEachStore".
        """
      )
      return .none
    }
    // Most actions return no effect: skip the closure and namespace that wrapping allocates.
    guard !effect.isNone else { return .none }
    let toElementAction = self.toElementAction
    return
      effect
      .map { toElementAction.embed(.element(id: id, action: $0)) }
      .inNamespace(self.namespace(id))
  }

  @usableFromInline
  func namespace(_ id: ID) -> ElementNamespace<ID> {
    ElementNamespace(path: self.toElementsState, id: id)
  }
}

/// The cancellation namespace of one element of a collection in a parent's state.
@usableFromInline
struct ElementNamespace<ID: Hashable & Sendable>: Hashable, @unchecked Sendable {
  // `@unchecked`: key paths are immutable, but Swift does not mark `AnyKeyPath` `Sendable`.
  let path: AnyKeyPath
  let id: ID

  @usableFromInline
  init(path: AnyKeyPath, id: ID) {
    self.path = path
    self.id = id
  }
}
