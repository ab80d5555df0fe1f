/// What a store runs for a reducer that does not say how to prepare itself (a feature written
/// without `@Reducer`, or one that implements `reduce(into:action:)`): its body, built once,
/// or else the reducer itself.
public struct _PreparedReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let preparedBody: Reduce<Base.State, Base.Action>?

  @inlinable
  init(_ base: Base) {
    self.base = base
    self.preparedBody = ComposableArchitecture.preparedBody(of: base)
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if let body = self.preparedBody {
      return body.reduce(into: &state, action: action)
    }
    return self.base.reduce(into: &state, action: action)
  }

  @inlinable
  public func _prepared() -> Self {
    self
  }
}

/// The prepared body of a reducer that has one. (Reading the body of a reducer without one
/// is a fatal error, hence the check.)
@usableFromInline
func preparedBody<R: Reducer>(of reducer: R) -> Reduce<R.State, R.Action>? {
  guard R.Body.self != Never.self,
    let body = reducer.body as? any Reducer<R.State, R.Action>
  else { return nil }
  func prepare(_ body: some Reducer<R.State, R.Action>) -> Reduce<R.State, R.Action> {
    Reduce(prepared: body._prepared())
  }
  // A feature that contains itself runs its inner copies unprepared (see `_PreparedFeature`).
  return withPreparation(of: R.self) { prepare(body) }
}
