import TerminalUI

// TerminalUI's views share SwiftUI's names, and ComposableArchitecture re-exports SwiftUI's API
// (PortableSwiftUI) as TCA re-exports SwiftUI; these module-level names say that this module
// draws with TerminalUI's views, until its screens move to the SwiftUI layer (issue 37).
package typealias View = TerminalUI.View
package typealias ViewBuilder = TerminalUI.ViewBuilder
package typealias Text = TerminalUI.Text
package typealias Button = TerminalUI.Button
package typealias Color = TerminalUI.Color
package typealias Divider = TerminalUI.Divider
package typealias Spacer = TerminalUI.Spacer
package typealias EmptyView = TerminalUI.EmptyView
package typealias AnyView = TerminalUI.AnyView
package typealias Group<Content: TerminalUI.View> = TerminalUI.Group<Content>
package typealias VStack<Content: TerminalUI.View> = TerminalUI.VStack<Content>
package typealias HStack<Content: TerminalUI.View> = TerminalUI.HStack<Content>
package typealias ZStack<Content: TerminalUI.View> = TerminalUI.ZStack<Content>
package typealias ScrollView<Content: TerminalUI.View> = TerminalUI.ScrollView<Content>
package typealias ForEach<ID: Hashable, Content: TerminalUI.View> = TerminalUI.ForEach<ID, Content>
package typealias List<Data: RandomAccessCollection, ID: Hashable, RowContent: TerminalUI.View> =
  TerminalUI.List<Data, ID, RowContent>
package typealias NavigationStack<
  State, Action, Root: TerminalUI.View, Destination: TerminalUI.View
> =
  TerminalUI.NavigationStack<State, Action, Root, Destination>
package typealias Picker<Value: Hashable> = TerminalUI.Picker<Value>
package typealias PickerStyle = TerminalUI.PickerStyle
package typealias TabView<Value: Hashable> = TerminalUI.TabView<Value>
package typealias TextField = TerminalUI.TextField
package typealias SecureField = TerminalUI.SecureField
package typealias Toggle = TerminalUI.Toggle
package typealias Stepper = TerminalUI.Stepper
package typealias FocusState<Value: Hashable> = TerminalUI.FocusState<Value>
package typealias Alignment = TerminalUI.Alignment
package typealias HorizontalAlignment = TerminalUI.HorizontalAlignment
package typealias VerticalAlignment = TerminalUI.VerticalAlignment
package typealias Axis = TerminalUI.Axis
package typealias Edge = TerminalUI.Edge
package typealias EdgeInsets = TerminalUI.EdgeInsets
package typealias KeyPress = TerminalUI.KeyPress
