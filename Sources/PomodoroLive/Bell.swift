import Foundation

/// Rings the terminal bell by writing the BEL character (`"\u{07}"`).
///
/// The terminal decides what a bell is: a beep, a flash, or an urgency hint on the window.
///
/// ```swift
/// let bell = Bell(isEnabled: settings.bellEnabled)
/// bell.ring()
/// ```
package struct Bell: Sendable {
  /// The BEL control character.
  package static let character = "\u{07}"

  /// Whether `ring()` writes anything.
  package var isEnabled: Bool
  private let write: @Sendable (Data) -> Void

  /// Creates a bell that hands the BEL byte to `write`, for example the terminal renderer's own
  /// output so it never lands inside an escape sequence.
  ///
  /// ```swift
  /// let bell = Bell { bytes in renderer.writeRaw(bytes) }
  /// ```
  package init(isEnabled: Bool = true, write: @escaping @Sendable (Data) -> Void) {
    self.isEnabled = isEnabled
    self.write = write
  }

  /// Creates a bell that writes to a file handle, standard output by default.
  ///
  /// ```swift
  /// let bell = Bell(output: .standardError)
  /// ```
  package init(isEnabled: Bool = true, output: FileHandle = .standardOutput) {
    self.init(isEnabled: isEnabled) { data in
      // A closed or redirected-to-nowhere output is no reason to fail a session.
      try? output.write(contentsOf: data)
    }
  }

  /// A bell that never rings.
  package static let silent = Bell(isEnabled: false) { _ in }

  /// Writes BEL once, if enabled.
  ///
  /// ```swift
  /// bell.ring()
  /// ```
  package func ring() {
    guard isEnabled else { return }
    write(Data(Self.character.utf8))
  }
}
