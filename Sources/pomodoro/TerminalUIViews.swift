import TerminalUI

// TerminalUI's views share SwiftUI's names, and ComposableArchitecture re-exports SwiftUI's API
// (PortableSwiftUI) as TCA re-exports SwiftUI; these module-level names say that this module
// draws with TerminalUI's views, until its screens move to the SwiftUI layer (issue 37).
typealias View = TerminalUI.View
typealias ViewBuilder = TerminalUI.ViewBuilder
typealias Text = TerminalUI.Text
typealias Button = TerminalUI.Button
typealias Color = TerminalUI.Color
typealias Divider = TerminalUI.Divider
typealias Spacer = TerminalUI.Spacer
typealias EmptyView = TerminalUI.EmptyView
typealias AnyView = TerminalUI.AnyView
typealias Group<Content: TerminalUI.View> = TerminalUI.Group<Content>
typealias VStack<Content: TerminalUI.View> = TerminalUI.VStack<Content>
typealias HStack<Content: TerminalUI.View> = TerminalUI.HStack<Content>
typealias ZStack<Content: TerminalUI.View> = TerminalUI.ZStack<Content>
typealias ScrollView<Content: TerminalUI.View> = TerminalUI.ScrollView<Content>
typealias ForEach<ID: Hashable, Content: TerminalUI.View> = TerminalUI.ForEach<ID, Content>
typealias List<Data: RandomAccessCollection, ID: Hashable, RowContent: TerminalUI.View> =
  TerminalUI.List<Data, ID, RowContent>
typealias NavigationStack<State, Action, Root: TerminalUI.View, Destination: TerminalUI.View> =
  TerminalUI.NavigationStack<State, Action, Root, Destination>
typealias Picker<Value: Hashable> = TerminalUI.Picker<Value>
typealias PickerStyle = TerminalUI.PickerStyle
typealias TabView<Value: Hashable> = TerminalUI.TabView<Value>
typealias TextField = TerminalUI.TextField
typealias SecureField = TerminalUI.SecureField
typealias Toggle = TerminalUI.Toggle
typealias Stepper = TerminalUI.Stepper
typealias FocusState<Value: Hashable> = TerminalUI.FocusState<Value>
typealias Alignment = TerminalUI.Alignment
typealias HorizontalAlignment = TerminalUI.HorizontalAlignment
typealias VerticalAlignment = TerminalUI.VerticalAlignment
typealias Axis = TerminalUI.Axis
typealias Edge = TerminalUI.Edge
typealias EdgeInsets = TerminalUI.EdgeInsets
typealias KeyPress = TerminalUI.KeyPress
