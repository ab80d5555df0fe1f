/// The input decoder with the reader's waiting rule, on a timeline of durations since the
/// reader started: pending bytes are flushed when nothing more arrives before ``deadline``.
///
/// Esc alone (or with one more byte) is a key when nothing follows within `escapeTimeout`. A
/// longer unfinished sequence is a terminal report cut between two reads, whose rest can come
/// late on a loaded machine; it gets `sequenceTimeout`, so that a click is not torn into an
/// Esc and typed garbage.
///
/// A bracketed paste arrives in one burst. One that goes quiet for `pasteIdleTimeout`, or is
/// still open `pasteTimeLimit` after it began, is a stray paste start whose end will never
/// come: it is ended, so keys such as q and Ctrl-C work again.
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
  let pasteIdleTimeout: Duration
  let pasteTimeLimit: Duration
  /// When the open paste began.
  private var pasteStart: Duration?
  /// When the pending bytes are flushed unless more arrive first; `nil` when none wait.
  private(set) var deadline: Duration?

  init(
    escapeTimeout: Duration = .milliseconds(25), sequenceTimeout: Duration = .seconds(1),
    pasteIdleTimeout: Duration = .milliseconds(500), pasteTimeLimit: Duration = .seconds(2)
  ) {
    self.escapeTimeout = escapeTimeout
    self.sequenceTimeout = sequenceTimeout
    self.pasteIdleTimeout = pasteIdleTimeout
    self.pasteTimeLimit = pasteTimeLimit
  }

  /// The bytes the decoder holds, for tests of its bounds.
  var bufferedByteCount: Int { decoder.bufferedByteCount }

  /// Decodes bytes read at `now`.
  mutating func receive(_ bytes: some Sequence<UInt8>, at now: Duration) -> [InputEvent] {
    var events: [InputEvent] = []
    if let pasteStart, now >= pasteStart + pasteTimeLimit {
      // Bytes after the time limit no longer belong to the paste.
      events += decoder.endPaste()
    }
    events += decoder.decode(bytes)
    updateDeadline(after: now)
    return events
  }

  /// Flushes the pending bytes, or ends the open paste, if the deadline has come by `now`.
  mutating func expire(at now: Duration) -> [InputEvent] {
    guard let deadline, now >= deadline else { return [] }
    let events = decoder.isInPaste ? decoder.endPaste() : decoder.flush()
    updateDeadline(after: now)
    return events
  }

  /// Flushes whatever is pending: the input has ended.
  mutating func finish() -> [InputEvent] {
    deadline = nil
    pasteStart = nil
    return decoder.endPaste() + decoder.flush()
  }

  private mutating func updateDeadline(after now: Duration) {
    if decoder.isInPaste {
      let start = pasteStart ?? now
      pasteStart = start
      deadline = min(now + pasteIdleTimeout, start + pasteTimeLimit)
      return
    }
    pasteStart = nil
    if decoder.needsFlush {
      deadline = now + escapeTimeout
    } else if decoder.isWaitingForSequenceEnd {
      deadline = now + sequenceTimeout
    } else {
      deadline = nil
    }
  }
}
