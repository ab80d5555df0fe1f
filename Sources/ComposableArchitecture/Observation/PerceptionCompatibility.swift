import Observation

// TCA re-exports Perception, the back-port of Observation for older Apple systems; its names
// are Observation's on Linux, where Observation is always there.

/// Perception's name for `withObservationTracking(_:onChange:)`: runs `apply`, tracking the
/// observable values it reads, and calls `onChange` once, when one of them is about to change.
///
/// ```swift
/// withPerceptionTracking {
///   _ = store.count
/// } onChange: {
///   print("count will change")
/// }
/// ```
public func withPerceptionTracking<T>(
  _ apply: () -> T,
  onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  withObservationTracking(apply, onChange: onChange())
}

/// Perception's name for `Observable`.
public typealias Perceptible = Observable

/// Perception's name for `ObservationRegistrar`.
public typealias PerceptionRegistrar = ObservationRegistrar
