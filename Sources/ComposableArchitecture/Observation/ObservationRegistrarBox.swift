import Foundation
import Observation

/// The `ObservationRegistrar` of an `@ObservableState` value, made on first access.
///
/// Copies of a state value share the box, so they share the registrar once it exists. Until a
/// property is read through the value, there is nothing to tell: mutations skip notifying, and
/// a row nobody reads costs this one allocation instead of the registrar's two.
///
/// One allocation: the registrar is the header of a managed buffer whose element is the lock
/// that guards its creation (state values are `Sendable`, and may be read on any thread; the
/// lock is what makes sharing the box across threads safe).
@usableFromInline
final class ObservationRegistrarBox: ManagedBuffer<ObservationRegistrar?, RegistrarLock> {
  @usableFromInline
  static func make() -> ObservationRegistrarBox {
    let buffer = self.create(minimumCapacity: 1) { _ in nil }
    buffer.withUnsafeMutablePointerToElements { RegistrarLock.initialize($0) }
    return unsafeDowncast(buffer, to: ObservationRegistrarBox.self)
  }

  deinit {
    self.withUnsafeMutablePointerToElements { RegistrarLock.destroy($0) }
  }

  /// The registrar, made if it does not exist yet: for reads, which may be observed.
  @usableFromInline
  var registrar: ObservationRegistrar {
    self.withUnsafeMutablePointers { registrar, lock in
      RegistrarLock.lock(lock)
      defer { RegistrarLock.unlock(lock) }
      if let existing = registrar.pointee { return existing }
      let made = ObservationRegistrar()
      registrar.pointee = made
      return made
    }
  }

  /// The registrar if anything has read the value: for mutations, which only observers of an
  /// earlier read care about.
  @usableFromInline
  var existingRegistrar: ObservationRegistrar? {
    self.withUnsafeMutablePointers { registrar, lock in
      RegistrarLock.lock(lock)
      defer { RegistrarLock.unlock(lock) }
      return registrar.pointee
    }
  }
}

#if canImport(Darwin)
  @usableFromInline typealias RegistrarLock = os_unfair_lock

  extension os_unfair_lock {
    static func initialize(_ lock: UnsafeMutablePointer<Self>) { lock.initialize(to: Self()) }
    static func destroy(_ lock: UnsafeMutablePointer<Self>) { lock.deinitialize(count: 1) }
    static func lock(_ lock: UnsafeMutablePointer<Self>) { os_unfair_lock_lock(lock) }
    static func unlock(_ lock: UnsafeMutablePointer<Self>) { os_unfair_lock_unlock(lock) }
  }
#else
  @usableFromInline typealias RegistrarLock = pthread_mutex_t

  extension pthread_mutex_t {
    static func initialize(_ lock: UnsafeMutablePointer<Self>) { pthread_mutex_init(lock, nil) }
    static func destroy(_ lock: UnsafeMutablePointer<Self>) { pthread_mutex_destroy(lock) }
    static func lock(_ lock: UnsafeMutablePointer<Self>) { pthread_mutex_lock(lock) }
    static func unlock(_ lock: UnsafeMutablePointer<Self>) { pthread_mutex_unlock(lock) }
  }
#endif
