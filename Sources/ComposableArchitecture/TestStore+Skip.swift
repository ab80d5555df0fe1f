import CustomDump

extension TestStore {
  /// Sets aside the actions received from effects that the test has not asserted.
  ///
  /// The state moves on to the state after the last of them. What was skipped is reported as
  /// skipped assertions, which do not fail the test.
  ///
  /// ```swift
  /// await store.send(.buttonTapped) { $0.isLoading = true }
  /// await store.receive(\.response) { $0.isLoading = false }
  /// await store.skipReceivedActions()
  /// ```
  ///
  /// - Parameter strict: Whether having no received action to skip is a failure.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    self.skipReceivedActions(
      strict: strict,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  func skipReceivedActions(strict: Bool, at site: CallSite) {
    let received = self.recorder.receivedActions
    guard let last = received.last else {
      if strict {
        reportTestIssue("There were no received actions to skip.", at: site)
      }
      return
    }
    var actions = ""
    if received.count == 1 {
      customDump(received[0].action, to: &actions)
    } else {
      customDump(received.map(\.action), to: &actions)
    }
    self.reportFailure(
      """
      \(received.count) received action\(received.count == 1 ? " was" : "s were") skipped.

      \(actions)
      """,
      exhaustivity: self.exhaustivity == .on ? .off(showSkippedAssertions: true) : nil,
      at: site
    )
    self.recorder.state = last.state
    self.recorder.receivedActions.removeAll()
  }

  /// Stops waiting for the effects still running: they run on, and the actions they send are
  /// received as usual, but the test need not wait for them to finish.
  ///
  /// What was skipped is reported as skipped assertions, which do not fail the test.
  ///
  /// ```swift
  /// await store.send(.onAppear)
  /// await store.skipInFlightEffects()
  /// ```
  ///
  /// - Parameter strict: Whether having no effect to cancel is a failure.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let effects = self.orderedInFlightEffects
    guard !effects.isEmpty else {
      if strict {
        reportTestIssue("There were no in-flight effects to skip.", at: site)
      }
      return
    }
    var actions = ""
    if effects.count == 1 {
      customDump(effects[0].action, to: &actions)
    } else {
      customDump(effects.map(\.action), to: &actions)
    }
    self.reportFailure(
      """
      \(effects.count) in-flight effect\(effects.count == 1 ? " was" : "s were") cancelled, \
      originating from:

      \(actions)
      """,
      exhaustivity: self.exhaustivity == .on ? .off(showSkippedAssertions: true) : nil,
      at: site
    )
    self.skippedEffects += effects.map(\.task)
    self.inFlightEffects.removeAll()
    await Task.megaYield()
  }
}
