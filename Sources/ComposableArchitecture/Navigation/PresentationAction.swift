/// The actions of a presented child feature, and the action that dismisses it.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
///   case alert(PresentationAction<Alert>)
/// }
/// // A parent reacts to what happens inside the child:
/// case .destination(.presented(.edit(.saveButtonTapped))): …
/// // …and dismisses it by sending `.dismiss` or by setting the state to `nil`.
/// ```
@CasePathable
public enum PresentationAction<Action> {
  /// Dismisses the presented child: `ifLet` sets its state to `nil` after the parent ran.
  case dismiss

  /// An action of the presented child.
  indirect case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}

/// The presentation action of a feature, as in `PresentationActionOf<Child>`.
public typealias PresentationActionOf<R: Reducer> = PresentationAction<R.Action>
