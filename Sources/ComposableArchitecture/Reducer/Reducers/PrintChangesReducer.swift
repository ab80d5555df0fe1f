import Foundation
@_spi(SharedChangeTracking) import Sharing

extension Reducer {
  /// Prints each action this reducer receives and the change it made to the state, for
  /// debugging.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     ._printChanges()
  /// }
  /// ```
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// How `_printChanges` describes an action and its state change.
public struct _ReducerPrinter<State, Action>: Sendable {
  let printChange:
    @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  public init(
    printChange:
      @escaping @Sendable (
        _ receivedAction: Action, _ oldState: State, _ newState: State
      ) -> Void
  ) {
    self.printChange = printChange
  }

  /// Prints the action and a diff of the state, then a blank line.
  public static var customDump: Self {
    Self { action, oldState, newState in
      print(customDumpText(action, oldState, newState))
    }
  }

  /// What `customDump` prints (before `print`'s own newline).
  static func customDumpText(_ action: Action, _ oldState: State, _ newState: State) -> String {
    var output = "received action:\n"
    CustomDump.customDump(action, to: &output, indent: 2)
    output += "\n"
    output += diff(oldState, newState).map { "\($0)\n" } ?? "  (No state changes)\n"
    return output
  }

  /// Prints only the action's case.
  public static var actionLabels: Self {
    Self { action, _, _ in
      print("received action: \(debugCaseOutput(action))")
    }
  }
}

/// The reducer `_printChanges` returns.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let printer: _ReducerPrinter<Base.State, Base.Action>?

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    Self.run(self.base, printer: self.printer, into: &state, action: action)
  }

  /// Builds the base's body once.
  @inlinable
  public func _prepared() -> Reduce<Base.State, Base.Action> {
    // Erased here, where its type is known, so that `run` calls it directly.
    let base = Reduce(prepared: self.base._prepared())
    let printer = self.printer
    return Reduce { state, action in Self.run(base, printer: printer, into: &state, action: action)
    }
  }

  @usableFromInline
  static func run(
    _ base: some Reducer<Base.State, Base.Action>,
    printer: _ReducerPrinter<Base.State, Base.Action>?,
    into state: inout Base.State,
    action: Base.Action
  ) -> Effect<Base.Action> {
    guard let printer else { return base.reduce(into: &state, action: action) }
    // The old state shares its `@Shared` references with the new one: a tracker keeps their
    // values from before the action, and the printer runs while it asserts, so that a diff
    // shows each shared change as the snapshot against the live value.
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    let oldState = state
    let effects = tracker.track { base.reduce(into: &state, action: action) }
    tracker.assert { printer.printChange(action, oldState, state) }
    return effects
  }
}
