extension Reducer {
  /// Records each action this reducer handles, and the life of the effects it returns, as
  /// signposts.
  ///
  /// On Linux the signposts are lines written to `log` (see ``OSLog``): each action with the
  /// time the reducer took, and for each `.run` effect when it started, each action it sent,
  /// and whether it was cancelled and when it finished. A log that is not enabled (the default,
  /// unless `COMPOSABLE_SIGNPOSTS` is set) leaves the reducer and its effects as they are.
  ///
  /// - Parameters:
  ///   - prefix: Written in brackets before each signpost's message.
  ///   - log: Where the signposts go.
  /// - Returns: A reducer that records signposts.
  @warn_unqualified_access
  public func signpost(
    _ prefix: String = "",
    log: OSLog = OSLog(
      subsystem: "co.pointfree.ComposableArchitecture",
      category: "Reducer Instrumentation"
    )
  ) -> _SignpostReducer<Self> {
    _SignpostReducer(base: self, prefix: prefix.isEmpty ? "" : "[\(prefix)] ", log: log)
  }
}

/// The reducer `signpost(_:log:)` returns.
public struct _SignpostReducer<Base: Reducer>: Reducer {
  let base: Base
  let prefix: String
  let log: OSLog

  /// `prefix` as it is written before each message ("[Prefix] ", or nothing).
  init(base: Base, prefix: String, log: OSLog) {
    self.base = base
    self.prefix = prefix
    self.log = log
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard self.log.signpostsEnabled else {
      return self.base.reduce(into: &state, action: action)
    }
    let actionOutput = debugCaseOutput(action)
    let clock = ContinuousClock()
    let start = clock.now
    let effect = self.base.reduce(into: &state, action: action)
    let took = Signpost.milliseconds(clock.now - start)
    self.log.write("Action: \(self.prefix)\(actionOutput) (\(took) ms)")
    return effect.signposted(self.prefix, log: self.log, actionOutput: actionOutput)
  }

  public func _prepared() -> _SignpostReducer<Base._Prepared> {
    _SignpostReducer<Base._Prepared>(
      base: self.base._prepared(), prefix: self.prefix, log: self.log
    )
  }
}

enum Signpost {
  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    return String(format: "%.3f", value)
  }
}

extension Effect {
  /// This effect, its tasks recording when they start, send and end.
  func signposted(_ prefix: String, log: OSLog, actionOutput: String) -> Self {
    self.wrappingRuns { send, operation in
      let clock = ContinuousClock()
      let start = clock.now
      log.write("Effect: \(prefix)Started from \(actionOutput)")
      defer {
        if Task.isCancelled {
          log.write("Effect: \(prefix)Cancelled")
        }
        let took = Signpost.milliseconds(clock.now - start)
        log.write("Effect: \(prefix)Finished (\(took) ms)")
      }
      try await operation(
        Send { action in
          log.write("Effect Output: \(prefix)Output from \(actionOutput)")
          send(action)
        }
      )
    }
  }
}
