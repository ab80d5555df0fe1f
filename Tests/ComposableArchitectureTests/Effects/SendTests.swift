import ComposableArchitecture
import Testing

/// How `Send` hands an effect's actions back, with the transaction each call asks for.
@MainActor
struct SendTests {
  struct Delivery: Equatable {
    let action: Int
    let animation: Animation?
  }

  /// `SendOf<Feature>` names the `Send` of a reducer's actions, as TCA's helpers write it.
  @Test func sendOfNamesAReducersSend() {
    let received = LockIsolated<[Int]>([])
    let send: SendOf<Reduce<Int, Int>> = Send { action in received.withValue { $0.append(action) } }
    send(7)
    #expect(received.value == [7])
  }

  @Test func eachCallCarriesItsTransaction() {
    let deliveries = LockIsolated<[Delivery]>([])
    let send = Send<Int> { action in
      let delivery = Delivery(action: action, animation: Transaction.current?.animation)
      deliveries.withValue { $0.append(delivery) }
    }
    send(1)
    send(2, animation: .linear)
    send(3, transaction: Transaction(animation: .easeInOut))
    #expect(
      deliveries.value == [
        Delivery(action: 1, animation: nil),
        Delivery(action: 2, animation: .linear),
        Delivery(action: 3, animation: .easeInOut),
      ]
    )
    #expect(Transaction.current == nil)
  }

  @Test func aCancelledEffectSendsNothing() async {
    let actions = LockIsolated<[Int]>([])
    let send = Send<Int> { action in actions.withValue { $0.append(action) } }
    let task = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      send(1)
      send(2, animation: .linear)
      send(3, transaction: Transaction())
    }
    await task.value
    #expect(actions.value.isEmpty)
  }
}
