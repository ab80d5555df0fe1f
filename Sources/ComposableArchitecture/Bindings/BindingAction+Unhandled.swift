import CustomDump

// TCA's debug check that a binding action sent from a store reached a `BindingReducer`: the
// action carries an object that notices being applied; when the last copy of the action is
// gone unapplied, the store's feature has no `BindingReducer`, and that is reported.

extension BindingAction {
  /// This action, reported as unhandled if it is released without being applied (debug builds
  /// only, as TCA's).
  ///
  /// - Parameters:
  ///   - actionType: The feature's bindable action type, which the message names.
  ///   - bindingState: Where the `@BindingState` field is declared, for a view store's binding.
  ///   - isGone: Whether the store is gone, in which case nothing is reported.
  func reportedIfUnhandled(
    actionType: Any.Type,
    bindingState location: BindingStateLocation? = nil,
    isGone: @escaping @MainActor @Sendable () -> Bool
  ) -> Self {
    #if DEBUG
      let watcher = UnhandledBindingActionWatcher(
        actionType: actionType, value: self.value, location: location, isGone: isGone
      )
      let apply = self.apply
      return Self(
        keyPath: self.keyPath,
        value: self.value,
        apply: { root in
          watcher.wasApplied.setValue(true)
          apply(&root)
        },
        isValueEqual: self.isValueEqual
      )
    #else
      return self
    #endif
  }
}

/// Where a `@BindingState` field is declared.
struct BindingStateLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

#if DEBUG
  private final class UnhandledBindingActionWatcher: Sendable {
    let wasApplied = LockIsolated(false)
    private let actionType: UncheckedSendable<Any.Type>
    // Binding values are `Sendable` (see `BindingAction.set`).
    private let value: UncheckedSendable<Any>
    private let location: BindingStateLocation?
    private let isGone: @MainActor @Sendable () -> Bool

    init(
      actionType: Any.Type, value: Any, location: BindingStateLocation?,
      isGone: @escaping @MainActor @Sendable () -> Bool
    ) {
      self.actionType = UncheckedSendable(actionType)
      self.value = UncheckedSendable(value)
      self.location = location
      self.isGone = isGone
    }

    deinit {
      guard !self.wasApplied.value else { return }
      // Reported on the main actor, after the send that dropped the action has returned.
      Task { @MainActor [actionType, value, location, isGone] in
        guard !isGone() else { return }
        var valueDump = ""
        customDump(value.value, to: &valueDump, maxDepth: 0)
        let origin = location.map { "for binding state defined at \"\($0.fileID):\($0.line)\" " }
        let message = """
          A binding action sent from a store \(origin ?? "")was not handled.

            Action:
              \(typeName(actionType.value)).binding(.set(_, \(valueDump)))

          To fix this, invoke "BindingReducer()" from your feature reducer's "body".
          """
        if let location {
          reportIssue(
            message, fileID: location.fileID, filePath: location.filePath, line: location.line,
            column: location.column
          )
        } else {
          reportIssue(message)
        }
      }
    }
  }
#endif
