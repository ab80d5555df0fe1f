import ComposableArchitecture
import CounterFeature
import Foundation

// The store a SwiftUI view would hold, driven by lines typed in a terminal.
let store = Store(initialState: CounterFeature.State()) { CounterFeature() }

print("+ and - change the count, f fetches a fact about it, q quits.")
print("count: \(store.count)")
while let line = readLine(), line != "q" {
  switch line {
  case "+": store.send(.incrementButtonTapped)
  case "-": store.send(.decrementButtonTapped)
  case "f": await store.send(.factButtonTapped).finish()
  default:
    FileHandle.standardError.write(Data("unknown command \(line.debugDescription)\n".utf8))
    continue
  }
  print("count: \(store.count)")
  if let fact = store.fact { print("fact: \(fact)") }
  if let error = store.factError { print("no fact: \(error)") }
}
