import ConcurrencyExtras
import Foundation

/// Lets every job the main serial executor has queued run, until none is left: what a test
/// store waits for after a step, instead of a fixed number of yields.
///
/// Under the main serial executor every job (main-actor work, and global work redirected to the
/// main actor) goes through `swift_task_enqueueMainExecutor`, whose hook counts it here. When
/// the drain yields, its own jobs go to the back of the queue; if no other job was queued by
/// the time it runs again, everything ahead of it has run and queued nothing new: every effect
/// is suspended on something outside the executor (a clock, a stream, I/O) or has finished.
enum MainExecutorDrain {
  private typealias Original = @convention(thin) (UnownedJob) -> Void
  private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  private static let hook = UncheckedSendable(
    dlsym(dlopen(nil, 0), "swift_task_enqueueMainExecutor_hook")
      .map { $0.assumingMemoryBound(to: Hook?.self) }
  )
  private static let lock = NSLock()
  nonisolated(unsafe) private static var enqueued = 0
  /// The hook that was installed before ours, called by ours.
  nonisolated(unsafe) private static var previousHook: Hook?
  nonisolated(unsafe) private static var isInstalled = false

  /// Starts counting main-executor jobs; called while a test store holds the main serial
  /// executor.
  @MainActor
  static func install() {
    guard !isInstalled, let hook = hook.value else { return }
    previousHook = hook.pointee
    hook.pointee = { job, original in
      MainExecutorDrain.lock.withLock { MainExecutorDrain.enqueued += 1 }
      if let previous = MainExecutorDrain.previousHook {
        previous(job, original)
      } else {
        original(job)
      }
    }
    isInstalled = true
  }

  @MainActor
  static func uninstall() {
    guard isInstalled, let hook = hook.value else { return }
    hook.pointee = previousHook
    previousHook = nil
    isInstalled = false
  }

  /// The jobs a `Task.yield()` of the drain queues itself (Swift 6's `yield`): a continuation
  /// job on the global executor (redirected to the main actor), then the task resumed on the
  /// main actor.
  private static let ownJobsPerYield = 2

  private static var count: Int {
    lock.withLock { enqueued }
  }

  /// Yields until the main executor has run every job queued before, and those jobs queued no
  /// more. Without the main serial executor there is no queue to watch, and it yields a fixed
  /// number of times, as before.
  ///
  /// A bounded number of rounds keeps an effect that never suspends (a loop of `Task.yield()`)
  /// from stalling the test.
  @MainActor
  static func drain() async {
    guard isInstalled, uncheckedUseMainSerialExecutor else {
      await Task.megaYield()
      return
    }
    for _ in 0..<1_000 {
      let before = count
      await Task.yield()
      let queued = count - before
      if queued <= ownJobsPerYield { return }
    }
  }
}
