#if !canImport(Darwin)
  import Foundation

  /// A test failure as Apple's XCTest describes it to an `XCTExpectFailure` issue matcher.
  ///
  /// XCTest on Linux has no issue type; this one carries what a matcher reads: the failure's
  /// message and where it was reported. Attachments and call stacks are left out.
  /// Sendable so that a matcher can hand it to other tasks (its error is only read).
  public struct XCTIssue: CustomStringConvertible, @unchecked Sendable {
    /// The kind of failure.
    public enum IssueType: Int, Sendable {
      case assertionFailure = 0
      case thrownError = 1
      case uncaughtException = 2
      case performanceRegression = 3
      case system = 4
      case unmatchedExpectedFailure = 5
    }

    public var type: IssueType
    /// One line for a test log: "failed - " and the message, as `XCTFail(message)` gives.
    public var compactDescription: String
    public var detailedDescription: String?
    public var sourceCodeContext: XCTSourceCodeContext
    public var associatedError: (any Error)?

    public init(
      type: IssueType,
      compactDescription: String,
      detailedDescription: String? = nil,
      sourceCodeContext: XCTSourceCodeContext = XCTSourceCodeContext(),
      associatedError: (any Error)? = nil
    ) {
      self.type = type
      self.compactDescription = compactDescription
      self.detailedDescription = detailedDescription
      self.sourceCodeContext = sourceCodeContext
      self.associatedError = associatedError
    }

    public var description: String { self.compactDescription }
  }

  /// Where an issue arose.
  public final class XCTSourceCodeContext: @unchecked Sendable {
    public let location: XCTSourceCodeLocation?

    public init(location: XCTSourceCodeLocation? = nil) {
      self.location = location
    }
  }

  /// A file and line in a test's source.
  public final class XCTSourceCodeLocation: @unchecked Sendable {
    public let fileURL: URL
    public let lineNumber: Int

    public init(fileURL: URL, lineNumber: Int) {
      self.fileURL = fileURL
      self.lineNumber = lineNumber
    }

    public convenience init(filePath: String, lineNumber: Int) {
      self.init(fileURL: URL(fileURLWithPath: filePath), lineNumber: lineNumber)
    }
  }
#endif
