import PomodoroCore
import TerminalUI

/// What the timer screen shows at a given size, decided by priority so that no control is
/// ever cut: the status, the clock, the message being typed or an error, and the keys always;
/// then the statistics (when asked for), the progress bar, today's goal, the big digits, the
/// tip and the cat, each only if there is room left, and twice as large digits on a large
/// screen; below a minimum, a request for a larger terminal.
///
/// ```swift
/// let layout = TimerLayout(size: Size(width: 80, height: 24), state: store.state)
/// layout.clock  // .big
/// ```
public struct TimerLayout: Equatable {
  /// The clock's digits: twice as large on a large screen, five rows tall, or one line.
  public enum Clock: Equatable { case large, big, compact }

  /// The narrowest screen the timer draws on.
  public static let minimumWidth = 20
  /// The cat's width: its widest caption, so that it does not move when its mood changes.
  public static let catWidth = 18
  public static let catGap = 4

  /// Whether the screen has a border (only when it is large enough to spare the cells).
  public var isBordered: Bool
  /// Whether the screen is too small for the essentials: it then asks for a larger one.
  public var isTooSmall: Bool
  /// The rows the essentials need at this width, for the request.
  public var neededRows: Int
  /// The status as shown: the short form where the long one would not fit beside the clock.
  public var statusTitle: String
  public var clock: Clock
  /// Whether the status and the clock share one row ("FOCUS 18:13"), on the smallest screens.
  public var isStatusBesideClock: Bool
  public var showsCat: Bool
  public var showsProgress: Bool
  public var showsGoal: Bool
  /// The editor's prompt or an error, wrapped to the width; the editor's text field is on the
  /// line holding `fieldMark` repeated `fieldWidth` times.
  public var message: [String]
  /// The cells the open editor's text field takes (its text and the cursor, at most the
  /// width); 0 when no field is shown.
  public var fieldWidth: Int
  /// The tip on screen, wrapped, if there is room for it.
  public var tip: [String]
  /// How many lines of statistics fit.
  public var statsLines: Int
  /// The keys that work now, in rows that fit the width.
  public var controlRows: [[TimerCommand]]
  /// Blank rows between the groups.
  public var gap: Int
  /// The rows kept for the prompt, an error or the tip, whether or not one is shown.
  public var messageRows: Int
  /// Blank rows above the status, centring the whole independently of what the status shows.
  public var topPadding: Int
  /// The cells available for the content across.
  public var width: Int

  public init(size: Size, state: TimerFeature.State) {
    isBordered = size.width >= 40 && size.height >= 12
    // The border and a blank column on each side.
    let width = max(0, size.width - (isBordered ? 4 : 0))
    self.width = width
    let height = max(0, size.height - (isBordered ? 2 : 0))
    fieldWidth = Self.fieldText(state).map { min(width, DisplayWidth.of($0) + 1) } ?? 0
    message =
      Self.message(state, fieldWidth: fieldWidth).map { WordWrap.lines($0, width: width) }
      ?? []
    controlRows = Self.hintRows(state, width: width, height: height - message.count)
    // The status and the clock share a row when two would not leave room for the keys.
    isStatusBesideClock = 2 + controlRows.count + message.count > height
    neededRows = (isStatusBesideClock ? 1 : 2) + controlRows.count + message.count
    isTooSmall = width < Self.minimumWidth || neededRows > height
    if width < Self.minimumWidth {
      // The request names the rows needed at the smallest width, not at this one.
      let narrowest = Self.minimumWidth
      neededRows =
        1 + Self.rows(of: TimerKeyMap.essentialCommands(for: state), width: narrowest).count
        + (Self.message(state, fieldWidth: min(fieldWidth, narrowest)).map {
          WordWrap.lines($0, width: narrowest).count
        } ?? 0)
    }
    statusTitle = state.statusTitle
    let clockWidth = DisplayWidth.of(clockText(seconds: state.count))
    let besideWidth = DisplayWidth.of(statusTitle) + 3 + clockWidth
    if isStatusBesideClock && besideWidth > width { statusTitle = state.timerStatus.title }
    var room = height - neededRows
    // The keys keep as many rows as the longest set of keys needs (a break ready), so that
    // fewer keys do not move what is above them.
    var longest = state
    longest.timerStatus = .breakStandBy
    longest.durationEditor = nil
    longest.taskEditor = nil
    let keyRows = Self.hintRows(longest, width: width, height: height - message.count).count
    room -= min(max(0, room), max(0, keyRows - controlRows.count))

    statsLines = 0
    if state.isShowingStats {
      statsLines = min(max(0, room), Self.statsLineCount(state.statistics))
      room -= statsLines
    }
    showsProgress = room >= 1
    if showsProgress { room -= 1 }
    showsGoal = room >= 1
    if showsGoal { room -= 1 }
    let bigWidth = DisplayWidth.of(BigText.rows(clockText(seconds: state.count))[0])
    clock = width >= bigWidth && room >= 4 ? .big : .compact
    if clock == .big { room -= 4 }
    showsCat = clock == .big && width >= bigWidth + Self.catGap + Self.catWidth
    tip = []
    if message.isEmpty, let guide = state.presentedGuide {
      let lines = WordWrap.lines("Tip: " + guide.message, width: width)
      if lines.count <= room {
        tip = lines
        room -= lines.count
      }
    }
    // Last, the large digits, where the cat still fits beside them.
    let largeWidth = DisplayWidth.of(BigText.rows(clockText(seconds: state.count), scale: 2)[0])
    if showsCat && width >= largeWidth + Self.catGap + Self.catWidth && room >= 5 {
      clock = .large
      room -= 5
    }
    // The message area keeps two rows where there is room, so that a tip coming or going
    // does not move the clock.
    messageRows = max(message.count, tip.count)
    if messageRows < 2 {
      let extra = min(2 - messageRows, max(0, room))
      messageRows += extra
      room -= extra
    }
    let groups =
      (isStatusBesideClock ? 1 : 2) + (showsProgress || showsGoal ? 1 : 0)
      + (statsLines > 0 ? 1 : 0) + (messageRows > 0 ? 1 : 0)
    // A blank row between the groups, and one more above the keys.
    gap = room >= groups ? 1 : 0
    room -= gap * (groups - 1)
    // The rest is shared above and below, the keys staying on the bottom rows.
    topPadding = max(0, room / 2)
  }

