/// The case studies on the menu, in the order of the seeds they come from.
///
/// ```swift
/// for study in CaseStudy.allCases { print(study.key, study.title) }
/// ```
public enum CaseStudy: Int, CaseIterable, Equatable, Sendable {
  case refreshable = 1
  case counter
  case running
  case longLiving
  case shoppingList

  /// The key that opens it from the menu.
  public var key: Character { Character(String(rawValue)) }

  public var title: String {
    switch self {
    case .refreshable: "Number fact"
    case .counter: "Counter and timer"
    case .running: "Running tracker"
    case .longLiving: "Long-living effects"
    case .shoppingList: "Shopping list"
    }
  }

  /// What it shows, in one line.
  public var summary: String {
    switch self {
    case .refreshable: "fetch a fact about a number; cancel while loading"
    case .counter: "count by hand or with a timer"
    case .running: "distance, pace, heart rate and a map; saved runs"
    case .longLiving: "count screenshots while the screen is shown"
    case .shoppingList: "an alert, a sheet and a stack, from the store"
    }
  }
}
