import ComposableArchitecture
import Foundation

/// A SyncUps-style app: a list of meetings persisted with `.fileStorage`, a detail that edits one
/// of them through derived shared state, and deletion.
struct SyncUp: Codable, Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
  var attendees: [String] = []
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  static func syncUps(_ url: URL) -> Self {
    Self[.fileStorage(url), default: []]
  }
}

@Reducer
struct SyncUpDetail {
  @ObservableState
  struct State: Equatable {
    @Shared var syncUp: SyncUp
  }
  enum Action: Equatable {
    case addAttendee(String)
    case rename(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addAttendee(name):
        state.$syncUp.withLock { $0.attendees.append(name) }
      case let .rename(title):
        state.$syncUp.withLock { $0.title = title }
      }
      return .none
    }
  }
}

@Reducer
struct SyncUpsList {
  @ObservableState
  struct State: Equatable {
    @Shared var syncUps: IdentifiedArrayOf<SyncUp>
    @Presents var detail: SyncUpDetail.State?
  }
  enum Action: Equatable {
    case add(SyncUp)
    case delete(id: Int)
    case detail(PresentationAction<SyncUpDetail.Action>)
    case open(id: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .add(syncUp):
        state.$syncUps.withLock { _ = $0.append(syncUp) }
      case let .delete(id):
        state.$syncUps.withLock { _ = $0.remove(id: id) }
      case .detail:
        break
      case let .open(id):
        // The detail edits the list's element itself, through derived shared state.
        guard let syncUp = Shared(state.$syncUps[id: id]) else { break }
        state.detail = SyncUpDetail.State(syncUp: syncUp)
      }
      return .none
    }
    .ifLet(\.$detail, action: \.detail) { SyncUpDetail() }
  }
}
