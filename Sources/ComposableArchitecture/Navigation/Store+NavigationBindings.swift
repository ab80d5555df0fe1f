// What TCA's navigation bindings write through, reached by its tests through SPI: a stack's
// path set by a navigation view, and a presented destination set to `nil` by a view that
// dismissed it. TCA's SwiftUI bindings call these; here they are the same logic without a UI
// framework (TerminalUI's bindings send the same actions).

extension Store where State: ObservableState {
  /// The store of a presented child; setting `nil` dismisses the child through the store
  /// (`.dismiss`) when `id` is still the presented state's, and reports a parent that did not
  /// integrate `ifLet` (the child stays presented).
  ///
  /// `isInViewBody` is accepted for TCA's signature; there is no view body to check here.
  @_spi(Internals)
  public subscript<ChildState, ChildAction>(
    id id: AnyHashable?,
    state state: KeyPath<State, ChildState?>,
    action action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    isInViewBody isInViewBody: Bool,
    fileID fileID: _HashableStaticString,
    filePath filePath: _HashableStaticString,
    line line: UInt,
    column column: UInt
  ) -> Store<ChildState, ChildAction>? {
    get {
      self.scope(state: state, action: action.appending(path: \.presented))
    }
    set {
      guard newValue == nil,
        let childState = self.withState({ $0[keyPath: state] }),
        id == presentationIdentity(of: childState)
      else { return }
      self.send(action(.dismiss))
      guard self.withState({ $0[keyPath: state] }) != nil else { return }
      reportIssue(
        """
        A binding at "\(fileID.rawValue):\(line)" was set to "nil", but the store \
        destination wasn't nil'd out.

        This usually means an "ifLet" has not been integrated with the reducer powering the \
        store, and this reducer is responsible for handling presentation actions.

        To fix this, ensure that "ifLet" is invoked from the reducer's "body":

            Reduce { state, action in
              // ...
            }
            .ifLet(\\.destination, action: \\.destination) {
              Destination()
            }

        And ensure that every parent reducer is integrated into the root reducer that powers \
        the store.
        """,
        fileID: fileID.rawValue,
        filePath: filePath.rawValue,
        line: line,
        column: column
      )
    }
  }
}

extension Store {
  /// The path of a stack store; writing a longer path pushes its last component, a shorter one
  /// pops down to its length, and one of the same length is reported (a parent that did not
  /// integrate `forEach` left the stack unchanged).
  @_spi(Internals)
  public subscript<ElementState, ElementAction>(
    fileID fileID: _HashableStaticString,
    filePath filePath: _HashableStaticString,
    line line: UInt,
    column column: UInt
  ) -> StackState<ElementState>.PathView
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    get { self.state.path }
    set {
      let current = self.withState { $0 }
      guard newValue.count != current.count else {
        reportIssue(
          """
          A navigation stack binding at "\(fileID.rawValue):\(line)" was written to with a \
          path that has the same number of elements that already exist in the store. A view \
          should only write to this binding with a path that has pushed a new element onto the \
          stack, or popped one or more elements from the stack.

          This usually means the "forEach" has not been integrated with the reducer powering the \
          store, and this reducer is responsible for handling stack actions.

          To fix this, ensure that "forEach" is invoked from the reducer's "body":

              Reduce { state, action in
                // ...
              }
              .forEach(\\.path, action: \\.path) {
                Path()
              }

          And ensure that every parent reducer is integrated into the root reducer that powers \
          the store.
          """,
          fileID: fileID.rawValue,
          filePath: filePath.rawValue,
          line: line,
          column: column
        )
        return
      }
      if newValue.count > current.count, let pushed = newValue.last {
        self.send(.push(id: pushed.id, state: pushed.element))
      } else {
        self.send(.popFrom(id: current.ids[newValue.count]))
      }
    }
  }
}

/// The ID of a value that is `Identifiable`, or `nil`: what tells a presented state apart from
/// the next one presented at the same place.
func presentationIdentity(of value: Any) -> AnyHashable? {
  func open<Value: Identifiable>(_ value: Value) -> AnyHashable { AnyHashable(value.id) }
  guard let identifiable = value as? any Identifiable else { return nil }
  return open(identifiable)
}
