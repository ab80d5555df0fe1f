import TerminalUI

// TerminalUI's views share SwiftUI's names, and ComposableArchitecture re-exports SwiftUI's API
// (PortableSwiftUI) as TCA re-exports SwiftUI; these module-level names say that this module
// draws with TerminalUI's views, until its screens move to the SwiftUI layer (issue 37).
public typealias View = TerminalUI.View
public typealias ViewBuilder = TerminalUI.ViewBuilder
public typealias Text = TerminalUI.Text
public typealias Button = TerminalUI.Button
public typealias Color = TerminalUI.Color
public typealias Divider = TerminalUI.Divider
public typealias Spacer = TerminalUI.Spacer
public typealias EmptyView = TerminalUI.EmptyView
public typealias AnyView = TerminalUI.AnyView
public typealias Group<Content: TerminalUI.View> = TerminalUI.Group<Content>
public typealias VStack<Content: TerminalUI.View> = TerminalUI.VStack<Content>
public typealias HStack<Content: TerminalUI.View> = TerminalUI.HStack<Content>
public typealias ZStack<Content: TerminalUI.View> = TerminalUI.ZStack<Content>
public typealias ScrollView<Content: TerminalUI.View> = TerminalUI.ScrollView<Content>
public typealias ForEach<ID: Hashable, Content: TerminalUI.View> = TerminalUI.ForEach<ID, Content>
public typealias List<Data: RandomAccessCollection, ID: Hashable, RowContent: TerminalUI.View> =
  TerminalUI.List<Data, ID, RowContent>
public typealias NavigationStack<
  State, Action, Root: TerminalUI.View, Destination: TerminalUI.View
> =
  TerminalUI.NavigationStack<State, Action, Root, Destination>
public typealias Picker<Value: Hashable> = TerminalUI.Picker<Value>
public typealias PickerStyle = TerminalUI.PickerStyle
public typealias TabView<Value: Hashable> = TerminalUI.TabView<Value>
public typealias TextField = TerminalUI.TextField
public typealias SecureField = TerminalUI.SecureField
public typealias Toggle = TerminalUI.Toggle
public typealias Stepper = TerminalUI.Stepper
public typealias FocusState<Value: Hashable> = TerminalUI.FocusState<Value>
public typealias Alignment = TerminalUI.Alignment
public typealias HorizontalAlignment = TerminalUI.HorizontalAlignment
public typealias VerticalAlignment = TerminalUI.VerticalAlignment
public typealias Axis = TerminalUI.Axis
public typealias Edge = TerminalUI.Edge
public typealias EdgeInsets = TerminalUI.EdgeInsets
public typealias KeyPress = TerminalUI.KeyPress
