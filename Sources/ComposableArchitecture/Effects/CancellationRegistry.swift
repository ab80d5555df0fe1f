import Foundation

/// The running effects of one root store that can be cancelled, by cancellation key. Only
/// effects with a cancellation id (or in a child feature's namespace) are registered. Effects
/// register and finish on the main actor, but `Task.cancel(id:)` may run anywhere, so the table
/// is behind a lock.
///
/// The tasks under a key are a list, in the order they were filed: filing a task and taking it
/// out again touch its neighbours only, with no hashing, and a registration keeps its entries,
/// so that taking it out needs no key lookup unless a list empties.
final class CancellationRegistry: @unchecked Sendable {
  /// The tasks filed under one key.
  final class Bucket {
    let key: CancelKey
    fileprivate var first: Entry?
    fileprivate unowned(unsafe) var last: Entry?

    init(key: CancelKey) {
      self.key = key
    }
  }

  /// One task filed under one key: a link of its bucket's list. Guarded by the registry's lock.
  final class Entry {
    fileprivate let task: any CancellableTask
    fileprivate let bucket: Bucket
    // The previous entry holds this one (`next`), so the link back is not counted.
    fileprivate unowned(unsafe) var previous: Entry?
    fileprivate var next: Entry?
    fileprivate var isFiled = true

    fileprivate init(task: any CancellableTask, bucket: Bucket) {
      self.task = task
      self.bucket = bucket
    }
  }

  /// Where a task was filed: its entry under each key. One key (no namespace, or a root
  /// feature's id) is the common case, kept without an array.
  enum Registration: @unchecked Sendable {
    case one(Entry)
    case many([Entry])
  }

  private let lock = NSLock()
  private var buckets: [CancelKey: Bucket] = [:]

  deinit {
    // Keys of a registry let go of with effects still filed are no longer in use.
    if !self.buckets.isEmpty { CancellationKeyCount.add(-self.buckets.count) }
  }

  func insert(_ task: some CancellableTask, keys: [CancelKey]) -> Registration {
    self.lock.withLock { self.insertLocked(task, keys: keys) }
  }

  private func insertLocked(_ task: some CancellableTask, keys: [CancelKey]) -> Registration {
    if keys.count == 1 { return .one(self.fileLocked(task, under: keys[0])) }
    return .many(keys.map { self.fileLocked(task, under: $0) })
  }

  func remove(_ registration: Registration) {
    self.lock.withLock {
      switch registration {
      case let .one(entry):
        self.unfileLocked(entry)
      case let .many(entries):
        for entry in entries { self.unfileLocked(entry) }
      }
    }
  }

  func cancel(_ key: CancelKey) {
    // The key's tasks are unfiled at once, as TCA forgets a cancelled id: an effect cancelled
    // but still winding down is no longer counted as registered.
    let tasks = self.lock.withLock { () -> [any CancellableTask] in
      guard let bucket = self.buckets.removeValue(forKey: key) else { return [] }
      CancellationKeyCount.add(-1)
      return Self.unfileAllLocked(bucket)
    }
    // Cancel outside the lock: cancellation handlers run synchronously and may register.
    for task in tasks { task.cancel() }
  }

  /// Unfiles every task, as the store that owns the registry goes away and cancels them: like
  /// a cancelled id, a key is no longer in use while its effects wind down.
  func forgetAll() {
    self.lock.withLock {
      guard !self.buckets.isEmpty else { return }
      CancellationKeyCount.add(-self.buckets.count)
      for bucket in self.buckets.values { _ = Self.unfileAllLocked(bucket) }
      self.buckets.removeAll()
    }
  }

  /// Unlinks every entry of a bucket taken out of the registry; returns their tasks.
  private static func unfileAllLocked(_ bucket: Bucket) -> [any CancellableTask] {
    var tasks: [any CancellableTask] = []
    var entry = bucket.first
    while let current = entry {
      tasks.append(current.task)
      current.isFiled = false
      current.previous = nil
      entry = current.next
      current.next = nil
    }
    bucket.first = nil
    bucket.last = nil
    return tasks
  }

  /// Runs `operation` in a task of its own, filed under `keys` while it runs, and cancelled if
  /// the caller is.
  func run<T: Sendable>(
    filedUnder keys: [CancelKey],
    priority: TaskPriority? = nil,
    _ operation: @escaping @Sendable () async throws -> T
  ) async -> Result<T, any Error> {
    // Made and filed under the lock: whoever the operation tells it has started, and cancels
    // by id, finds it filed.
    let (task, registration) = self.lock.withLock {
      let task = Task<T, any Error>(priority: priority) { try await operation() }
      return (task, self.insertLocked(task, keys: keys))
    }
    let result = await withTaskCancellationHandler {
      await task.result
    } onCancel: {
      task.cancel()
    }
    self.remove(registration)
    return result
  }

  /// Whether effects are filed under `key`.
  func contains(_ key: CancelKey) -> Bool {
    self.lock.withLock { self.buckets[key] != nil }
  }

  private func fileLocked(_ task: some CancellableTask, under key: CancelKey) -> Entry {
    let bucket: Bucket
    if let existing = self.buckets[key] {
      bucket = existing
    } else {
      bucket = Bucket(key: key)
      self.buckets[key] = bucket
      CancellationKeyCount.add(1)
    }
    let entry = Entry(task: task, bucket: bucket)
    entry.previous = bucket.last
    if let last = bucket.last {
      last.next = entry
    } else {
      bucket.first = entry
    }
    bucket.last = entry
    return entry
  }

  private func unfileLocked(_ entry: Entry) {
    guard entry.isFiled else { return }
    entry.isFiled = false
    let bucket = entry.bucket
    if let next = entry.next {
      next.previous = entry.previous
    } else {
      bucket.last = entry.previous
    }
    if let previous = entry.previous {
      previous.next = entry.next
    } else {
      bucket.first = entry.next
    }
    entry.previous = nil
    entry.next = nil
    if bucket.first == nil, self.buckets[bucket.key] === bucket {
      self.buckets[bucket.key] = nil
      CancellationKeyCount.add(-1)
    }
  }
}
