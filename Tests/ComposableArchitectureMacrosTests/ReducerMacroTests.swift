import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    [
      "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"])
    ],
    record: .missing
  )
)
struct ReducerMacroTests {
  @Test func structWithBody() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {
          case child(Child.Action)
          case factResponse(Result<String, any Error>)
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @dynamicMemberLookup @ComposableArchitecture._DirectCasePaths
        enum Action {
          case child(Child.Action)
          case factResponse(Result<String, any Error>)
        }
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }

        func _prepared() -> some ComposableArchitecture.Reducer<State, Action> {
          ComposableArchitecture._PreparedFeature(self) {
            $0.body._prepared()
          }
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func enumStateGetsCasePaths() {
    assertMacro {
      """
      @Reducer
      struct App {
        enum State {
          case login(Login.State)
        }
        @CasePathable
        enum Action {
          case login(Login.Action)
        }
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct App {
        @CasePathable @dynamicMemberLookup @ComposableArchitecture._DirectCasePaths
        enum State {
          case login(Login.State)
        }
        @CasePathable
        @dynamicMemberLookup @ComposableArchitecture._DirectCasePaths
        enum Action {
          case login(Login.Action)
        }
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }

        func _prepared() -> some ComposableArchitecture.Reducer<State, Action> {
          ComposableArchitecture._PreparedFeature(self) {
            $0.body._prepared()
          }
        }
      }

      extension App: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func typeAliasesAndReduceMethod() {
    assertMacro {
      """
      @Reducer
      struct Counter {
        typealias State = Int
        typealias Action = Bool
        func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Counter {
        typealias State = Int
        typealias Action = Bool
        func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
          .none
        }
      }

      extension Counter: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func existingBuilderAndConformance() {
    assertMacro {
      """
      @Reducer
      struct Feature: Reducer {
        struct State {}
        enum Action {}
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature: Reducer {
        struct State {}
        @CasePathable @dynamicMemberLookup @ComposableArchitecture._DirectCasePaths
        enum Action {}
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }

        func _prepared() -> some ComposableArchitecture.Reducer<State, Action> {
          ComposableArchitecture._PreparedFeature(self) {
            $0.body._prepared()
          }
        }
      }
      """
    }
  }

  @Test func emptyStruct() {
    assertMacro {
      """
      @Reducer
      public struct Placeholder {
      }
      """
    } expansion: {
      """
      public struct Placeholder {

          @ObservableState
          public struct State: Codable, Equatable, Hashable, Sendable {
            public init() {
            }
          }

          public enum Action: Equatable, Hashable, Sendable {
          }

          public let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Placeholder: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  // TCA generates `State` and `Action` only when no stored property has an initial value and no
  // property is typed `some Reducer…`: the body's type then names them.
  @Test func storedBodyNamesItsOwnTypes() {
    assertMacro {
      """
      @Reducer
      struct Empty {
        let body = EmptyReducer<State, Action>()
      }
      """
    } expansion: {
      """
      struct Empty {
        let body = EmptyReducer<State, Action>()
      }

      extension Empty: ComposableArchitecture.Reducer {
      }
      """
    }
    assertMacro {
      """
      @Reducer
      struct Feature {
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func classIsAnError() {
    assertMacro {
      """
      @Reducer
      class Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' cannot be applied to class 'Feature': it applies to structs and enums
         ✏️ Replace 'class' with 'struct'
      class Feature {
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
      }
      """
    } expansion: {
      """
      struct Feature {

          @ObservableState
          struct State: Codable, Equatable, Hashable, Sendable {
            init() {
            }
          }

          enum Action: Equatable, Hashable, Sendable {
          }

          let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func protocolIsAnError() {
    assertMacro {
      """
      @Reducer
      protocol Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' cannot be applied to protocol 'Feature': it applies to structs and enums
      protocol Feature {
      }
      """
    }
  }

  @Test func argumentsOnStructAreAnError() {
    assertMacro {
      """
      @Reducer(state: .equatable)
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } diagnostics: {
      """
      @Reducer(state: .equatable)
               ┬────────────────
               ╰─ 🛑 Argument passed to call that takes no arguments when applied to a struct
                  ✏️ Remove '(state: .equatable)'
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @dynamicMemberLookup @ComposableArchitecture._DirectCasePaths
        enum Action {}
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> { EmptyReducer() }

        func _prepared() -> some ComposableArchitecture.Reducer<State, Action> {
          ComposableArchitecture._PreparedFeature(self) {
            $0.body._prepared()
          }
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func enumOfFeatures() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case add(AddFeature)
        case edit(EditFeature)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case add(AddFeature)
        case edit(EditFeature)

        @CasePathable
        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._DirectCasePaths {
          typealias StateReducer = Destination
          case add(AddFeature.State)
          case edit(EditFeature.State)
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case let .add(state):
              return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(0)
            case let .edit(state):
              return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(1)
            }
          }
          public mutating func _$willModify() {
            switch self {
            case var .add(state):
              ComposableArchitecture._$willModify(&state)
              self = .add(state)
            case var .edit(state):
              ComposableArchitecture._$willModify(&state)
              self = .edit(state)
            }
          }
          static func _$casePath<_$Value>(
            for keyPath: CaseKeyPath<Self, _$Value>
          ) -> AnyCasePath<Self, _$Value>? {
            if keyPath as AnyKeyPath == \Self.Cases.add as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.add($0)
                },
                extract: {
                  guard case let .add(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            if keyPath as AnyKeyPath == \Self.Cases.edit as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.edit($0)
                },
                extract: {
                  guard case let .edit(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            return nil
          }
        }

        @CasePathable
        enum Action: ComposableArchitecture._DirectCasePaths {
          case add(AddFeature.Action)
          case edit(EditFeature.Action)
          static func _$casePath<_$Value>(
            for keyPath: CaseKeyPath<Self, _$Value>
          ) -> AnyCasePath<Self, _$Value>? {
            if keyPath as AnyKeyPath == \Self.Cases.add as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.add($0)
                },
                extract: {
                  guard case let .add(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            if keyPath as AnyKeyPath == \Self.Cases.edit as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.edit($0)
                },
                extract: {
                  guard case let .edit(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            return nil
          }
        }

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(state: \Self.State.Cases.add, action: \Self.Action.Cases.add) {
                AddFeature()
              }
              ComposableArchitecture.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
                EditFeature()
              }
            }
          )
        }

        @dynamicMemberLookup
        enum CaseScope: CasePaths.CasePathable {
          case add(ComposableArchitecture.StoreOf<AddFeature>)
          case edit(ComposableArchitecture.StoreOf<EditFeature>)
          struct AllCasePaths {
            var add: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<AddFeature>> {
              CasePaths.AnyCasePath(
                embed: {
                  .add($0)
                },
                extract: { root in
                  if case let .add(v0) = root {
                    return v0
                  }
                  return nil
                }
              )
            }
            var edit: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<EditFeature>> {
              CasePaths.AnyCasePath(
                embed: {
                  .edit($0)
                },
                extract: { root in
                  if case let .edit(v0) = root {
                    return v0
                  }
                  return nil
                }
              )
            }
          }
          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .add:
            return .add(store.scope(state: \.add, action: \.add)!)
          case .edit:
            return .edit(store.scope(state: \.edit, action: \.edit)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func enumWithEphemeralAndIgnoredCases() {
    assertMacro {
      """
      @Reducer
      public enum Destination {
        case detail(Detail)
        case alert(AlertState<Alert>)
        @ReducerCaseEphemeral
        case sheet(SheetState)
        @ReducerCaseIgnored
        case meta(Meta)
        case none
        case pair(Int, label: String)
        case custom(Custom = Custom(limit: 3))
      }
      """
    } expansion: {
      #"""
      public enum Destination {
        case detail(Detail)
        @ReducerCaseEphemeral
        case alert(AlertState<Alert>)
        @ReducerCaseEphemeral
        case sheet(SheetState)
        @ReducerCaseIgnored
        case meta(Meta)
        @ReducerCaseIgnored
        case none
        @ReducerCaseIgnored
        case pair(Int, label: String)
        case custom(Custom = Custom(limit: 3))

        @CasePathable
        @dynamicMemberLookup
        public enum State: ComposableArchitecture.CaseReducerState, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._DirectCasePaths {
          public typealias StateReducer = Destination
          case detail(Detail.State)
          case alert(AlertState<Alert>)
          case sheet(SheetState)
          case meta(Meta)
          case none
          case pair(Int, label: String)
          case custom(Custom.State)
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case let .detail(state):
              return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(0)
            case let .alert(state):
              return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(1)
            case let .sheet(state):
              return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(2)
            case let .meta(state):
              return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(3)
            case .none:
              return ComposableArchitecture.ObservableStateID._$inert._$tag(4)
            case .pair:
              return ComposableArchitecture.ObservableStateID()._$tag(5)
            case let .custom(state):
              return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(6)
            }
          }
          public mutating func _$willModify() {
            switch self {
            case var .detail(state):
              ComposableArchitecture._$willModify(&state)
              self = .detail(state)
            case var .alert(state):
              ComposableArchitecture._$willModify(&state)
              self = .alert(state)
            case var .sheet(state):
              ComposableArchitecture._$willModify(&state)
              self = .sheet(state)
            case var .meta(state):
              ComposableArchitecture._$willModify(&state)
              self = .meta(state)
            case .none:
              break
            case .pair:
              break
            case var .custom(state):
              ComposableArchitecture._$willModify(&state)
              self = .custom(state)
            }
          }
          public static func _$casePath<_$Value>(
            for keyPath: CaseKeyPath<Self, _$Value>
          ) -> AnyCasePath<Self, _$Value>? {
            if keyPath as AnyKeyPath == \Self.Cases.detail as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.detail($0)
                },
                extract: {
                  guard case let .detail(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            if keyPath as AnyKeyPath == \Self.Cases.alert as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.alert($0)
                },
                extract: {
                  guard case let .alert(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            if keyPath as AnyKeyPath == \Self.Cases.sheet as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.sheet($0)
                },
                extract: {
                  guard case let .sheet(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            if keyPath as AnyKeyPath == \Self.Cases.meta as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.meta($0)
                },
                extract: {
                  guard case let .meta(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            if keyPath as AnyKeyPath == \Self.Cases.none as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: { (_: Void) in
                  Self.none
                },
                extract: {
                  guard case .none = $0 else {
                    return nil
                  }
                  return ()
                }
              )
            }
            if keyPath as AnyKeyPath == \Self.Cases.custom as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.custom($0)
                },
                extract: {
                  guard case let .custom(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            return nil
          }
        }

        @CasePathable
        public enum Action: ComposableArchitecture._DirectCasePaths {
          case detail(Detail.Action)
          case alert(Alert)
          case sheet(SheetState.Action)
          case meta(Swift.Never)
          case none(Swift.Never)
          case pair(Swift.Never)
          case custom(Custom.Action)
          public static func _$casePath<_$Value>(
            for keyPath: CaseKeyPath<Self, _$Value>
          ) -> AnyCasePath<Self, _$Value>? {
            if keyPath as AnyKeyPath == \Self.Cases.detail as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.detail($0)
                },
                extract: {
                  guard case let .detail(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            if keyPath as AnyKeyPath == \Self.Cases.alert as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.alert($0)
                },
                extract: {
                  guard case let .alert(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            if keyPath as AnyKeyPath == \Self.Cases.sheet as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.sheet($0)
                },
                extract: {
                  guard case let .sheet(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            if keyPath as AnyKeyPath == \Self.Cases.custom as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.custom($0)
                },
                extract: {
                  guard case let .custom(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            return nil
          }
        }

        public static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
                Detail()
              }
              ComposableArchitecture.Scope(state: \Self.State.Cases.custom, action: \Self.Action.Cases.custom) {
                Custom(limit: 3)
              }
            }
          )
        }

        @dynamicMemberLookup
        public enum CaseScope: CasePaths.CasePathable {
          case detail(ComposableArchitecture.StoreOf<Detail>)
          case alert(AlertState<Alert>)
          case sheet(SheetState)
          case meta(Meta)
          case none
          case pair(Int, label: String)
          case custom(ComposableArchitecture.StoreOf<Custom>)
          public struct AllCasePaths {
            public var detail: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Detail>> {
              CasePaths.AnyCasePath(
                embed: {
                  .detail($0)
                },
                extract: { root in
                  if case let .detail(v0) = root {
                    return v0
                  }
                  return nil
                }
              )
            }
            public var alert: CasePaths.AnyCasePath<CaseScope, AlertState<Alert>> {
              CasePaths.AnyCasePath(
                embed: {
                  .alert($0)
                },
                extract: { root in
                  if case let .alert(v0) = root {
                    return v0
                  }
                  return nil
                }
              )
            }
            public var sheet: CasePaths.AnyCasePath<CaseScope, SheetState> {
              CasePaths.AnyCasePath(
                embed: {
                  .sheet($0)
                },
                extract: { root in
                  if case let .sheet(v0) = root {
                    return v0
                  }
                  return nil
                }
              )
            }
            public var meta: CasePaths.AnyCasePath<CaseScope, Meta> {
              CasePaths.AnyCasePath(
                embed: {
                  .meta($0)
                },
                extract: { root in
                  if case let .meta(v0) = root {
                    return v0
                  }
                  return nil
                }
              )
            }
            public var none: CasePaths.AnyCasePath<CaseScope, Swift.Void> {
              CasePaths.AnyCasePath(
                embed: {
                  .none
                },
                extract: { root in
                  if case .none = root {
                    return ()
                  }
                  return nil
                }
              )
            }
            public var pair: CasePaths.AnyCasePath<CaseScope, (Int, String)> {
              CasePaths.AnyCasePath(
                embed: {
                  .pair($0.0, label: $0.1)
                },
                extract: { root in
                  if case let .pair(v0, v1) = root {
                    return (v0, v1)
                  }
                  return nil
                }
              )
            }
            public var custom: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Custom>> {
              CasePaths.AnyCasePath(
                embed: {
                  .custom($0)
                },
                extract: { root in
                  if case let .custom(v0) = root {
                    return v0
                  }
                  return nil
                }
              )
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        public static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          case let .alert(v0):
            return .alert(v0)
          case let .sheet(v0):
            return .sheet(v0)
          case let .meta(v0):
            return .meta(v0)
          case .none:
            return .none
          case let .pair(v0, v1):
            return .pair(v0, label: v1)
          case .custom:
            return .custom(store.scope(state: \.custom, action: \.custom)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func enumWithConditionalCases() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case add(AddFeature)
        #if DEBUG
        case debugMenu(DebugMenu)
        #else
        case placeholder
        #endif
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case add(AddFeature)
        #if DEBUG
        case debugMenu(DebugMenu)
        #else
        case placeholder
        #endif

        @CasePathable
        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._DirectCasePaths {
          typealias StateReducer = Destination
          case add(AddFeature.State)
          #if DEBUG
          case debugMenu(DebugMenu.State)
          #else
          case placeholder
          #endif
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case let .add(state):
              return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(0)
            #if DEBUG
            case let .debugMenu(state):
              return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(1)
            #else
            case .placeholder:
              return ComposableArchitecture.ObservableStateID._$inert._$tag(2)
            #endif
            }
          }
          public mutating func _$willModify() {
            switch self {
            case var .add(state):
              ComposableArchitecture._$willModify(&state)
              self = .add(state)
            #if DEBUG
            case var .debugMenu(state):
              ComposableArchitecture._$willModify(&state)
              self = .debugMenu(state)
            #else
            case .placeholder:
              break
            #endif
            }
          }
          static func _$casePath<_$Value>(
            for keyPath: CaseKeyPath<Self, _$Value>
          ) -> AnyCasePath<Self, _$Value>? {
            if keyPath as AnyKeyPath == \Self.Cases.add as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.add($0)
                },
                extract: {
                  guard case let .add(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            return nil
          }
        }

        @CasePathable
        enum Action: ComposableArchitecture._DirectCasePaths {
          case add(AddFeature.Action)
          #if DEBUG
          case debugMenu(DebugMenu.Action)
          #else
          case placeholder(Swift.Never)
          #endif
          static func _$casePath<_$Value>(
            for keyPath: CaseKeyPath<Self, _$Value>
          ) -> AnyCasePath<Self, _$Value>? {
            if keyPath as AnyKeyPath == \Self.Cases.add as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.add($0)
                },
                extract: {
                  guard case let .add(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            return nil
          }
        }

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(state: \Self.State.Cases.add, action: \Self.Action.Cases.add) {
                AddFeature()
              }
              #if DEBUG
              ComposableArchitecture.Scope(state: \Self.State.Cases.debugMenu, action: \Self.Action.Cases.debugMenu) {
                DebugMenu()
              }
              #else
              #endif
            }
          )
        }

        @dynamicMemberLookup
        enum CaseScope: CasePaths.CasePathable {
          case add(ComposableArchitecture.StoreOf<AddFeature>)
          #if DEBUG
          case debugMenu(ComposableArchitecture.StoreOf<DebugMenu>)
          #else
          case placeholder
          #endif
          struct AllCasePaths {
            var add: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<AddFeature>> {
              CasePaths.AnyCasePath(
                embed: {
                  .add($0)
                },
                extract: { root in
                  if case let .add(v0) = root {
                    return v0
                  }
                  return nil
                }
              )
            }
            #if DEBUG
            var debugMenu: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<DebugMenu>> {
              CasePaths.AnyCasePath(
                embed: {
                  .debugMenu($0)
                },
                extract: { root in
                  if case let .debugMenu(v0) = root {
                    return v0
                  }
                  return nil
                }
              )
            }
            #else
            var placeholder: CasePaths.AnyCasePath<CaseScope, Swift.Void> {
              CasePaths.AnyCasePath(
                embed: {
                  .placeholder
                },
                extract: { root in
                  if case .placeholder = root {
                    return ()
                  }
                  return nil
                }
              )
            }
            #endif
          }
          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .add:
            return .add(store.scope(state: \.add, action: \.add)!)
          #if DEBUG
          case .debugMenu:
            return .debugMenu(store.scope(state: \.debugMenu, action: \.debugMenu)!)
          #else
          case .placeholder:
            return .placeholder
          #endif
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func enumConformances() {
    assertMacro {
      """
      @Reducer(state: .equatable, .hashable, .sendable, action: .equatable, .sendable)
      enum Path {
        case counter(Counter)
      }
      """
    } expansion: {
      #"""
      enum Path {
        case counter(Counter)

        @CasePathable
        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, Equatable, Hashable, Sendable, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._DirectCasePaths {
          typealias StateReducer = Path
          case counter(Counter.State)
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case let .counter(state):
              return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(0)
            }
          }
          public mutating func _$willModify() {
            switch self {
            case var .counter(state):
              ComposableArchitecture._$willModify(&state)
              self = .counter(state)
            }
          }
          static func _$casePath<_$Value>(
            for keyPath: CaseKeyPath<Self, _$Value>
          ) -> AnyCasePath<Self, _$Value>? {
            if keyPath as AnyKeyPath == \Self.Cases.counter as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.counter($0)
                },
                extract: {
                  guard case let .counter(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            return nil
          }
        }

        @CasePathable
        enum Action: Equatable, Sendable, ComposableArchitecture._DirectCasePaths {
          case counter(Counter.Action)
          static func _$casePath<_$Value>(
            for keyPath: CaseKeyPath<Self, _$Value>
          ) -> AnyCasePath<Self, _$Value>? {
            if keyPath as AnyKeyPath == \Self.Cases.counter as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.counter($0)
                },
                extract: {
                  guard case let .counter(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            return nil
          }
        }

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(state: \Self.State.Cases.counter, action: \Self.Action.Cases.counter) {
                Counter()
              }
            }
          )
        }

        @dynamicMemberLookup
        enum CaseScope: CasePaths.CasePathable {
          case counter(ComposableArchitecture.StoreOf<Counter>)
          struct AllCasePaths {
            var counter: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Counter>> {
              CasePaths.AnyCasePath(
                embed: {
                  .counter($0)
                },
                extract: { root in
                  if case let .counter(v0) = root {
                    return v0
                  }
                  return nil
                }
              )
            }
          }
          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .counter:
            return .counter(store.scope(state: \.counter, action: \.counter)!)
          }
        }
      }

      extension Path: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func enumCaseHoldingStateIsAnError() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case add(AddFeature.State)
      }
      """
    } diagnostics: {
      """
      @Reducer
      enum Destination {
        case add(AddFeature.State)
                 ┬───────────────
                 ╰─ 🛑 '@Reducer' enum cases hold a reducer, not its state: use 'AddFeature' instead of 'AddFeature.State'
                    ✏️ Replace 'AddFeature.State' with 'AddFeature'
      }
      """
    } fixes: {
      """
      @Reducer
      enum Destination {
        case add(AddFeature)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case add(AddFeature)

        @CasePathable
        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._DirectCasePaths {
          typealias StateReducer = Destination
          case add(AddFeature.State)
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
            case let .add(state):
              return ComposableArchitecture.ObservableStateID._$id(for: state)._$tag(0)
            }
          }
          public mutating func _$willModify() {
            switch self {
            case var .add(state):
              ComposableArchitecture._$willModify(&state)
              self = .add(state)
            }
          }
          static func _$casePath<_$Value>(
            for keyPath: CaseKeyPath<Self, _$Value>
          ) -> AnyCasePath<Self, _$Value>? {
            if keyPath as AnyKeyPath == \Self.Cases.add as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.add($0)
                },
                extract: {
                  guard case let .add(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            return nil
          }
        }

        @CasePathable
        enum Action: ComposableArchitecture._DirectCasePaths {
          case add(AddFeature.Action)
          static func _$casePath<_$Value>(
            for keyPath: CaseKeyPath<Self, _$Value>
          ) -> AnyCasePath<Self, _$Value>? {
            if keyPath as AnyKeyPath == \Self.Cases.add as AnyKeyPath {
              return ComposableArchitecture._$directCasePath(
                embed: {
                  Self.add($0)
                },
                extract: {
                  guard case let .add(value) = $0 else {
                    return nil
                  }
                  return value
                }
              )
            }
            return nil
          }
        }

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(state: \Self.State.Cases.add, action: \Self.Action.Cases.add) {
                AddFeature()
              }
            }
          )
        }

        @dynamicMemberLookup
        enum CaseScope: CasePaths.CasePathable {
          case add(ComposableArchitecture.StoreOf<AddFeature>)
          struct AllCasePaths {
            var add: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<AddFeature>> {
              CasePaths.AnyCasePath(
                embed: {
                  .add($0)
                },
                extract: { root in
                  if case let .add(v0) = root {
                    return v0
                  }
                  return nil
                }
              )
            }
          }
          static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .add:
            return .add(store.scope(state: \.add, action: \.add)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }
}
