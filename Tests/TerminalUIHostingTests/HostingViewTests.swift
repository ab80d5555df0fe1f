import PortableSwiftUI
import SeedViews
import Testing

import enum TerminalUI.Key
import class TerminalUI.TestTerminal

/// SwiftUI views drawn by the terminal renderer: each family of views and modifiers, and what
/// keys and clicks do to them.
@MainActor
struct HostingViewTests {
  @Test func stacksTextAndSpacersLayOutInCells() {
    struct Card: View {
      var body: some View {
        VStack(alignment: .leading) {
          Text("Title").bold()
          HStack {
            Text("left")
            Spacer()
            Text("right")
          }
          Divider()
          Text("end").padding(.leading, 16)
        }
        .frame(width: 160)
      }
    }
    let terminal = TestTerminal(rootView: Card(), width: 24, height: 5)
    #expect(
      terminal.text == """
        Title
        left           right
        ────────────────────
          end
        """)
  }

  @Test func buttonsRunTheirActionsByClickAndByFocus() {
    struct Counter: View {
      @State var count = 0
      var body: some View {
        HStack {
          Button("-") { count -= 1 }
          Text("\(count)")
          Button("+") { count += 1 }
        }
      }
    }
    let terminal = TestTerminal(rootView: Counter(), width: 20, height: 1)
    #expect(terminal.text == "[ - ] 0 [ + ]")
    #expect(terminal.click(on: "+"))
    #expect(terminal.text == "[ - ] 1 [ + ]")
    terminal.press(.tab)
    terminal.press(.enter)
    #expect(terminal.text == "[ - ] 0 [ + ]")
  }

  @Test func controlsEditTheirBindings() {
    struct Settings: View {
      @State var name = ""
      @State var isOn = false
      @State var level = 2
      @State var flavor = "Vanilla"
      var body: some View {
        Form {
          TextField("Name", text: $name)
          Toggle("Notify", isOn: $isOn)
          Stepper("Level \(level)", value: $level, in: 0...5)
          Picker("Flavor", selection: $flavor) {
            Text("Vanilla").tag("Vanilla")
            Text("Lemon").tag("Lemon")
          }
          Text("\(name)|\(isOn)|\(level)|\(flavor)")
        }
      }
    }
    let terminal = TestTerminal(rootView: Settings(), width: 40, height: 12)
    terminal.type("Ada")
    #expect(terminal.text.contains("Ada|false|2|Vanilla"))
    terminal.press(.tab)  // the toggle
    terminal.press(.character(" "))
    #expect(terminal.text.contains("Ada|true|2|Vanilla"))
    #expect(terminal.click(on: "[ + ]"))
    #expect(terminal.text.contains("Ada|true|3|Vanilla"))
    #expect(terminal.text.contains("Level 3"))
  }

  @Test func sectionsGroupRowsUnderTheirHeaders() {
    struct Grouped: View {
      var body: some View {
        List {
          Section {
            Text("Row one")
            Text("Row two")
          } header: {
            Text("Numbers")
          } footer: {
            Text("Two rows")
          }
        }
      }
    }
    let terminal = TestTerminal(rootView: Grouped(), width: 20, height: 6)
    #expect(
      terminal.text == """
        NUMBERS
         Row one
         Row two
        Two rows
        """)
  }

  @Test func navigationPushesAndEscPops() {
    struct Root: View {
      @State var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          VStack {
            NavigationLink("Two", value: 2)
            Text("depth \(path.count)")
          }
          .navigationTitle("Numbers")
          .navigationDestination(for: Int.self) { number in
            Text("Number \(number)").navigationTitle("#\(number)")
          }
        }
      }
    }
    let terminal = TestTerminal(rootView: Root(), width: 30, height: 4)
    #expect(terminal.text.hasPrefix("Numbers"))
    #expect(terminal.click(on: "Two ›"))
    #expect(terminal.text.contains("‹ Numbers › #2"))
    #expect(terminal.text.contains("Number 2"))
    terminal.press(.escape)
    #expect(terminal.text.contains("depth 0"))
  }

  @Test func aLinkToAViewPushesItAndEscDismissesIt() {
    struct Root: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Details") { Text("Pushed").navigationTitle("Details") }
            .navigationTitle("Home")
        }
      }
    }
    let terminal = TestTerminal(rootView: Root(), width: 30, height: 4)
    #expect(terminal.click(on: "Details ›"))
    #expect(terminal.text == "‹ Home › Details\nPushed")
    terminal.press(.escape)
    #expect(terminal.text.contains("Details ›"))
  }

  @Test func alertsMarkTheirDefaultButtonAndTakeEnterAndEsc() {
    struct Items: View {
      @State var items = ["a", "b"]
      @State var isConfirming = false
      var body: some View {
        VStack {
          Text("\(items.count) items")
          Button("Clear") { isConfirming = true }
        }
        .alert("Clear the list?", isPresented: $isConfirming) {
          Button("Clear", role: .destructive) { items = [] }
          Button("Cancel", role: .cancel) {}
        }
      }
    }
    let terminal = TestTerminal(rootView: Items(), width: 40, height: 10)
    #expect(terminal.click(on: "Clear"))
    #expect(terminal.text.contains("Clear the list?"))
    // A destructive button is never Enter's (issue 37): here the cancel button is.
    #expect(terminal.text.contains("1 Clear ]"))
    #expect(terminal.text.contains("2 Cancel ⏎"))
    terminal.press(.escape)
    #expect(terminal.text.contains("2 items"))
    #expect(!terminal.text.contains("Clear the list?"))
    #expect(terminal.click(on: "Clear"))
    terminal.press(.enter)
    #expect(terminal.text.contains("2 items"))
    #expect(!terminal.text.contains("Clear the list?"))
    #expect(terminal.click(on: "Clear"))
    terminal.press(.character("1"))
    #expect(terminal.text.contains("0 items"))
  }

  @Test func sheetsArePanelsThatEscDismisses() {
    struct Host: View {
      @State var isShowing = false
      @State var note = ""
      var body: some View {
        VStack {
          Text("note: \(note)")
          Button("Edit") { isShowing = true }
        }
        .sheet(isPresented: $isShowing) {
          TextField("Note", text: $note)
        }
      }
    }
    let terminal = TestTerminal(rootView: Host(), width: 30, height: 8)
    #expect(terminal.click(on: "Edit"))
    terminal.type("hi")
    terminal.press(.escape)
    #expect(terminal.text.contains("note: hi"))
    #expect(!terminal.text.contains("╭"))
  }

  /// A sheet takes the screen but its top row, as an iOS sheet leaves the presenting screen's
  /// top showing: the screen's rows beside and below it are blank, not slices of its controls.
  @Test func aSheetHidesTheScreenBesideAndBelowIt() {
    struct Host: View {
      @State var isShowing = false
      var body: some View {
        VStack(alignment: .leading) {
          Text("Title")
          Button("Edit") { isShowing = true }
          Button("Other") {}
          Button("Another") {}
          Button("More") {}
          Button("Last") {}
        }
        .sheet(isPresented: $isShowing) { Text("In the sheet") }
      }
    }
    let terminal = TestTerminal(rootView: Host(), width: 20, height: 6)
    #expect(terminal.click(on: "Edit"))
    let lines = terminal.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("Title"))
    #expect(lines.dropFirst().allSatisfy { $0.first == nil || $0.first == " " }, "\(lines)")
    #expect(terminal.text.contains("In the sheet"))
  }

  @Test func tasksRunWhileTheirViewIsOnScreen() async {
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    struct Screen: View {
      let continuation: AsyncStream<String>.Continuation
      @State var isShown = true
      var body: some View {
        VStack {
          if isShown {
            Text("working").task {
              continuation.yield("started")
              // Ends when the task is cancelled (the kept continuation never finishes it).
              let (never, kept) = AsyncStream<Never>.makeStream()
              for await _ in never {}
              kept.finish()
              continuation.yield(Task.isCancelled ? "cancelled" : "ended on its own")
            }
          }
          Button("Hide") { isShown = false }
        }
      }
    }
    let terminal = TestTerminal(rootView: Screen(continuation: continuation), width: 20, height: 3)
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == "started")
    #expect(terminal.click(on: "Hide"))
    _ = terminal.text
    #expect(await iterator.next() == "cancelled")
  }

  /// A screen covered by a pushed one has disappeared, as on iOS: its task is cancelled and
  /// its `onDisappear` runs; back on top, it appears and its task starts again (TCA's
  /// long-living effects case study counts screenshots only while its screen shows).
  /// (A task left running never says it stopped: the time limit fails the test then.)
  @Test(.timeLimit(.minutes(1)))
  func aScreenCoveredByAPushedOneStopsItsTaskUntilItShowsAgain() async {
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    struct Screen: View {
      let continuation: AsyncStream<String>.Continuation
      var body: some View {
        NavigationStack {
          NavigationLink("Next") { Text("Other screen") }
            .task {
              continuation.yield("started")
              let (never, kept) = AsyncStream<Never>.makeStream()
              for await _ in never {}
              kept.finish()
              continuation.yield(Task.isCancelled ? "cancelled" : "ended on its own")
            }
            .onDisappear { continuation.yield("disappeared") }
        }
      }
    }
    let terminal = TestTerminal(rootView: Screen(continuation: continuation), width: 30, height: 3)
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == "started")
    #expect(terminal.click(on: "Next ›"))
    #expect(terminal.text.contains("Other screen"))
    var stopped = [await iterator.next(), await iterator.next()]
    stopped.sort { ($0 ?? "") < ($1 ?? "") }
    #expect(stopped == ["cancelled", "disappeared"])
    terminal.press(.escape)
    #expect(terminal.text.contains("Next ›"))
    #expect(await iterator.next() == "started")
  }

  @Test func tabsShowTheChosenTab() {
    struct Tabs: View {
      @State var tab = 0
      var body: some View {
        TabView(selection: $tab) {
          Text("First screen").tabItem { Text("One") }.tag(0)
          Text("Second screen").tabItem { Text("Two") }.tag(1)
        }
      }
    }
    let terminal = TestTerminal(rootView: Tabs(), width: 30, height: 3)
    #expect(terminal.text.contains("First screen"))
    #expect(terminal.click(on: "Two"))
    #expect(terminal.text.contains("Second screen"))
  }

  @Test func symbolsBecomeGlyphs() {
    let terminal = TestTerminal(
      rootView: HStack {
        Image(systemName: "trash"); Image(systemName: "plus.circle.fill");
        Image(systemName: "no.such.symbol")
      },
      width: 30, height: 1)
    #expect(terminal.text.contains("⌫ + no.such.symbol"))
  }
}

