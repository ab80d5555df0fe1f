/// Which control has the keyboard: the controls on screen that can take focus, in the order
/// they were laid out, and the one that has it.
///
/// Tab and Shift-Tab (and the arrows, when no view uses them) move focus; a click on a control
/// focuses it; a control bound with ``View/focused(_:equals:)`` is focused when its binding
/// says so, which lets a reducer move focus. A screen starts with its first text field or list
/// focused (unless bound), and with nothing focused when it has none, so that keys reach the
/// screen's own handlers until the user tabs to a control.
@MainActor
final class FocusEngine {
  /// The control the user (or a binding) focused last, by its identity.
  private(set) var focusedID: Int?
  /// The focusable controls of the last frame, in layout order.
  private(set) var controls: [Focusable] = []
  /// The state controls keep between frames (a text field's cursor), by identity.
  private var states: [Int: AnyObject] = [:]
  private var statesSeen: Set<Int> = []

  /// The control drawn focused in the last frame.
  var focused: Focusable? { controls.first { $0.isFocused } }

  /// Whether `id` should be drawn focused, given its binding (which wins when there is one).
  func isFocused(_ id: Int, binding: FocusBinding?) -> Bool {
    binding?.isFocused ?? (focusedID == id)
  }

  /// The state the control `id` keeps between frames, made by `make` the first time.
  func state<State: AnyObject>(for id: Int, make: () -> State) -> State {
    statesSeen.insert(id)
    if let state = states[id] as? State { return state }
    let state = make()
    states[id] = state
    return state
  }

  /// Takes the controls of a frame just laid out; returns whether the frame must be laid out
  /// again because focus moved to a control drawn before it was known (a binding, or the
  /// default focus).
  func endFrame(_ controls: [Focusable]) -> Bool {
    self.controls = controls
    states = states.filter { statesSeen.contains($0.key) }
    statesSeen.removeAll(keepingCapacity: true)
    if let bound = controls.first(where: { $0.binding?.isFocused == true }) {
      // A binding focused a control: it is the focus from now on.
      guard focusedID != bound.id else { return false }
      focusedID = bound.id
      return controls.contains { $0.isFocused && $0.id != bound.id }
    }
    if let id = focusedID, controls.contains(where: { $0.id == id && $0.isFocused }) {
      return false
    }
    // The focused control went away or its binding let go: focus the first unbound text field
    // or list.
    let fallback = controls.first { $0.takesFocusFirst && $0.binding == nil }?.id
    guard fallback != focusedID else { return false }
    focusedID = fallback
    return fallback != nil
  }

  /// Focuses the control `id` (a click or a move), telling the bindings involved.
  func focus(_ id: Int) {
    let previous = focused
    focusedID = id
    guard let target = controls.first(where: { $0.id == id }), previous?.id != id else { return }
    // The new binding first: when both controls share one, its value moves in one write and
    // the old control's release finds nothing to release.
    target.binding?.focus()
    previous?.binding?.release()
  }

  /// Tab and Shift-Tab move focus; so do the arrows, when a control is focused (and no view
  /// used them). Returns whether `press` moved focus.
  func move(for press: KeyPress) -> Bool {
    switch (press.key, press.modifiers) {
    case (.tab, []): move(by: 1)
    case (.tab, .shift): move(by: -1)
    case (.down, []), (.right, []): focused != nil && move(by: 1)
    case (.up, []), (.left, []): focused != nil && move(by: -1)
    default: false
    }
  }

  /// Moves focus `offset` controls forward (backward when negative), wrapping around; returns
  /// whether there was a control to move to.
  func move(by offset: Int) -> Bool {
    guard !controls.isEmpty else { return false }
    let count = controls.count
    let next: Int
    if let current = controls.firstIndex(where: \.isFocused) {
      next = ((current + offset) % count + count) % count
    } else {
      next = offset >= 0 ? 0 : count - 1
    }
    focus(controls[next].id)
    return true
  }
}

/// A control that can take focus, as laid out in one frame.
struct Focusable {
  /// The control's identity (its position in the view tree).
  let id: Int
  /// Whether it was drawn focused.
  let isFocused: Bool
  /// Whether it takes focus when nothing has it (a text field, a list).
  let takesFocusFirst: Bool
  /// The binding that focuses it, if any.
  let binding: FocusBinding?
  /// Handles a key while it is focused; returns whether it did.
  let handleKey: @MainActor (KeyPress) -> Bool
  /// Takes pasted text while it is focused.
  let paste: (@MainActor (String) -> Void)?
}

/// A control's share of a focus binding: whether the binding names it, and how to make it do
/// so or stop doing so.
struct FocusBinding {
  let isFocused: Bool
  let focus: @MainActor () -> Void
  /// Clears the binding if it still names this control.
  let release: @MainActor () -> Void
}
