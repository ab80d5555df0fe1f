/// The input decoder with the reader's waiting rule, on a timeline of durations since the
/// reader started: pending bytes are flushed when nothing more arrives before ``deadline``.
///
/// Esc alone (or with one more byte) is a key when nothing follows within `escapeTimeout`. A
/// longer unfinished sequence is a terminal report cut between two reads, whose rest can come
/// late on a loaded machine; it gets `sequenceTimeout`, so that a click is not torn into an
/// Esc and typed garbage.
///
/// ```swift
/// var input = TimedInputDecoder()
/// input.receive([0x1B], at: .zero)  // [], deadline 25 ms
/// input.expire(at: .milliseconds(30))  // [.key(KeyPress(.escape))]
/// ```
struct TimedInputDecoder {
  private var decoder = InputDecoder()
  let escapeTimeout: Duration
  let sequenceTimeout: Duration
  /// When the pending bytes are flushed unless more arrive first; `nil` when none wait.
  private(set) var deadline: Duration?

  init(escapeTimeout: Duration = .milliseconds(25), sequenceTimeout: Duration = .seconds(1)) {
    self.escapeTimeout = escapeTimeout
    self.sequenceTimeout = sequenceTimeout
  }

  /// Decodes bytes read at `now`.
  mutating func receive(_ bytes: some Sequence<UInt8>, at now: Duration) -> [InputEvent] {
    let events = decoder.decode(bytes)
    if decoder.needsFlush {
      deadline = now + escapeTimeout
    } else if decoder.isWaitingForSequenceEnd {
      deadline = now + sequenceTimeout
    } else {
      deadline = nil
    }
    return events
  }

  /// Flushes the pending bytes if the deadline has come by `now`.
  mutating func expire(at now: Duration) -> [InputEvent] {
    guard let deadline, now >= deadline else { return [] }
    self.deadline = nil
    return decoder.flush()
  }

  /// Flushes whatever is pending: the input has ended.
  mutating func finish() -> [InputEvent] {
    deadline = nil
    return decoder.flush()
  }
}
