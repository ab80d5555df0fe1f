import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(.macros(["Presents": MacroSpec(type: PresentsMacro.self)], record: .missing))
struct PresentsMacroTests {
  @Test func optionalState() {
    assertMacro {
      """
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

        @ObservationStateIgnored
        private var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)
      }
      """#
    }
  }

  @Test func publicWithInitialValue() {
    assertMacro {
      """
      public struct State {
        @Presents public var alert: Optional<AlertState<Action.Alert>> = nil
      }
      """
    } expansion: {
      #"""
      public struct State {
        public var alert: Optional<AlertState<Action.Alert>> {
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

        public var $alert: ComposableArchitecture.PresentationState<AlertState<Action.Alert>> {
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

        @ObservationStateIgnored
        private var _alert = ComposableArchitecture.PresentationState<AlertState<Action.Alert>>(wrappedValue: nil)
      }
      """#
    }
  }

  @Test func nonOptionalIsAnError() {
    assertMacro {
      """
      struct State {
        @Presents var destination = Destination.State.add(.init())
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents var destination = Destination.State.add(.init())
                      ┬───────────────────────────────────────────
                      ╰─ 🛑 '@Presents' requires an explicit optional type, like 'Destination.State?'
      }
      """
    }
  }
}
