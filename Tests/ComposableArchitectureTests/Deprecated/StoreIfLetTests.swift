import ComposableArchitecture
import Testing

/// `Store.ifLet(then:else:)`: TCA's pre-observation way to follow optional state.
@MainActor
struct StoreIfLetTests {
  @Test @available(*, deprecated) func thenAndElseRunWhenTheStateBecomesPresentOrNil() {
    let store = Store(initialState: Int?.none) {
      Reduce<Int?, Int?> { state, action in
        state = action
        return .none
      }
    }
    var outputs: [Int?] = []
    var children: [Store<Int, Int?>] = []
    let cancellable = store.ifLet(
      then: { child in
        children.append(child)
        outputs.append(child.state)
      },
      else: { outputs.append(nil) }
    )
    #expect(outputs == [nil])
    store.send(1)
    #expect(outputs == [nil, 1])
    // Only a change between present and nil counts.
    store.send(2)
    #expect(outputs == [nil, 1])
    #expect(children.last?.state == 2)
    store.send(nil)
    #expect(outputs == [nil, 1, nil])
    cancellable.cancel()
    store.send(3)
    #expect(outputs == [nil, 1, nil])
  }

  @Test @available(*, deprecated) func theChildStoreSendsThroughTheParent() {
    let store = Store(initialState: Int?.some(0)) {
      Reduce<Int?, Bool> { state, increment in
        if increment { state? += 1 }
        return .none
      }
    }
    var child: Store<Int, Bool>?
    let cancellable = store.ifLet(then: { child = $0 })
    child?.send(true)
    #expect(store.state == 1)
    #expect(child?.state == 1)
    _ = cancellable
  }
}