/// The seeds' views, as the seeds write them, in the terminal.
@MainActor
struct SeedViewsInTheTerminalTests {
  @Test func theSeedsListPushesRefreshableWhichCounts() {
    let terminal = TestTerminal(rootView: SeedsRootView(), width: 60, height: 20)
    #expect(terminal.text.hasPrefix("Seeds"))
    #expect(terminal.click(on: "Refreshable (seed 001) ›"))
    #expect(terminal.text.contains("‹ Seeds › Refreshable"))
    #expect(terminal.click(on: "[ + ]"))
    #expect(terminal.click(on: "[ + ]"))
    #expect(terminal.text.contains("2"))
    terminal.press(.escape)
    #expect(terminal.text.contains("Long-living effects (seed 004) ›"))
  }
}

/// `App.main()` hands its first window to the renderer.
@MainActor
struct AppLifecycleTests {
  struct SeedsApp: App {
    var body: some Scene {
      WindowGroup { SeedsRootView() }
    }
  }

  @Test func mainRunsTheFirstWindowWithTheRegisteredRenderer() {
    var shown: AnyView?
    AppHost.run = { shown = $0 }
    defer { AppHost.run = nil }
    SeedsApp.main()
    guard let shown else {
      Issue.record("App.main() ran no renderer")
      return
    }
    let terminal = TestTerminal(rootView: shown, width: 40, height: 5)
    #expect(terminal.text.hasPrefix("Seeds\n[ Reset button (seed 000) › ]"))
  }
}

/// SwiftUI's text wraps where TerminalUI's is cut.
@MainActor
struct HostedTextTests {
  @Test func longTextBreaksBetweenWords() {
    let terminal = TestTerminal(
      rootView: VStack(alignment: .leading) {
        Text("There is a discardable task that is returned")
        Text("end")
      }, width: 16, height: 6)
    #expect(
      terminal.text == """
        There is a
        discardable task
        that is returned
        end
        """)
  }
}

/// Accessory views: an overlay over its content, a background view under it.
@MainActor
struct HostedAccessoryTests {
  @Test func anOverlayIsDrawnOverItsContentAndABackgroundViewUnderIt() {
    let terminal = TestTerminal(
      rootView: VStack(alignment: .leading) {
        Text("abcdef").overlay(alignment: .trailing) { Text("!") }
        Text("ghi").background { Text("zzzzzz") }
      }, width: 10, height: 3)
    #expect(terminal.text == "abcde!\nghi")
  }
}
