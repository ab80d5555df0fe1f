import PortableSwiftUI
import Testing

import class TerminalUI.TestTerminal

@MainActor
struct ZZDebugTests {
  @Test func debugInset() {
    struct A: View {
      var body: some View {
        List {
          ForEach(["Hello", "Invoice"], id: \.self) { m in
            Text(m)
          }
        }
        .safeAreaInset(edge: .bottom) { Text("2 messages") }
      }
    }
    struct B: View {
      var body: some View {
        List {
          ForEach(["Hello", "Invoice"], id: \.self) { m in
            VStack { Text(m); Text("x"); Text("y") }
          }
        }
        .safeAreaInset(edge: .bottom) { Text("2 messages") }
      }
    }
    struct C: View {
      var body: some View {
        VStack {
        List {
          ForEach(["Hello", "Invoice"], id: \.self) { m in
            VStack { Text(m); Text("x"); Text("y") }
          }
        }
        Text("below")
        }
      }
    }
    for h in [4, 6, 8] {
      print("A h=\(h)\n" + TestTerminal(rootView: A(), width: 20, height: h).text + "\n--")
      print("B h=\(h)\n" + TestTerminal(rootView: B(), width: 20, height: h).text + "\n--")
      print("C h=\(h)\n" + TestTerminal(rootView: C(), width: 20, height: h).text + "\n--")
    }
  }
}
