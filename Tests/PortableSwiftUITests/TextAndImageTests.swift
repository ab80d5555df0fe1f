import Foundation
import PortableSwiftUI
import Testing

@MainActor
struct TextAndImageTests {
  @Test func textInterpolatesConcatenatesAndStyles() {
    let count = 3
    let tree = ViewResolver.resolve(
      Text("Count: \(count)").bold() + Text(" items").italic()
    )
    #expect(
      tree.description == """
        Root
          Text text: Count: 3 items
            Text text: Count: 3 bold: true
            Text text:  items italic: true
        """)
  }

  @Test func textFormatsWithSpecifiersAndFormatStyles() {
    let value = 2.5
    #expect(ViewResolver.resolve(Text("\(value, specifier: "%.2f") km")).text == "2.50 km")
    #expect(ViewResolver.resolve(Text(verbatim: "\\(raw)")).text == "\\(raw)")
    #expect(ViewResolver.resolve(Text(42, format: .number)).text == "42")
  }

  @Test func imagesLabelsAndColours() {
    let tree = ViewResolver.resolve(
      VStack {
        Image(systemName: "star.fill")
        Label("Favourite", systemImage: "heart")
        Color.red.opacity(0.5)
        Color(red: 1, green: 0.5, blue: 0)
      }
    )
    #expect(
      tree.description == """
        Root
          VStack alignment: center
            Image systemName: star.fill
            Label
              Image systemName: heart
              Text text: Favourite
            Color color: red.opacity(0.5)
            Color color: #ff8000
        """)
  }
}
