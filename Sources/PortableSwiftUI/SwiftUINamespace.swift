/// `SwiftUI.State`, `SwiftUI.Binding`…: module-qualified names, which TCA code writes to tell
/// SwiftUI's types from its own (`@SwiftUI.State var store` in a view generic over `State`).
///
/// On Linux the module `SwiftUI` is an empty C module, whose name cannot qualify Swift types; a
/// type of the same name can, because a type's name is found before a module's. Each member is
/// the same type as the unqualified name.
public enum SwiftUI {
  public typealias State<Value> = PortableSwiftUI.State<Value>
  public typealias Binding<Value> = PortableSwiftUI.Binding<Value>
  public typealias Bindable<Value> = PortableSwiftUI.Bindable<Value>
  public typealias Environment<Value> = PortableSwiftUI.Environment<Value>
  public typealias FocusState<Value: Hashable> = PortableSwiftUI.FocusState<Value>
  public typealias View = PortableSwiftUI.View
  public typealias ViewBuilder = PortableSwiftUI.ViewBuilder
  public typealias ViewModifier = PortableSwiftUI.ViewModifier
  public typealias Text = PortableSwiftUI.Text
  public typealias Image = PortableSwiftUI.Image
  public typealias Color = PortableSwiftUI.Color
  public typealias Font = PortableSwiftUI.Font
  public typealias Animation = PortableSwiftUI.Animation
  public typealias Transaction = PortableSwiftUI.Transaction
  public typealias AnyView = PortableSwiftUI.AnyView
  public typealias EmptyView = PortableSwiftUI.EmptyView
  public typealias Group<Content> = PortableSwiftUI.Group<Content>
  public typealias Section<Parent: View, Content: View, Footer: View> =
    PortableSwiftUI.Section<Parent, Content, Footer>
  public typealias Label<Title: View, Icon: View> = PortableSwiftUI.Label<Title, Icon>
  public typealias Button<Label: View> = PortableSwiftUI.Button<Label>
  public typealias EnvironmentValues = PortableSwiftUI.EnvironmentValues
  public typealias EnvironmentKey = PortableSwiftUI.EnvironmentKey
  public typealias App = PortableSwiftUI.App
  public typealias Scene = PortableSwiftUI.Scene
}
