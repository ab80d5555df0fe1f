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

extension PresentationAction: CasePathable {
  /// The case paths of presentation actions, which also reach into the child's cases.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of a presentation action. Besides `dismiss` and `presented`, a child's
  /// cases are reachable directly, so `\.destination.edit` means
  /// `\.destination.presented.edit`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The dismissal.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        }
      )
    }

    /// Any action of the presented child.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return action
        }
      )
    }

    /// One case of the presented child's actions.
    public subscript<AppendedAction>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> AnyCasePath<PresentationAction, AppendedAction> where Action: CasePathable {
      self.presented(appending: Action.allCasePaths[keyPath: keyPath])
    }

    /// One case of the presented child's actions, as a presentation action of its own: what
    /// `$store.scope(state: \.destination?.edit, action: \.destination.edit)` scopes with, so
    /// that a dismissal of the child is the parent's `dismiss`.
    @_disfavoredOverload
    public subscript<AppendedAction>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>>
    where Action: CasePathable {
      Self.presentation(of: Action.allCasePaths[keyPath: keyPath])
    }

    private static func presentation<AppendedAction>(
      of child: AnyCasePath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>> {
      AnyCasePath(
        embed: { action in
          switch action {
          case .dismiss: .dismiss
          case .presented(let appended): .presented(child.embed(appended))
          }
        },
        extract: { action in
          switch action {
          case .dismiss: .dismiss
          case .presented(let presented): child.extract(from: presented).map { .presented($0) }
          }
        }
      )
    }

    // Apart from the subscript, so that its closures are made outside the context that
    // requires `Action: CasePathable`.
    private func presented<AppendedAction>(
      appending child: AnyCasePath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, AppendedAction> {
      let presented = self.presented
      return AnyCasePath(
        embed: { presented.embed(child.embed($0)) },
        extract: { presented.extract(from: $0).flatMap(child.extract(from:)) }
      )
    }
  }
}
