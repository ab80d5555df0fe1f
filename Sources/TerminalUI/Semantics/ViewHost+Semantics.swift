extension ViewHost {
  /// Renders a frame, as for a terminal (the views' tasks start and stop the same way), and
  /// returns what it means: the tree a web page draws.
  package func renderSemantics() -> [Semantics] {
    render()
    return lastNodes.flatMap { $0.semantics() }
  }
}
