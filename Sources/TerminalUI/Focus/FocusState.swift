/// Which control of a view has focus, as a value the view owns: SwiftUI's `@FocusState` for the
/// terminal.
///
/// Tie controls to it with ``View/focused(_:equals:)``; it reads the focused one's value (or
/// `nil`), and setting it moves focus. To let a reducer move focus, bind the store's field to
/// it with ``View/bind(_:to:)``, as TCA does with SwiftUI:
/// ```swift
/// struct LoginView: View {
///   @Bindable var store: StoreOf<Login>
///   @FocusState var focus: Login.State.Field?
///
///   var body: some View {
///     VStack {
///       TextField("Name", text: $store.name).focused($focus, equals: .name)
///       SecureField("Password", text: $store.password).focused($focus, equals: .password)
///     }
///     .bind($store.focus, to: $focus)
///   }
/// }
/// ```
/// The value lives with the view's place on screen (as SwiftUI keeps it with the view's
/// identity), so it survives the view being made anew for each frame.
@MainActor
@propertyWrapper
package struct FocusState<Value: Hashable> {
  let box: FocusStateBox<Value>

  /// Focus state that is `nil` while no control tied to it has focus.
  package init<Wrapped: Hashable>() where Value == Wrapped? {
    box = FocusStateBox(nil)
  }

  /// Focus state that is `true` while the control tied to it has focus.
  package init() where Value == Bool {
    box = FocusStateBox(false)
  }

  /// The value of the focused control; set it to move focus.
  package var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value, for ``View/focused(_:equals:)`` and ``View/bind(_:to:)``.
  package var projectedValue: Binding {
    Binding(box: box)
  }

  /// A binding to a focus state, as `$focus` gives.
  @MainActor
  package struct Binding {
    let box: FocusStateBox<Value>

    /// The value of the focused control; set it to move focus.
    package var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }

    /// The same binding, so that `$focus` passes it on.
    package var projectedValue: Binding { self }

    /// The focus state as a plain binding.
    var plain: PortableSwiftUI.Binding<Value> {
      let box = box
      return PortableSwiftUI.Binding(get: { box.value }, set: { box.value = $0 })
    }
  }
}

/// A focus state's value: the view's own until the view is laid out, then the one kept for the
/// view's place on screen from frame to frame.
@MainActor
final class FocusStateBox<Value> {
  private let initial: Value
  private var storage: FocusStateStorage<Value>?

  init(_ initial: Value) {
    self.initial = initial
  }

  /// The value; setting it tells the storage's observer (a ``View/bind(_:to:)``).
  var value: Value {
    get { storage?.value ?? initial }
    set {
      guard let storage else { return }
      storage.value = newValue
      storage.didSet?(newValue)
    }
  }

  /// Ties the box to the value kept at `key` between frames.
  func install(in focus: FocusEngine, key: Int) {
    storage = focus.state(for: key) { FocusStateStorage(initial) }
  }

  /// The value kept between frames, once installed.
  var kept: FocusStateStorage<Value>? { storage }
}

/// A focus state's value kept between frames, and whom to tell when it is set (``View/bind(_:to:)``
/// passes it on to the model).
@MainActor
final class FocusStateStorage<Value> {
  var value: Value
  var didSet: (@MainActor (Value) -> Void)?

  init(_ value: Value) {
    self.value = value
  }
}

/// A property a view keeps between frames, installed before the view's body is read.
@MainActor
protocol InstallableProperty {
  func install(in focus: FocusEngine, key: Int)
}

extension FocusState: InstallableProperty {
  func install(in focus: FocusEngine, key: Int) {
    box.install(in: focus, key: key)
  }
}

extension View {
  /// Ties the focus of the control in this view to `binding`: the control is focused while the
  /// focus state is `value`, and focusing it (Tab, a click) sets the state to `value`.
  ///
  /// ```swift
  /// TextField("Name", text: $store.name).focused($focus, equals: .name)
  /// ```
  package func focused<Value: Hashable>(
    _ binding: FocusState<Value?>.Binding, equals value: Value
  ) -> some View {
    focused(binding.plain, equals: value)
  }

  /// Ties the focus of the control in this view to `condition`: focused while it is `true`.
  ///
  /// ```swift
  /// TextField("Search", text: $store.query).focused($isSearching)
  /// ```
  package func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    focused(condition.plain)
  }
}

extension ResolveContext {
  /// Which view types have properties to install, found once per type.
  private static var typesWithProperties: [ObjectIdentifier: Bool] = [:]

  /// Installs the ``FocusState`` properties of `view`, which sits at the current path.
  func installProperties<V: View>(of view: V) {
    let type = ObjectIdentifier(V.self)
    if Self.typesWithProperties[type] == false { return }
    var found = false
    for child in Mirror(reflecting: view).children {
      guard let property = child.value as? any InstallableProperty else { continue }
      found = true
      var hasher = Hasher()
      hasher.combine(path)
      hasher.combine(child.label)
      property.install(in: focus, key: hasher.finalize())
    }
    Self.typesWithProperties[type] = found
  }
}