  /// How many lines the statistics panel has for `statistics`: three of totals and one a day.
  public static func statsLineCount(_ statistics: HistoryStatistics?) -> Int {
    statistics.map { 3 + $0.days.count } ?? 1
  }

  /// What stands for the text field in `message`: a character no prompt uses.
  public static let fieldMark: Character = "_"

  /// The text of the editor's field, when one is shown (a length's problem hides it).
  static func fieldText(_ state: TimerFeature.State) -> String? {
    if let editor = state.taskEditor { return editor.text }
    if let editor = state.durationEditor, editor.problem == nil { return editor.text }
    return nil
  }

  /// The editor's prompt around its field (`fieldWidth` marks), its problem, or the last
  /// storage error.
  static func message(_ state: TimerFeature.State, fieldWidth: Int) -> String? {
    let field = String(repeating: fieldMark, count: fieldWidth)
    if let editor = state.taskEditor {
      // It opens on the current task, which the first key typed replaces: say so.
      let replaces = editor.isPrefilled && !editor.text.isEmpty ? "typing replaces it; " : ""
      return "Task: \(field) (\(replaces)Enter saves, Esc cancels)"
    }
    if let editor = state.durationEditor {
      return editor.problem.map { "! \($0)" }
        ?? "\(editor.length.name): \(field) minutes (Enter saves, Esc cancels)"
    }
    return state.errorMessage.map { "! \($0)" } ?? state.notice
  }

  /// The hint rows: every command where they leave a row for the status and the clock, else
  /// the essential ones.
  static func hintRows(_ state: TimerFeature.State, width: Int, height: Int) -> [[TimerCommand]] {
    let all = rows(of: TimerKeyMap.commands(for: state), width: width)
    return 1 + all.count <= height
      ? all : rows(of: TimerKeyMap.essentialCommands(for: state), width: width)
  }

  /// The separator between two commands on a row.
  public static let separator = " · "

  /// The text of a command on the hint line: "space start".
  static func label(_ command: TimerCommand) -> String { "\(command.keyName) \(command.title)" }

  /// Commands in rows of at most `width` cells, in order.
  static func rows(of commands: [TimerCommand], width: Int) -> [[TimerCommand]] {
    var rows: [[TimerCommand]] = []
    var row: [TimerCommand] = []
    var used = 0
    for command in commands {
      let cells = DisplayWidth.of(label(command))
      let extra = row.isEmpty ? cells : DisplayWidth.of(separator) + cells
      if !row.isEmpty && used + extra > width {
        rows.append(row)
        row = [command]
        used = cells
      } else {
        row.append(command)
        used += extra
      }
    }
    if !row.isEmpty { rows.append(row) }
    return rows
  }
}
