import PortableSwiftUI
import Testing

import enum TerminalUI.Key
import class TerminalUI.TestTerminal

/// Where Tab lands in lists and forms, and the width a list takes.
@MainActor
struct HostedFocusTests {
  /// A list taller than the screen, of sections of links, as a case-studies root is.
  struct LinkList: View {
    var body: some View {
      NavigationStack {
        List {
          Section {
            NavigationLink("Counter") { Text("The counter screen") }
            NavigationLink("Bindings") { Text("The bindings screen") }
          } header: {
            Text("Getting started")
          }
          Section {
            ForEach(1...12, id: \.self) { number in
              NavigationLink("Effect \(number)") { Text("Effect screen \(number)") }
            }
          } header: {
            Text("Effects")
          }
        }
        .navigationTitle("Case Studies")
      }
    }
  }

  /// The first Tab lands on the list's first row, not on the list's scroll area.
  @Test func theFirstTabInAListLandsOnItsFirstRow() {
    let terminal = TestTerminal(rootView: LinkList(), width: 40, height: 10)
    // A second frame, as a running app draws: the list has found that it overflows.
    terminal.render()
    terminal.press(.tab)
    terminal.press(.enter)
    #expect(terminal.text.contains("The counter screen"), "\(terminal.text)")
  }

  /// Tabbing to a row below the fold scrolls the list to show it.
  @Test func tabbingToARowBelowTheFoldScrollsItIntoSight() {
    let terminal = TestTerminal(rootView: LinkList(), width: 40, height: 10)
    #expect(!terminal.text.contains("Effect 12"))
    for _ in 0..<14 { terminal.press(.tab) }
    #expect(terminal.text.contains("Effect 12"), "\(terminal.text)")
    terminal.press(.enter)
    #expect(terminal.text.contains("Effect screen 12"), "\(terminal.text)")
  }

  /// Page Down and Page Up still scroll a list whose rows take focus, whatever row has it.
  @Test func pageDownScrollsAListOfControls() {
    let terminal = TestTerminal(rootView: LinkList(), width: 40, height: 10)
    terminal.render()
    terminal.press(.tab)
    #expect(!terminal.text.contains("Effect 12"))
    terminal.press(.pageDown)
    terminal.press(.pageDown)
    #expect(terminal.text.contains("Effect 12"), "\(terminal.text)")
    terminal.press(.pageUp)
    terminal.press(.pageUp)
    #expect(terminal.text.contains("Counter ›"), "\(terminal.text)")
  }

  /// A list fills the width it is offered, its scrollbar at the screen's right edge, as
  /// SwiftUI's list does.
  @Test func aListFillsTheProposedWidth() {
    let terminal = TestTerminal(rootView: LinkList(), width: 60, height: 10)
    let lines = terminal.text.split(separator: "\n", omittingEmptySubsequences: false)
    // Below the title bar, every line of the list ends in the scrollbar at column 60.
    let listLines = lines.dropFirst()
    #expect(listLines.count == 9)
    for line in listLines {
      #expect(line.count == 60 && (line.last == "│" || line.last == "█"), "\(terminal.text)")
    }
  }

  /// A screen of a stack in a sheet, as TCA's navigation demo presents it: Tab then Enter
  /// presses the screen's first button.
  @Test func tabThenEnterPressesAButtonOfAScreenPushedInASheet() {
    struct ScreenA: View {
      @State var count = 0
      var body: some View {
        Form {
          Text("This screen demonstrates a basic feature hosted in a navigation stack.")
          Section {
            HStack {
              Text("count \(count)")
              Spacer()
              Button {
                count -= 1
              } label: {
                Image(systemName: "minus")
              }
              Button {
                count += 1
              } label: {
                Image(systemName: "plus")
              }
            }
            .buttonStyle(.borderless)
            Button("Get fact") {}
          }
          Section {
            Button("Dismiss") {}
          }
        }
      }
    }
    struct Demo: View {
      @State var path: [Int] = [1]
      var body: some View {
        NavigationStack(path: $path) {
          Form {
            NavigationLink("Go to screen A", value: 1)
          }
          .navigationTitle("Root")
          .navigationDestination(for: Int.self) { _ in ScreenA() }
        }
        .safeAreaInset(edge: .bottom) {
          if !path.isEmpty {
            VStack {
              Text("Total count")
              Button("Pop to root") { path = [] }
            }
          }
        }
      }
    }
    struct Root: View {
      @State var isPresented = true
      var body: some View {
        NavigationStack {
          List {
            Button("Stack") { isPresented = true }
          }
          .navigationTitle("Case Studies")
          .sheet(isPresented: $isPresented) { Demo() }
        }
      }
    }
    for (width, height) in [(80, 24), (30, 10)] {
      let terminal = TestTerminal(rootView: Root(), width: width, height: height)
      #expect(!terminal.text.contains("count -1"), "\(terminal.text)")
      terminal.press(.tab)
      terminal.press(.enter)
      #expect(terminal.text.contains("count -1"), "\(width)×\(height)\n\(terminal.text)")
    }
  }
}
