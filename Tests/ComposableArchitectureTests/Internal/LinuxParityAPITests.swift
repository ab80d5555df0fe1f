@_spi(Internals) import ComposableArchitecture
import Foundation
import Testing

/// API that apps written for TCA on Apple platforms reach through `import ComposableArchitecture`
/// alone.
@MainActor
struct LinuxParityAPITests {
  @Test func xctFailAndXCTIsTestingComeWithTheLibrary() {
    // xctest-dynamic-overlay's names, which older dependency clients still call.
    #expect(_XCTIsTesting)
    withKnownIssue {
      XCTFail("An unimplemented endpoint was called.")
    }
  }

  @Test func currentStateReadsTheStateWithoutObservingIt() {
    let store = Store(initialState: 1) {
      Reduce<Int, Void> { state, _ in
        state += 1
        return .none
      }
    }
    #expect(store.currentState == 1)
    let observed = LockIsolated(false)
    withObservationTracking {
      _ = store.currentState
    } onChange: {
      observed.setValue(true)
    }
    store.send(())
    #expect(store.currentState == 2)
    #expect(!observed.value)
  }

  @Test func theManifestDeclaresTCAsDeprecationTraits() throws {
    // Apps enable them on their dependency line (`traits: ["ComposableArchitecture2…"]`),
    // which does not resolve unless the package declares them.
    let manifest = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    // Whatever the formatter makes of the line breaks inside `.trait(…)`.
    let declared = text.replacingOccurrences(of: #"\s+"#, with: "", options: .regularExpression)
    #expect(declared.contains(#".trait(name:"ComposableArchitecture2Deprecations""#))
    #expect(declared.contains(#".trait(name:"ComposableArchitecture2DeprecationOverloads""#))
  }
}
