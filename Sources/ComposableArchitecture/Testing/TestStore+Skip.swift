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
  /// - Parameters:
  ///   - strict: Whether having no received action to skip is a failure.
  ///   - fileID: The file ID of the call site, for the failures this call reports.
  ///   - filePath: The file path of the call site, for the failures this call reports.
  ///   - line: The line of the call site, for the failures this call reports.
  ///   - column: The column of the call site, for the failures this call reports.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.drainEffects()
    self.skipReceivedActions(
      strict: strict,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  func skipReceivedActions(strict: Bool, at site: CallSite) {
    let received = self.recorder.receivedActions
    guard let last = received.last else {
      if strict { reportTestIssue("There were no received actions to skip.", at: site) }
      return
    }
    self.recorder.receivedActions.removeAll()
    self.recorder.state = last.state
    self.reportSkipped(
      """
      \(countedWithVerb(received.count, "received action")) skipped.

      \(dumpedOneOrMany(received.map(\.action)))
      """,
      at: site
    )
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
  /// - Parameters:
  ///   - strict: Whether having no effect to skip is a failure.
  ///   - fileID: The file ID of the call site, for the failures this call reports.
  ///   - filePath: The file path of the call site, for the failures this call reports.
  ///   - line: The line of the call site, for the failures this call reports.
  ///   - column: The column of the call site, for the failures this call reports.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.drainEffects()
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let effects = self.orderedInFlightEffects
    if effects.isEmpty {
      if strict { reportTestIssue("There were no in-flight effects to skip.", at: site) }
      return
    }
    // No longer tracked, but kept to be cancelled when the store goes away.
    self.inFlightEffects.removeAll()
    self.skippedEffects += effects.map(\.task)
    self.reportSkipped(
      """
      \(countedWithVerb(effects.count, "in-flight effect")) cancelled, originating from:

      \(dumpedOneOrMany(effects.map(\.action)))
      """,
      at: site
    )
  }

  /// Reports what a step chose not to assert: as a skipped assertion, even in an exhaustive
  /// store, and not at all in a non-exhaustive one that hides them.
  func reportSkipped(_ message: String, at site: CallSite) {
    let exhaustivity: Exhaustivity? =
      self.exhaustivity == .on ? .off(showSkippedAssertions: true) : nil
    self.reportFailure(message, exhaustivity: exhaustivity, at: site)
  }
}
