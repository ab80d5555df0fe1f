#if !canImport(Darwin)
  extension Binding {
    /// A binding to a shared value: reading it reads the value, setting it writes the value
    /// under its lock, as swift-sharing's does.
    ///
    /// ```swift
    /// @Binding(store.$signUpData) var signUpData
    /// TextField("Email", text: $signUpData.email)
    /// ```
    public init(_ base: Shared<Value>) {
      self.init(
        get: { base.wrappedValue },
        set: { newValue in base.withLock { $0 = newValue } })
    }
  }
#endif
