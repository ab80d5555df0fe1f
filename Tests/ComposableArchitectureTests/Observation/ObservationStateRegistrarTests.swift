import ComposableArchitecture
import Foundation
import Testing

struct ObservationStateRegistrarTests {
  @Test func registrarsNeverAffectEqualityHashingOrCoding() throws {
    let first = ObservationStateRegistrar()
    let second = ObservationStateRegistrar()
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first.id != second.id)

    let data = try JSONEncoder().encode([first])
    let decoded = try JSONDecoder().decode([ObservationStateRegistrar].self, from: data)
    #expect(decoded.count == 1)
  }

  @Test func willModifyGivesANewIdentity() {
    var registrar = ObservationStateRegistrar()
    let copy = registrar
    #expect(copy.id == registrar.id)

    registrar._$willModify()

    #expect(copy.id != registrar.id)
  }

  @Test func enumWillModifyRenewsThePayloadIdentity() {
    var state = ObservedMode.State.editing(ObservedChild.State())
    let before = state._$id
    let idle = ObservedMode.State.idle

    state._$willModify()

    #expect(state._$id != before)
    #expect(idle._$id == ObservedMode.State.idle._$id)
    #expect(idle._$id != ObservedMode.State.editing(ObservedChild.State())._$id)
  }

  @Test func identityEqualityOfCommonMemberTypes() {
    let child = ObservedChild.State()
    #expect(_$isIdentityEqual(child, child))
    #expect(!_$isIdentityEqual(child, ObservedChild.State()))
    #expect(_$isIdentityEqual(Optional(child), Optional(child)))
    #expect(_$isIdentityEqual(ObservedChild.State?.none, nil))
    #expect(!_$isIdentityEqual(Optional(child), nil))

    #expect(_$isIdentityEqual(3, 3))
    #expect(!_$isIdentityEqual(3, 4))
    #expect(_$isIdentityEqual("text", "text"))
    #expect(!_$isIdentityEqual([1], [1]))  // not plain data: reported as changed, to be safe

    var rows: IdentifiedArrayOf<ObservedRow.State> = [ObservedRow.State(id: 1)]
    let before = rows
    rows[id: 1]?.title = "Edited"
    #expect(_$isIdentityEqual(before, rows))
    rows.append(ObservedRow.State(id: 2))
    #expect(!_$isIdentityEqual(before, rows))

    let presented = PresentationState(wrappedValue: Optional(child))
    #expect(_$isIdentityEqual(presented, presented))
    #expect(!_$isIdentityEqual(presented, PresentationState(wrappedValue: ObservedChild.State())))
  }
}

struct PresentationStateTests {
  @Test func wrapsOptionalState() throws {
    var state = PresentationState<Int>(wrappedValue: nil)
    #expect(state.wrappedValue == nil)
    state.projectedValue.wrappedValue = 3
    #expect(state.wrappedValue == 3)
    #expect(state == PresentationState(wrappedValue: 3))
    #expect(state.hashValue == PresentationState(wrappedValue: 3).hashValue)

    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(PresentationState<Int>.self, from: data) == state)
    #expect(String(customDumping: state) == "3")
  }
}
