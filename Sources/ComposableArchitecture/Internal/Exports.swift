// TCA users get the sibling libraries from `import ComposableArchitecture` alone.
@_exported import CasePaths
@_exported import Clocks
@_exported import CombineSchedulers
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Observation
@_exported import Sharing
