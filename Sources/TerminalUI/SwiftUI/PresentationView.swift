/// The panel of a presentation node: a sheet, cover or popover as a bordered panel that Esc
/// dismisses; an alert or a confirmation dialog as a titled panel whose buttons carry number
/// keys, Enter pressing the default (marked ⏎) and Esc the cancel button.
struct PresentationView: View {
  let node: ViewNode

  var body: some View {
    switch node.kind {
    case "Alert", "ConfirmationDialog":
      DialogPanel(node: node)
    default:
      NodesView(nodes: node.children)
        .frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
        .padding(.horizontal, 1)
        .border(.rounded)
        .onKey(.escape) { node.perform("dismiss") }
    }
  }
}

/// An alert's or a dialog's panel.
struct DialogPanel: View {
  let node: ViewNode

  var body: some View {
    let buttons = node.children.filter { $0.kind == "Button" }
    let defaultIndex = Self.defaultIndex(of: buttons)
    let cancel = buttons.first { $0[attribute: "role"] == "cancel" }
    let title = node[attribute: "title"].flatMap { $0.isEmpty ? nil : $0 }
    VStack(alignment: .leading, spacing: 1) {
      // Wrapped, as SwiftUI's alert wraps its message: a reason is never cut.
      if let message = node[attribute: "message"] { WrappingText(string: message) }
      if node.kind == "Alert" && buttons.count <= 2 {
        HStack { dialogButtons(buttons, defaultIndex: defaultIndex) }
      } else {
        VStack(alignment: .leading) { dialogButtons(buttons, defaultIndex: defaultIndex) }
      }
    }
    .padding(.horizontal, 1)
    .border(.rounded, title: title)
    .onKeyPress { press in
      switch press {
      case KeyPress(.enter):
        if let defaultIndex { buttons[defaultIndex].perform() } else { node.perform("dismiss") }
      case KeyPress(.escape):
        if let cancel { cancel.perform() } else { node.perform("dismiss") }
      default:
        return false
      }
      return true
    }
  }

  /// The button Enter presses: the first without a role. A destructive button is never
  /// pressed by Enter alone, so with only that and a cancel button, Enter cancels.
  static func defaultIndex(of buttons: [ViewNode]) -> Int? {
    buttons.firstIndex { $0[attribute: "role"] == nil }
      ?? buttons.firstIndex { $0[attribute: "role"] == "cancel" }
  }

  /// What a button is to a web page: the default can be the cancel button too (Enter and Esc
  /// both press it).
  static func roles(isDefault: Bool, isCancel: Bool, isDestructive: Bool)
    -> Set<Semantics.ButtonRole>
  {
    var roles: Set<Semantics.ButtonRole> = []
    if isDefault { roles.insert(.defaultAction) }
    if isCancel { roles.insert(.cancelAction) }
    if isDestructive { roles.insert(.destructive) }
    return roles
  }

  /// The buttons, the first nine numbered with their keys, the default one marked `⏎`.
  @ViewBuilder
  private func dialogButtons(_ buttons: [ViewNode], defaultIndex: Int?) -> some View {
    ForEach(Array(buttons.enumerated()), id: \.offset) { index, button in
      let isCancel = button[attribute: "role"] == "cancel"
      let mark = index == defaultIndex ? " ⏎" : isCancel ? " esc" : ""
      let label = labelText(button.children)
      let title = label + mark
      let roles = Self.roles(
        isDefault: index == defaultIndex, isCancel: isCancel,
        isDestructive: button[attribute: "role"] == "destructive")
      Group {
        if index < 9 {
          let digit = Character(String(index + 1))
          Button("\(digit) \(title)", key: .character(digit)) { button.perform() }
        } else {
          Button(title) { button.perform() }
        }
      }
      .webButton(title: label, roles: roles)
    }
  }
}
