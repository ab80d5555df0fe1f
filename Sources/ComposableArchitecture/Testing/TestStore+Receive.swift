import CustomDump

extension TestStore where Action: Equatable {
  /// Asserts that an effect sent an action, and how the state changed when it was handled.
  ///
  /// ```swift
  /// await store.send(.refresh) { $0.isLoading = true }
  /// await store.receive(.factResponse("0 is a good number.")) {
  ///   $0.isLoading = false
  ///   $0.fact = "0 is a good number."
  /// }
  /// ```
  ///
  /// While effects are running, waits for the action up to the timeout, letting effects run.
  ///
  /// - Parameters:
  ///   - expectedAction: The action expected next.
  ///   - nanoseconds: How long to wait; the store's `timeout` when `nil`.
  ///   - updateStateToExpectedResult: Changes the state before the action into the expected one.
  ///   - fileID: The file ID of the call site, for the failures this call reports.
  ///   - filePath: The file path of the call site, for the failures this call reports.
  ///   - line: The line of the call site, for the failures this call reports.
  ///   - column: The column of the call site, for the failures this call reports.
  @_disfavoredOverload
  public func receive(
    _ expectedAction: Action,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receive(
      matching: { $0 == expectedAction },
      absence: {
        """
        Expected to receive the following action, but didn't:

        \(dumped(expectedAction, indent: 2))
        """
      },
      mismatch: { received in
        describeDifference(expected: expectedAction, actual: received, actualLabel: "Received")
      },
      timeout: nanoseconds,
      assert: updateStateToExpectedResult,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action, waiting up to a duration for it.
  ///
  /// ```swift
  /// await store.receive(.timerTicked, timeout: .seconds(1)) { $0.count = 1 }
  /// ```
  public func receive(
    _ expectedAction: Action,
    timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receive(
      expectedAction,
      timeout: duration.nanoseconds,
      assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }
}

extension TestStore {
  /// Asserts that an effect sent an action matching a predicate, and how the state changed.
  ///
  /// ```swift
  /// await store.receive {
  ///   guard case .response(.success) = $0 else { return false }
  ///   return true
  /// } assert: {
  ///   $0.count = 42
  /// }
  /// ```
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receive(
      matching: isMatching,
      absence: { "Expected to receive an action matching predicate, but didn't get one." },
      mismatch: { dumped($0, indent: 2) },
      timeout: nanoseconds,
      assert: updateStateToExpectedResult,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action matching a predicate, waiting up to a duration.
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receive(
      isMatching,
      timeout: duration.nanoseconds,
      assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Asserts that an effect sent an action of a case, whatever its associated value, and how
  /// the state changed.
  ///
  /// ```swift
  /// await store.receive(\.factResponse.success) {
  ///   $0.fact = "0 is a good number."
  /// }
  /// ```
  @_disfavoredOverload
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = AnyCasePath(actionCase)
    await self.receive(
      matching: { casePath.extract(from: $0) != nil },
      absence: { "Expected to receive an action matching case path, but didn't get one." },
      mismatch: { dumped($0, indent: 2) },
      timeout: nanoseconds,
      assert: updateStateToExpectedResult,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action of a case, waiting up to a duration.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receive(
      actionCase,
      timeout: duration.nanoseconds,
      assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Asserts that an effect sent an action of a case with a given associated value, and how the
  /// state changed.
  ///
  /// ```swift
  /// await store.receive(\.delegate.saved, "Hello!")
  /// ```
  @_disfavoredOverload
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout nanoseconds: UInt64? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let casePath = AnyCasePath(actionCase)
    await self.receive(
      matching: { casePath.extract(from: $0) == value },
      // An action of the case with another value ends the wait, to be reported with a diff.
      arrivingWhen: { casePath.extract(from: $0) != nil },
      absence: { "Expected to receive an action matching case path, but didn't get one." },
      mismatch: { received in
        guard casePath.extract(from: received) != nil,
          let difference = diff(casePath.embed(value), received, format: .proportional)
        else { return dumped(received, indent: 2) }
        return "\(difference.indent(by: 2))\n\n(Expected: −, Actual: +)"
      },
      timeout: nanoseconds,
      assert: updateStateToExpectedResult,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent an action of a case with a given associated value, waiting up
  /// to a duration.
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout duration: Duration,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    await self.receive(
      actionCase,
      value,
      timeout: duration.nanoseconds,
      assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  // MARK: - Receiving

  /// The one `receive` every overload describes its expectation to.
  ///
  /// While effects run, it first lets them work until an action arrives (or the timeout
  /// passes); with no effect running, whatever was received is all there will be.
  ///
  /// - Parameters:
  ///   - matches: Whether a received action is the asserted one.
  ///   - arrives: Whether a received action ends the wait of a non-exhaustive store; a match
  ///     when `nil`.
  ///   - absence: The failure when nothing (nothing matching, when not exhaustive) came.
  ///   - mismatch: A received action that is not the expected one, as the failure shows it.
  func receive(
    matching matches: (Action) -> Bool,
    arrivingWhen arrives: ((Action) -> Bool)? = nil,
    absence: () -> String,
    mismatch: (Action) -> String,
    timeout nanoseconds: UInt64?,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at site: CallSite
  ) async {
    let effectsWereRunning = !self.inFlightEffects.isEmpty
    if effectsWereRunning, let arrives {
      await self.waitForReceivedAction(arriving: arrives, timeout: nanoseconds, at: site)
    } else if effectsWereRunning {
      await self.waitForReceivedAction(arriving: matches, timeout: nanoseconds, at: site)
    }
    self.assertNextReceivedAction(
      matching: matches, absence: absence, mismatch: mismatch, updateStateToExpectedResult,
      at: site
    )
    if effectsWereRunning {
      // Lets the effects take in what the asserted action changed before the next step.
      await self.drainEffects()
    }
  }

  /// Yields to the effects until an action (an arriving one, when not exhaustive) has been
  /// received, or the timeout has passed.
  private func waitForReceivedAction(
    arriving arrives: (Action) -> Bool,
    timeout nanoseconds: UInt64?,
    at site: CallSite
  ) async {
    let nanoseconds = nanoseconds ?? self.timeout
    await self.drainEffects()
    let deadline = Deadline(nanoseconds: nanoseconds)
    while !Task.isCancelled {
      let received = self.recorder.receivedActions
      let hasArrived =
        self.exhaustivity == .on ? !received.isEmpty : received.contains { arrives($0.action) }
      if hasArrived { return }
      guard !deadline.hasPassed else {
        let suggestion =
          self.inFlightEffects.isEmpty
          ? """
          There are no in-flight effects that could deliver this action. Could the effect you \
          expected to deliver this action have been cancelled?
          """
          : self.inFlightSuggestion(nanoseconds: nanoseconds)
        reportTestIssue(
          """
          Expected to receive \(self.exhaustivity == .on ? "an action" : "a matching action"), \
          but received none\(describeTimeout(nanoseconds)).

          \(suggestion)
          """,
          at: site
        )
        return
      }
      await Task.detached(priority: .background) { await Task.yield() }.value
    }
  }

  /// Takes the next received action and asserts it, and the state after it. A non-exhaustive
  /// store first sets aside the actions before the first match, as skipped assertions.
  private func assertNextReceivedAction(
    matching matches: (Action) -> Bool,
    absence: () -> String,
    mismatch: (Action) -> String,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at site: CallSite
  ) {
    // Read in place rather than through a local copy of the array: a copy alive at the
    // removal below would make it copy the whole array.
    let skippedCount: Int
    if self.exhaustivity == .on {
      skippedCount = 0
    } else {
      skippedCount =
        self.recorder.receivedActions.firstIndex { matches($0.action) }
        ?? self.recorder.receivedActions.count
    }
    guard skippedCount < self.recorder.receivedActions.count else {
      reportTestIssue(absence(), at: site)
      return
    }
    if skippedCount > 0 {
      let skipped = Array(self.recorder.receivedActions.prefix(skippedCount))
      self.reportSkipped(
        """
        \(countedWithVerb(skipped.count, "received action")) skipped.

        \(dumped(skipped.map(\.action)))
        """,
        at: site
      )
      self.recorder.state = skipped[skipped.count - 1].state
    }

    let (action, stateAfter) = self.recorder.takeReceivedAction(at: skippedCount)
    if matches(action) {
      self.checkState(
        previous: self.recorder.state,
        actual: stateAfter,
        updateStateToExpectedResult: updateStateToExpectedResult,
        at: site
      )
    } else {
      // Only an exhaustive store gets here. TCA's message has a " before this one" variant for
      // an expected action that comes later, but its check asks that of the action it took
      // (which never matches), so the variant is never printed: this is TCA's output, not its
      // intent.
      self.reportFailure(
        """
        Received unexpected action:

        \(mismatch(action))
        """,
        at: site
      )
    }
    self.recorder.state = stateAfter
  }
}

extension TestStore {
  /// Receiving an action by value needs `Equatable` actions.
  @available(
    *, unavailable,
    message: """
      Provide a key path to the case you expect to receive (like 'store.receive(\\.tap)'), or \
      conform 'Action' to 'Equatable' to assert against it directly.
      """
  )
  public func receive(
    _ expectedAction: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
  }
}
