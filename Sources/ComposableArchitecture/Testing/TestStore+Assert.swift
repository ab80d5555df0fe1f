@_spi(Internals) import CasePaths
import CustomDump
@_spi(SharedChangeTracking) import Sharing

extension TestStore {
  /// Asserts against the current state, outside of a `send` or `receive`.
  ///
  /// Most useful with non-exhaustive stores, after letting effects run:
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.child(.closeButtonTapped))
  /// await store.finish()
  /// await store.skipReceivedActions()
  /// store.assert {
  ///   $0.child = nil
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - updateStateToExpectedResult: Changes the current state into the expected one.
  ///   - fileID: The file ID of the call site, for the failures this call reports.
  ///   - filePath: The file path of the call site, for the failures this call reports.
  ///   - line: The line of the call site, for the failures this call reports.
  ///   - column: The column of the call site, for the failures this call reports.
  public func assert(
    _ updateStateToExpectedResult: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.checkState(
      previous: self.recorder.state,
      actual: self.recorder.state,
      updateStateToExpectedResult: updateStateToExpectedResult,
      skipUnnecessaryModifyFailure: true,
      at: site
    )
  }

  /// Checks the state after a step against the state before it, changed by the test's closure.
  ///
  /// While the closure runs, `store.state` reads the state before the step, as the closure's
  /// argument does.
  func checkState(
    previous: State,
    actual: State,
    updateStateToExpectedResult update: ((inout State) throws -> Void)?,
    skipUnnecessaryModifyFailure: Bool = false,
    at site: CallSite
  ) {
    let stored = self.recorder.state
    self.recorder.state = previous
    defer { self.recorder.state = stored }

    let applying = { (state: State) throws -> State in
      var state = state
      if let update {
        let dependencies = self.recorder.dependenciesForExpectedState(
          from: self.recorder.stackGenerationBeforeStep ?? self.recorder.nextStackGeneration
        )
        // `XCTModify` that changes nothing fails only an exhaustive assertion.
        try XCTModifyLocals.$isExhaustive.withValue(self.exhaustivity == .on) {
          try DependencyValues.$_current.withValue(dependencies) { try update(&state) }
        }
      }
      return state
    }

    // Shared state is a reference, so the state before the step already reads its new value.
    // Inside `assert`, shared values read what they were before the step (and the test's
    // closure changes that), so comparing with the actual state checks the shared changes like
    // any other; after the step, they are forgotten. A store that is not exhaustive skips them.
    let tracker = self.sharedChangeTracker
    defer { tracker.reset() }
    if self.exhaustivity != .on { tracker.reset() }
    let sharedStateChanged = tracker.hasChanges
    tracker.assert {
      self.compareState(
        previous: previous, actual: actual, applying: applying, hasClosure: update != nil,
        skipUnnecessaryModifyFailure: skipUnnecessaryModifyFailure || sharedStateChanged,
        at: site
      )
    }
  }

  private func compareState(
    previous: State,
    actual: State,
    applying: (State) throws -> State,
    hasClosure: Bool,
    skipUnnecessaryModifyFailure: Bool,
    at site: CallSite
  ) {
    do {
      switch self.exhaustivity {
      case .on:
        let expected = try applying(previous)
        if expected != actual {
          self.reportStateMismatch(
            expected: expected, actual: actual, hasClosure: hasClosure, at: site
          )
        } else if hasClosure, expected == previous, !skipUnnecessaryModifyFailure {
          self.reportUnnecessaryModify(at: site)
        }

      case let .off(showSkippedAssertions):
        // The closure's changes, applied to the actual state, must leave it as it is.
        let expectedFromActual = try applying(actual)
        if expectedFromActual != actual {
          self.reportStateMismatch(
            expected: expectedFromActual, actual: actual, hasClosure: hasClosure,
            exhaustivity: .on, at: site
          )
          return
        }
        guard showSkippedAssertions else { return }
        let expectedFromPrevious: State
        do {
          expectedFromPrevious = try applying(previous)
        } catch {
          self.reportFailure("Threw error: \(error)", at: site)
          return
        }
        if expectedFromPrevious != actual {
          self.reportStateMismatch(
            expected: expectedFromPrevious, actual: actual, hasClosure: hasClosure, at: site
          )
        } else if hasClosure, expectedFromPrevious == previous,
          !skipUnnecessaryModifyFailure
        {
          self.reportUnnecessaryModify(at: site)
        }
      }
    } catch {
      reportTestIssue("Threw error: \(error)", at: site)
    }
  }

  private func reportStateMismatch(
    expected: State,
    actual: State,
    hasClosure: Bool,
    exhaustivity: Exhaustivity? = nil,
    at site: CallSite
  ) {
    let difference = describeDifference(expected: expected, actual: actual, actualLabel: "Actual")
    let heading =
      hasClosure
      ? "A state change does not match expectation"
      : "State was not expected to change, but a change occurred"
    self.reportFailure("\(heading).\n\n\(difference)", exhaustivity: exhaustivity, at: site)
  }

  private func reportUnnecessaryModify(at site: CallSite) {
    self.reportFailure(
      """
      Expected state to change, but no change occurred.

      The trailing closure made no observable modifications to state. If no change to state is \
      expected, omit the trailing closure.
      """,
      at: site
    )
  }
}
