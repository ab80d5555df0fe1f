import CaseStudiesCore
import ComposableArchitecture
import SwiftUI

/// The shopping list's sheet: a name typed into a field, saved by the Save button (or by
/// submitting the field); a blank name cannot be saved.
public struct AddItemView: View {
  @Bindable var store: StoreOf<AddItem>

  public init(store: StoreOf<AddItem>) {
    self.store = store
  }

  public var body: some View {
    VStack(alignment: .leading) {
      Text("New item")
        .bold()
      TextField("name", text: $store.name)
        .onSubmit { store.send(.saveButtonTapped) }
      Button("Save") { store.send(.saveButtonTapped) }
        .disabled(store.trimmedName.isEmpty)
    }
  }
}
