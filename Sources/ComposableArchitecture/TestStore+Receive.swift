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
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await self.receiveAction(
      matching: { $0 == expectedAction },
      timeout: nanoseconds,
      failureMessage: {
        var dump = ""
        customDump(expectedAction, to: &dump, indent: 2)
        return "Expected to receive the following action, but didn't:\n\n\(dump)"
      },
      unexpectedActionDescription: { received in
        diff(expectedAction, received, format: .proportional)
          .map { "\($0.indent(by: 4))\n\n(Expected: −, Received: +)" }
          ?? """
          Expected:
          \(String(describing: expectedAction).indent(by: 2))

          Received:
          \(String(describing: received).indent(by: 2))
          """
      },
      updateStateToExpectedResult,
      at: site
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
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await self.receiveAction(
      matching: isMatching,
      timeout: nanoseconds,
      failureMessage: { "Expected to receive an action matching predicate, but didn't get one." },
      unexpectedActionDescription: dumped,
      updateStateToExpectedResult,
      at: site
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
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let casePath = AnyCasePath(actionCase)
    await self.receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      timeout: nanoseconds,
      failureMessage: { "Expected to receive an action matching case path, but didn't get one." },
      unexpectedActionDescription: dumped,
      updateStateToExpectedResult,
      at: site
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
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let casePath = AnyCasePath(actionCase)
    await self.receiveAction(
      matching: { casePath.extract(from: $0) == value },
      // A received action of the right case, with another value, is reported with a diff.
      waitingFor: { casePath.extract(from: $0) != nil },
      timeout: nanoseconds,
      failureMessage: { "Expected to receive an action matching case path, but didn't get one." },
      unexpectedActionDescription: { received in
        var description = ""
        if casePath.extract(from: received) != nil,
          let difference = diff(casePath.embed(value), received, format: .proportional)
        {
          description = "\(difference.indent(by: 2))\n\n(Expected: −, Actual: +)"
        } else {
          customDump(received, to: &description, indent: 2)
        }
        return description
      },
      updateStateToExpectedResult,
      at: site
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

  /// Waits, while effects run, for an action to arrive, then asserts it.
  private func receiveAction(
    matching predicate: (Action) -> Bool,
    waitingFor isArrival: ((Action) -> Bool)? = nil,
    timeout nanoseconds: UInt64?,
    failureMessage: () -> String,
    unexpectedActionDescription: (Action) -> String,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at site: CallSite
  ) async {
    guard self.inFlightEffects.isEmpty else {
      if let isArrival {
        await self.waitForReceivedAction(matching: isArrival, timeout: nanoseconds, at: site)
      } else {
        await self.waitForReceivedAction(matching: predicate, timeout: nanoseconds, at: site)
      }
      self.takeReceivedAction(
        matching: predicate,
        failureMessage: failureMessage,
        unexpectedActionDescription: unexpectedActionDescription,
        updateStateToExpectedResult,
        at: site
      )
      await Task.megaYield()
      return
    }
    self.takeReceivedAction(
      matching: predicate,
      failureMessage: failureMessage,
      unexpectedActionDescription: unexpectedActionDescription,
      updateStateToExpectedResult,
      at: site
    )
  }

  /// Yields to the effects until an action (a matching one, when not exhaustive) has arrived,
  /// or the timeout has passed.
  private func waitForReceivedAction(
    matching predicate: (Action) -> Bool,
    timeout nanoseconds: UInt64?,
    at site: CallSite
  ) async {
    let nanoseconds = nanoseconds ?? self.timeout
    await Task.megaYield()
    let deadline = Deadline(nanoseconds: nanoseconds)
    while !Task.isCancelled {
      switch self.exhaustivity {
      case .on:
        if !self.recorder.receivedActions.isEmpty { return }
      case .off:
        if self.recorder.receivedActions.contains(where: { predicate($0.action) }) { return }
      }
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

  /// Takes the next received action (skipping non-matching ones when not exhaustive) and
  /// asserts it and the state after it.
  private func takeReceivedAction(
    matching predicate: (Action) -> Bool,
    failureMessage: () -> String,
    unexpectedActionDescription: (Action) -> String,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at site: CallSite
  ) {
    guard !self.recorder.receivedActions.isEmpty else {
      reportTestIssue(failureMessage(), at: site)
      return
    }

    if self.exhaustivity != .on {
      guard self.recorder.receivedActions.contains(where: { predicate($0.action) }) else {
        reportTestIssue(failureMessage(), at: site)
        return
      }
      var skipped: [Action] = []
      while let first = self.recorder.receivedActions.first, !predicate(first.action) {
        self.recorder.receivedActions.removeFirst()
        skipped.append(first.action)
        self.recorder.state = first.state
      }
      if !skipped.isEmpty {
        var actions = ""
        customDump(skipped, to: &actions)
        self.reportFailure(
          """
          \(skipped.count) received action\(skipped.count == 1 ? " was" : "s were") skipped.

          \(actions)
          """,
          at: site
        )
      }
    }

    let (action, state) = self.recorder.receivedActions.removeFirst()
    if predicate(action) {
      self.checkState(
        previous: self.recorder.state,
        actual: state,
        updateStateToExpectedResult: updateStateToExpectedResult,
        at: site
      )
    } else {
      let isReceivedLater = self.recorder.receivedActions.contains { predicate($0.action) }
      self.reportFailure(
        """
        Received unexpected action\(isReceivedLater ? " before this one" : ""):

        \(unexpectedActionDescription(action))
        """,
        at: site
      )
    }
    self.recorder.state = state
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

/// An action dumped for a failure message, indented under its heading.
private func dumped<Action>(_ action: Action) -> String {
  var dump = ""
  customDump(action, to: &dump, indent: 2)
  return dump
}
