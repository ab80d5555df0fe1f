/// Holds a value that is safe to share because nothing mutates it after it is captured.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
