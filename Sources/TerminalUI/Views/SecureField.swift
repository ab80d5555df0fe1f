/// A text field whose text is drawn as bullets: a password or a token.
///
/// ```swift
/// SecureField("Password", text: $store.password)
/// ```
/// It edits as ``TextField`` does, with the same keys.
package struct SecureField: View {
  let title: String
  let text: Binding<String>
  let prompt: String?
  let maxLength: Int?

  /// A field editing `text` unseen, showing `prompt` (or `title`) while it is empty.
  package init(
    _ title: String, text: Binding<String>, prompt: String? = nil, maxLength: Int? = nil
  ) {
    self.title = title
    self.text = text
    self.prompt = prompt
    self.maxLength = maxLength
  }

  package var body: some View {
    TextField(title, text: text, prompt: prompt, maxLength: maxLength, mask: "•")
  }
}
