extension View {
  /// Starts `action` when this view appears and cancels it when the view goes away.
  ///
  /// The task lives exactly as long as the view is in the tree: showing another screen in its
  /// place cancels it. This is how a feature's long-living effect is tied to the screen:
  /// ```swift
  /// ScreenshotCounterView(store: store)
  ///   .task { await store.send(.task).finish() }
  /// ```
  package func task(
    priority: TaskPriority? = nil, _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    TaskView(content: self, id: nil, task: ViewTask(priority: priority, action: action))
  }

  /// Starts `action` when this view appears, and restarts it whenever `id` changes.
  ///
  /// ```swift
  /// FactView(number: store.count)
  ///   .task(id: store.count) { await store.send(.numberChanged).finish() }
  /// ```
  package func task<ID: Hashable>(
    id: ID, priority: TaskPriority? = nil,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    TaskView(content: self, id: AnyHashable(id), task: ViewTask(priority: priority, action: action))
  }

  /// Gives this view an explicit identity: when `id` changes, the view counts as a new one
  /// (its tasks restart).
  ///
  /// ```swift
  /// TimerView(store: store).id(store.sessionID)
  /// ```
  package func id<ID: Hashable>(_ id: ID) -> some View {
    IdentifiedView(content: self, id: id)
  }
}

struct TaskView<Content: View>: View, PrimitiveView {
  let content: Content
  let id: AnyHashable?
  let task: ViewTask

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let nodes = context.resolve(content, at: 0)
    var key = TaskKey(path: context.path, id: id)
    // Two tasks on the same view (`.task {…}.task {…}`) sit at different depths already; this
    // keeps identical keys from replacing each other in any other arrangement.
    while context.tasks[key] != nil { key = TaskKey(path: key.path &+ 1, id: id) }
    context.tasks[key] = task
    return nodes
  }
}

struct IdentifiedView<Content: View, ID: Hashable>: View, PrimitiveView {
  let content: Content
  let id: ID

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    context.resolve(content, at: id.hashValue)
  }
}
