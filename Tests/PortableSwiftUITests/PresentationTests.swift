import Foundation
import PortableSwiftUI
import Testing

@MainActor
struct PresentationTests {
  struct Screen: View {
    @State var showsSheet = false
    @State var showsAlert = false
    @State var showsDialog = false
    @State var deleted = false
    var body: some View {
      VStack {
        Button("Edit") { showsSheet = true }
        Button("Delete") { showsAlert = true }
        Button("More") { showsDialog = true }
      }
      .sheet(isPresented: $showsSheet) { Editor() }
      .alert("Delete?", isPresented: $showsAlert) {
        Button("Delete", role: .destructive) { deleted = true }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("This cannot be undone.")
      }
      .confirmationDialog("More", isPresented: $showsDialog) {
        Button("Share") {}
      }
    }
  }

  struct Editor: View {
    @Environment(\.dismiss) var dismiss
    @Environment(\.isPresented) var isPresented
    var body: some View {
      Button(isPresented ? "Done" : "Not presented") { dismiss() }
    }
  }

  @Test func sheetsPresentAndTheirContentDismisses() {
    let graph = ViewGraph()
    var tree = ViewResolver.resolve(Screen(), graph: graph)
    #expect(tree.first("sheet") == nil)
    tree.first("Button", containing: "Edit")?.perform()
    tree = ViewResolver.resolve(Screen(), graph: graph)
    #expect(tree.first("sheet")?.text == "Done")
    tree.first("sheet")?.first("Button")?.perform()
    tree = ViewResolver.resolve(Screen(), graph: graph)
    #expect(tree.first("sheet") == nil)
  }

  @Test func alertsShowTheirButtonsAndATapDismisses() {
    let graph = ViewGraph()
    var tree = ViewResolver.resolve(Screen(), graph: graph)
    tree.first("Button", containing: "Delete")?.perform()
    tree = ViewResolver.resolve(Screen(), graph: graph)
    #expect(
      tree.first("Alert")?.description == """
        Alert title: Delete? message: This cannot be undone. [dismiss]
          Button role: destructive [action]
            Text text: Delete
          Button role: cancel [action]
            Text text: Cancel
        """)
    tree.first("Alert")?.first("Button", containing: "Delete")?.perform()
    tree = ViewResolver.resolve(Screen(), graph: graph)
    #expect(tree.first("Alert") == nil)
  }

  @Test func confirmationDialogsPresent() {
    let graph = ViewGraph()
    var tree = ViewResolver.resolve(Screen(), graph: graph)
    tree.first("Button", containing: "More")?.perform()
    tree = ViewResolver.resolve(Screen(), graph: graph)
    #expect(tree.first("ConfirmationDialog")?[attribute: "title"] == "More")
    #expect(tree.first("ConfirmationDialog")?.text == "Share")
  }
}
