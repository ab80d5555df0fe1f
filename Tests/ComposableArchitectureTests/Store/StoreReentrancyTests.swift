import ComposableArchitecture
import Testing

/// A reducer holds its state for modification while it runs: reading the store's state from
/// inside it (through a store it captured) stops the program with a message, as the runtime's
/// exclusivity check stopped it before the store checked this itself.
struct StoreReentrancyTests {
  @Test func readingTheStateWhileTheReducerRunsStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        final class Holder { var store: StoreOf<Echo>? }
        let holder = Holder()
        let store = Store(initialState: 0) {
          Echo { holder.store?.withState { $0 } ?? 0 }
        }
        holder.store = store
        store.send(())
      }
    }
  }

  @MainActor @Test func readingTheStateOutsideTheReducerIsFine() {
    let store = Store(initialState: 1) { Echo { 2 } }
    store.send(())
    #expect(store.withState { $0 } == 2)
  }
}

/// Sets its state to what `read` returns.
private struct Echo: Reducer {
  let read: () -> Int

  func reduce(into state: inout Int, action: Void) -> Effect<Void> {
    state = self.read()
    return .none
  }
}

/// A reducer that implements `reduce(into:action:)` has no `body`; reading it stops the program
/// with TCA's message.
struct ReducerWithoutBodyTests {
  @Test func readingTheBodyStopsTheProgramWithTCAsMessage() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      _ = Echo { 0 }.body
    }
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(output.contains("Fatal error: 'Echo' has no body.\n"))
  }
}
