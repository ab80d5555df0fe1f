/// What `@Reducer` gives as a feature's `_prepared()`: the feature's body, prepared (see
/// `Reducer._prepared()`), unless the feature is already being prepared further out.
///
/// A feature that contains itself (rows, or a presented child, of the same feature) would
/// otherwise be prepared forever: preparing its body prepares the child reducer, which is the
/// feature again. Its copies inside itself run unprepared instead, building their body for each
/// action as TCA's reducers do.
public enum _PreparedFeature<Feature: Reducer, Prepared: Reducer<Feature.State, Feature.Action>>:
  Reducer
{
  case prepared(Prepared)
  case unprepared(Feature)

  /// Prepares `feature` with `prepare`, or keeps it unprepared inside its own preparation.
  @inlinable
  public init(_ feature: Feature, prepare: (Feature) -> Prepared) {
    if let prepared = withPreparation(of: Feature.self, { prepare(feature) }) {
      self = .prepared(prepared)
    } else {
      self = .unprepared(feature)
    }
  }

  @inlinable
  public func reduce(
    into state: inout Feature.State, action: Feature.Action
  ) -> Effect<Feature.Action> {
    switch self {
    case let .prepared(reducer): return reducer.reduce(into: &state, action: action)
    case let .unprepared(feature): return feature.reduce(into: &state, action: action)
    }
  }

  @inlinable
  public func _prepared() -> Self {
    self
  }
}

/// Runs `prepare` with `type` marked as being prepared; `nil`, without running it, when `type`
/// already is (a feature inside itself).
@usableFromInline
func withPreparation<Result>(of type: Any.Type, _ prepare: () -> Result) -> Result? {
  let id = ObjectIdentifier(type)
  guard !FeaturesBeingPrepared.types.contains(id) else { return nil }
  return FeaturesBeingPrepared.$types.withValue(FeaturesBeingPrepared.types.union([id])) {
    prepare()
  }
}

/// The reducer types whose bodies are being prepared.
enum FeaturesBeingPrepared {
  @TaskLocal static var types: Set<ObjectIdentifier> = []
}
