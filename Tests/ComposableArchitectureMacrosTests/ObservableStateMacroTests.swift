import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    [
      "ObservableState": MacroSpec(
        type: ObservableStateMacro.self, conformances: ["Observable", "ObservableState"]
      ),
      "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
      "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
      "Presents": MacroSpec(type: PresentsMacro.self),
    ],
    record: .missing
  )
)
struct ObservableStateMacroTests {
  @Test func structFields() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
        var text: String
        let id: Int
        @ObservationStateIgnored var cache: [Int] = []
        var isEven: Bool { count.isMultiple(of: 2) }
        static var shared = 1
      }
      """
    } expansion: {
      #"""
      struct State {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            if _$isIdentityEqual(_count, newValue) {
              _count = newValue
            } else {
              _$observationRegistrar.willSet(self, keyPath: \.count)
              _count = newValue
              _$observationRegistrar.didSet(self, keyPath: \.count)
            }
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(&_count)
            defer {
              if _$observationRegistrar.hasChanged(_count, since: oldValue) {
                _$observationRegistrar.didModify(self, keyPath: \.count)
              }
            }
            yield &_count
          }
        }

        private var _count = 0
        var text: String {
          @storageRestrictions(initializes: _text)
          init(initialValue) {
            _text = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.text)
            return _text
          }
          set {
            if _$isIdentityEqual(_text, newValue) {
              _text = newValue
            } else {
              _$observationRegistrar.willSet(self, keyPath: \.text)
              _text = newValue
              _$observationRegistrar.didSet(self, keyPath: \.text)
            }
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(&_text)
            defer {
              if _$observationRegistrar.hasChanged(_text, since: oldValue) {
                _$observationRegistrar.didModify(self, keyPath: \.text)
              }
            }
            yield &_text
          }
        }

        private var _text: String
        let id: Int
        var cache: [Int] = []
        var isEven: Bool { count.isMultiple(of: 2) }
        static var shared = 1
        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public static var _$registrarOffset: Int? {
          MemoryLayout<Self>.offset(of: \Self._$observationRegistrar)
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$field(for keyPath: AnyKeyPath) -> Int? {
          if keyPath == \Self.count as AnyKeyPath {
            return 0
          }
          if keyPath == \Self.text as AnyKeyPath {
            return 1
          }
          return nil
        }

        public static func _$modify(
          _ state: UnsafeMutableRawPointer, field: Int, _ body: (UnsafeMutableRawPointer) -> Void
        ) {
          let state = state.assumingMemoryBound(to: Self.self)
          switch field {
          case 0:
            withUnsafeMutablePointer(to: &state.pointee.count) {
              body(UnsafeMutableRawPointer($0))
            }
          case 1:
            withUnsafeMutablePointer(to: &state.pointee.text) {
              body(UnsafeMutableRawPointer($0))
            }
          default:
            preconditionFailure("No tracked field \(field).")
          }
        }

        public static func _$offset(field: Int) -> Int? {
          switch field {
          case 0:
            return MemoryLayout<Self>.offset(of: \Self._count)
          case 1:
            return MemoryLayout<Self>.offset(of: \Self._text)
          default:
            return nil
          }
        }

        public static func _$didModify(_ state: UnsafeMutableRawPointer, field: Int) {
          let state = state.assumingMemoryBound(to: Self.self)
          switch field {
          case 0:
            state.pointee._$observationRegistrar.didModify(state.pointee, keyPath: \.count)
          case 1:
            state.pointee._$observationRegistrar.didModify(state.pointee, keyPath: \.text)
          default:
            break
          }
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  @Test func publicStruct() {
    assertMacro {
      """
      @ObservableState
      public struct State: Equatable {
        public var child: Child.State?
      }
      """
    } expansion: {
      #"""
      public struct State: Equatable {
        public var child: Child.State? {
          @storageRestrictions(initializes: _child)
          init(initialValue) {
            _child = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.child)
            return _child
          }
          set {
            if _$isIdentityEqual(_child, newValue) {
              _child = newValue
            } else {
              _$observationRegistrar.willSet(self, keyPath: \.child)
              _child = newValue
              _$observationRegistrar.didSet(self, keyPath: \.child)
            }
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(&_child)
            defer {
              if _$observationRegistrar.hasChanged(_child, since: oldValue) {
                _$observationRegistrar.didModify(self, keyPath: \.child)
              }
            }
            yield &_child
          }
        }

        private var _child: Child.State?
        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public static var _$registrarOffset: Int? {
          MemoryLayout<Self>.offset(of: \Self._$observationRegistrar)
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$field(for keyPath: AnyKeyPath) -> Int? {
          if keyPath == \Self.child as AnyKeyPath {
            return 0
          }
          return nil
        }

        public static func _$modify(
          _ state: UnsafeMutableRawPointer, field: Int, _ body: (UnsafeMutableRawPointer) -> Void
        ) {
          let state = state.assumingMemoryBound(to: Self.self)
          switch field {
          case 0:
            withUnsafeMutablePointer(to: &state.pointee.child) {
              body(UnsafeMutableRawPointer($0))
            }
          default:
            preconditionFailure("No tracked field \(field).")
          }
        }

        public static func _$offset(field: Int) -> Int? {
          switch field {
          case 0:
            return MemoryLayout<Self>.offset(of: \Self._child)
          default:
            return nil
          }
        }

        public static func _$didModify(_ state: UnsafeMutableRawPointer, field: Int) {
          let state = state.assumingMemoryBound(to: Self.self)
          switch field {
          case 0:
            state.pointee._$observationRegistrar.didModify(state.pointee, keyPath: \.child)
          default:
            break
          }
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  @Test func enumState() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case loading
        case loaded(Feature.State)
        case failed(message: String)
        case pair(Int, Int)
      }
      """
    } expansion: {
      """
      enum State {
        case loading
        case loaded(Feature.State)
        case failed(message: String)
        case pair(Int, Int)

        public var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          case .loading:
            return ComposableArchitecture.ObservableStateID._$inert._$tag(0)
          case let .loaded(state):
            return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(1)
          case let .failed(state):
            return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(2)
          case .pair:
            return ComposableArchitecture.ObservableStateID()._$tag(3)
          }
        }

        public mutating func _$willModify() {
          switch self {
          case .loading:
            break
          case var .loaded(state):
            ComposableArchitecture._$willModify(&state)
            self = .loaded(state)
          case var .failed(state):
            ComposableArchitecture._$willModify(&state)
            self = .failed(message: state)
          case .pair:
            break
          }
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  @Test func enumStateWithConditionalCases() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case idle
        #if os(Linux)
        case terminal(Terminal.State)
        #endif
        case done
      }
      """
    } expansion: {
      """
      enum State {
        case idle
        #if os(Linux)
        case terminal(Terminal.State)
        #endif
        case done

        public var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          case .idle:
            return ComposableArchitecture.ObservableStateID._$inert._$tag(0)
          #if os(Linux)
          case let .terminal(state):
            return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(1)
          #endif
          case .done:
            return ComposableArchitecture.ObservableStateID._$inert._$tag(2)
          }
        }

        public mutating func _$willModify() {
          switch self {
          case .idle:
            break
          #if os(Linux)
          case var .terminal(state):
            ComposableArchitecture._$willModify(&state)
            self = .terminal(state)
          #endif
          case .done:
            break
          }
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """
    }
  }

  @Test func presentsIsIgnoredByTracking() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    } expansion: {
      #"""
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.wrappedValue
          }
          set {
            if _$isIdentityEqual(_destination.wrappedValue, newValue) {
              _destination.wrappedValue = newValue
            } else {
              _$observationRegistrar.willSet(self, keyPath: \.destination)
              _destination.wrappedValue = newValue
              _$observationRegistrar.didSet(self, keyPath: \.destination)
            }
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(&_destination.wrappedValue)
            defer {
              if _$observationRegistrar.hasChanged(_destination.wrappedValue, since: oldValue) {
                _$observationRegistrar.didModify(self, keyPath: \.destination)
              }
            }
            yield &_destination.wrappedValue
          }
        }

        var $destination: ComposableArchitecture.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.projectedValue
          }
          set {
            if _$isIdentityEqual(_destination.projectedValue, newValue) {
              _destination.projectedValue = newValue
            } else {
              _$observationRegistrar.willSet(self, keyPath: \.destination)
              _destination.projectedValue = newValue
              _$observationRegistrar.didSet(self, keyPath: \.destination)
            }
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(&_destination.projectedValue)
            defer {
              if _$observationRegistrar.hasChanged(_destination.projectedValue, since: oldValue) {
                _$observationRegistrar.didModify(self, keyPath: \.destination)
              }
            }
            yield &_destination.projectedValue
          }
        }
        private var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)
        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public static var _$registrarOffset: Int? {
          MemoryLayout<Self>.offset(of: \Self._$observationRegistrar)
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$field(for keyPath: AnyKeyPath) -> Int? {
          if keyPath == \Self.destination as AnyKeyPath {
            return 0
          }
          return nil
        }

        public static func _$modify(
          _ state: UnsafeMutableRawPointer, field: Int, _ body: (UnsafeMutableRawPointer) -> Void
        ) {
          let state = state.assumingMemoryBound(to: Self.self)
          switch field {
          case 0:
            withUnsafeMutablePointer(to: &state.pointee.destination) {
              body(UnsafeMutableRawPointer($0))
            }
          default:
            preconditionFailure("No tracked field \(field).")
          }
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  @Test func codableKeepsItsKeys() {
    assertMacro {
      """
      @ObservableState
      struct State: Codable, Equatable {
        var count = 0
        let id: UUID
        let version = 1
        @ObservationStateIgnored var cache: [Int] = []
        @Presents var alert: AlertState<Action.Alert>?
        var isEven: Bool { count.isMultiple(of: 2) }
      }
      """
    } expansion: {
      #"""
      struct State: Codable, Equatable {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            if _$isIdentityEqual(_count, newValue) {
              _count = newValue
            } else {
              _$observationRegistrar.willSet(self, keyPath: \.count)
              _count = newValue
              _$observationRegistrar.didSet(self, keyPath: \.count)
            }
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(&_count)
            defer {
              if _$observationRegistrar.hasChanged(_count, since: oldValue) {
                _$observationRegistrar.didModify(self, keyPath: \.count)
              }
            }
            yield &_count
          }
        }

        private var _count = 0
        let id: UUID
        let version = 1
        var cache: [Int] = []
        var alert: AlertState<Action.Alert>? {
          @storageRestrictions(initializes: _alert)
          init(initialValue) {
            _alert = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.alert)
            return _alert.wrappedValue
          }
          set {
            if _$isIdentityEqual(_alert.wrappedValue, newValue) {
              _alert.wrappedValue = newValue
            } else {
              _$observationRegistrar.willSet(self, keyPath: \.alert)
              _alert.wrappedValue = newValue
              _$observationRegistrar.didSet(self, keyPath: \.alert)
            }
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(&_alert.wrappedValue)
            defer {
              if _$observationRegistrar.hasChanged(_alert.wrappedValue, since: oldValue) {
                _$observationRegistrar.didModify(self, keyPath: \.alert)
              }
            }
            yield &_alert.wrappedValue
          }
        }

        var $alert: ComposableArchitecture.PresentationState<AlertState<Action.Alert>> {
          get {
            _$observationRegistrar.access(self, keyPath: \.alert)
            return _alert.projectedValue
          }
          set {
            if _$isIdentityEqual(_alert.projectedValue, newValue) {
              _alert.projectedValue = newValue
            } else {
              _$observationRegistrar.willSet(self, keyPath: \.alert)
              _alert.projectedValue = newValue
              _$observationRegistrar.didSet(self, keyPath: \.alert)
            }
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(&_alert.projectedValue)
            defer {
              if _$observationRegistrar.hasChanged(_alert.projectedValue, since: oldValue) {
                _$observationRegistrar.didModify(self, keyPath: \.alert)
              }
            }
            yield &_alert.projectedValue
          }
        }
        private var _alert = ComposableArchitecture.PresentationState<AlertState<Action.Alert>>(wrappedValue: nil)
        var isEven: Bool { count.isMultiple(of: 2) }
        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public static var _$registrarOffset: Int? {
          MemoryLayout<Self>.offset(of: \Self._$observationRegistrar)
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$field(for keyPath: AnyKeyPath) -> Int? {
          if keyPath == \Self.count as AnyKeyPath {
            return 0
          }
          if keyPath == \Self.alert as AnyKeyPath {
            return 1
          }
          return nil
        }

        public static func _$modify(
          _ state: UnsafeMutableRawPointer, field: Int, _ body: (UnsafeMutableRawPointer) -> Void
        ) {
          let state = state.assumingMemoryBound(to: Self.self)
          switch field {
          case 0:
            withUnsafeMutablePointer(to: &state.pointee.count) {
              body(UnsafeMutableRawPointer($0))
            }
          case 1:
            withUnsafeMutablePointer(to: &state.pointee.alert) {
              body(UnsafeMutableRawPointer($0))
            }
          default:
            preconditionFailure("No tracked field \(field).")
          }
        }

        public static func _$offset(field: Int) -> Int? {
          switch field {
          case 0:
            return MemoryLayout<Self>.offset(of: \Self._count)
          default:
            return nil
          }
        }

        public static func _$didModify(_ state: UnsafeMutableRawPointer, field: Int) {
          let state = state.assumingMemoryBound(to: Self.self)
          switch field {
          case 0:
            state.pointee._$observationRegistrar.didModify(state.pointee, keyPath: \.count)
          default:
            break
          }
        }

        private enum CodingKeys: String, CodingKey {
          case _count = "count"
          case id
          case cache
          case _alert = "alert"
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """#
    }
  }

  @Test func classIsAnError() {
    assertMacro {
      """
      @ObservableState
      class Model {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' cannot be applied to class 'Model': it only applies to structs and enums
         ✏️ Use '@Observable' for a class
      class Model {
        var count = 0
      }
      """
    } fixes: {
      """
      @Observable
      class Model {
        var count = 0
      }
      """
    } expansion: {
      """
      @Observable
      class Model {
        var count = 0
      }
      """
    }
  }

  @Test func observationAttributesAreRenamed() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @ObservationIgnored var cache = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @ObservationIgnored var cache = 0
        ┬──────────────────
        ╰─ 🛑 '@ObservationIgnored' cannot be used in '@ObservableState'
           ✏️ Use '@ObservationStateIgnored' instead
      }
      """
    } fixes: {
      """
      @ObservableState
      struct State {
        @ObservationStateIgnored var cache = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        var cache = 0
        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public static var _$registrarOffset: Int? {
          MemoryLayout<Self>.offset(of: \Self._$observationRegistrar)
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }
      }

      extension State: ComposableArchitecture.ObservableState, Observation.Observable {
      }
      """#
    }
  }
}
