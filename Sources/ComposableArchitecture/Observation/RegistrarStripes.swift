import Observation

/// The Observation registrars that keep the observers of observable state values.
///
/// A registrar of its own for every state value would cost two allocations per value (a row of
/// a long list, a state a reducer builds), and on Linux a value cannot tell an observed read
/// from a plain one, so a registrar made on first observation would be made on first read. So
/// values share a fixed set of registrars instead: each value is given one of them when it is
/// made, by its identity number (the numbers are handed out in turn, as values are made and
/// child states edited in place), and keeps it (its copies too). An observer of a value may
/// hear of a change to another value that shares its registrar, one whose number differs by a
/// multiple of `count`: an extra update, never a missed one.
enum RegistrarStripes {
  /// How many registrars there are: values made together (neighbouring rows of a list) have
  /// numbers fewer than this many apart, and never share one.
  static let count = 512

  static let registrars: [ObservationRegistrar] = (0..<count).map { _ in ObservationRegistrar() }

  /// The registrar of the value whose identity is `id`, made now.
  static func stripe(for id: ObservableStateID) -> UInt16 {
    UInt16(truncatingIfNeeded: id.number % UInt64(count))
  }
}
