import CustomDump

extension TestStore {
  /// Sends an action and asserts how the state changed.
  ///
  /// The closure gets the state before the action; change it into the state expected after it.
  /// Leave the closure out when the state should not change.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// The method returns once the action's effects have started; the returned task represents
  /// them, for example to end a long-living effect the way a disappearing view would:
  ///
  /// ```swift
  /// let task = await store.send(.task)
  /// // …
  /// await task.cancel()
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateStateToExpectedResult: Changes the state before the action into the expected one.
  ///   - fileID: The file ID of the call site, for the failures this call reports.
  ///   - filePath: The file path of the call site, for the failures this call reports.
  ///   - line: The line of the call site, for the failures this call reports.
  ///   - column: The column of the call site, for the failures this call reports.
  /// - Returns: The lifetime of the effects the action started.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !self.isDismissed else {
      reportTestIssue("Can't send action to dismissed test store.", at: site)
      return TestStoreTask(rawValue: nil, timeout: self.timeout)
    }
    let received = self.recorder.receivedActions
    if !received.isEmpty {
      // A failure when exhaustive; a skipped assertion, followed by the skipped actions, when
      // skipped assertions are shown, as TCA's.
      self.reportFailure(
        """
        Must handle \(received.count) received \
        action\(received.count == 1 ? "" : "s") before sending an action.

        Unhandled actions: \(dumped(received.map(\.action)))
        """,
        at: site
      )
      switch self.exhaustivity {
      case .on:
        break
      case .off(showSkippedAssertions: true):
        self.skipReceivedActions(strict: false, at: site)
      case .off(showSkippedAssertions: false):
        self.recorder.receivedActions.removeAll()
      }
    }

    let previous = self.recorder.state
    self.recorder.stackGenerationBeforeStep = self.recorder.nextStackGeneration
    defer { self.recorder.stackGenerationBeforeStep = nil }
    let task = self.core.send(TestAction(origin: .send(action)), transaction: nil)
      .map { self.track($0, startedBy: action, at: site) }
    // Lets the effects start before the state is checked. A step that started none, with none
    // running, has nothing to wait for.
    if !self.inFlightEffects.isEmpty {
      if self.useMainSerialExecutor {
        await Task.yield()
      } else {
        await Task.megaYield()
      }
    }
    self.checkState(
      previous: previous,
      actual: self.recorder.state,
      updateStateToExpectedResult: updateStateToExpectedResult,
      at: site
    )
    if "\(filePath)" == "\(self.callSite.filePath)" {
      self.callSite = site
    }
    // Lets the effects reach their first suspension before the test goes on.
    await self.drainEffects()
    return TestStoreTask(rawValue: task, timeout: self.timeout)
  }

  /// Sends the action at a case key path, and asserts how the state changed.
  ///
  /// ```swift
  /// await store.send(\.destination.child.tap)
  /// ```
  @discardableResult
  @_disfavoredOverload
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await self.send(
      AnyCasePath(action).embed(()),
      assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Sends the action at a case key path with an associated value, and asserts how the state
  /// changed.
  ///
  /// ```swift
  /// await store.send(\.destination.child.emailChanged, "blob@pointfree.co")
  /// ```
  @discardableResult
  @_disfavoredOverload
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await self.send(
      AnyCasePath(action).embed(value),
      assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }
}
