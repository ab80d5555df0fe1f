import ConcurrencyExtras

/// The lifetime of the effects started by one `TestStore.send`.
///
/// ```swift
/// let task = await store.send(.task)
/// await store.receive(\.numberChanged) { $0.count = 1 }
/// await task.cancel()  // as the view would when it disappears
/// ```
///
/// `StoreTask` is the counterpart for `Store`.
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?
  let timeout: UInt64

  init(rawValue: Task<Void, Never>?, timeout: UInt64) {
    self.rawValue = rawValue
    self.timeout = timeout
  }

  /// The same, with the timeout as a duration, as TCA's own tests make one.
  @_spi(Canary) public init(rawValue: Task<Void, Never>?, timeout: Duration) {
    self.init(rawValue: rawValue, timeout: timeout.nanoseconds)
  }

  /// Cancels the effects and waits for them to wind down.
  public func cancel() async {
    self.rawValue?.cancel()
    await self.rawValue?.cancellableValue
  }

  /// Waits for the effects to finish, and fails if they are still running after the timeout.
  ///
  /// ```swift
  /// await store.send(.stopButtonTapped).finish()
  /// ```
  ///
  /// - Parameters:
  ///   - nanoseconds: How long to wait; the store's `timeout` when `nil`.
  ///   - fileID: The file ID of the call site, for the failures this call reports.
  ///   - filePath: The file path of the call site, for the failures this call reports.
  ///   - line: The line of the call site, for the failures this call reports.
  ///   - column: The column of the call site, for the failures this call reports.
  @_disfavoredOverload
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let rawValue = self.rawValue else { return }
    let nanoseconds = nanoseconds ?? self.timeout
    let isFinished = LockIsolated(false)
    let waiter = Task {
      await rawValue.value
      isFinished.setValue(true)
    }
    await withTaskCancellationHandler {
      await MainExecutorDrain.drain()
      let deadline = Deadline(nanoseconds: nanoseconds)
      while !isFinished.value {
        guard !deadline.hasPassed else {
          waiter.cancel()
          let timeoutAdvice =
            nanoseconds != self.timeout
            ? #"try increasing the duration of this assertion's "timeout""#
            : #"configure this assertion with an explicit "timeout""#
          reportTestIssue(
            """
            Expected task to finish, but it is still in-flight\(describeTimeout(nanoseconds)).

            If this task delivers its action using a clock/scheduler (via "sleep(for:)", \
            "timer(interval:)", etc.), make sure that you wait enough time for it to perform \
            its work. If you are using a test clock/scheduler, advance the scheduler so that \
            the effects may complete, or consider using an immediate clock/scheduler to \
            immediately perform the effect instead.

            If you are not yet using a clock/scheduler, or cannot use a clock/scheduler, \
            \(timeoutAdvice).
            """,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
          )
          return
        }
        await Task.detached(priority: .background) { await Task.yield() }.value
      }
    } onCancel: {
      rawValue.cancel()
    }
  }

  /// Waits for the effects to finish, and fails if they are still running after a duration.
  public func finish(
    timeout duration: Duration,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.finish(
      timeout: duration.nanoseconds, fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Whether the effects were cancelled. A send that started no effect counts as cancelled.
  public var isCancelled: Bool {
    self.rawValue?.isCancelled ?? true
  }
}
