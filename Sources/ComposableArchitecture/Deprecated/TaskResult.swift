/// The result of an async throwing operation, as an action's payload. Deprecated by TCA in favour
/// of `Result<Success, any Error>`; kept for features written before TCA 1.4.
///
/// ```swift
/// case .factButtonTapped:
///   return .run { [count = state.count] send in
///     await send(.factResponse(TaskResult { try await self.factClient.fetch(count) }))
///   }
/// case let .factResponse(.success(fact)): …
/// ```
///
/// Unlike `Result`, it is `Equatable` when `Success` is, whatever the error: two failures are
/// equal when their errors are of one `Equatable` type and equal.
@available(
  *,
  message:
    "Use 'Result', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Moving-off-of-TaskResult"
)
public enum TaskResult<Success: Sendable>: Sendable {
  /// The operation returned a value.
  case success(Success)
  /// The operation threw.
  case failure(any Error)

  /// Runs `body` and keeps what it returns or throws.
  ///
  /// - Parameter body: An async throwing operation.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// A task result holding the value or error of a `Result`.
  ///
  /// - Parameter result: A result of any failure type.
  public init<Failure>(_ result: Result<Success, Failure>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }

  /// The success value, or the failure's error thrown.
  public var value: Success {
    get throws {
      switch self {
      case let .success(value): value
      case let .failure(error): throw error
      }
    }
  }

  /// The success value transformed; a failure stays as it is.
  ///
  /// - Parameter transform: Applied to the success value.
  /// - Returns: The transformed result.
  public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> TaskResult<NewSuccess> {
    self.flatMap { .success(transform($0)) }
  }

  /// The result of `transform` on the success value; a failure stays as it is.
  ///
  /// - Parameter transform: Turns the success value into a new result.
  /// - Returns: The new result.
  public func flatMap<NewSuccess>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): transform(value)
    case let .failure(error): .failure(error)
    }
  }

  // `Result`'s accessor is `get()`; here it is `value`.
  @available(*, unavailable, renamed: "value")
  public func get() throws -> Success {
    try self.value
  }
}

extension TaskResult: CasePathable {
  /// The case paths of the two cases, for `\.success` and `\.failure` in `receive` and `scope`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of `success` and `failure`.
  public struct AllCasePaths {
    /// The case path of `success`.
    public var success: AnyCasePath<TaskResult, Success> {
      AnyCasePath(embed: TaskResult.success) {
        if case let .success(value) = $0 { value } else { nil }
      }
    }

    /// The case path of `failure`.
    public var failure: AnyCasePath<TaskResult, any Error> {
      AnyCasePath(embed: TaskResult.failure) {
        if case let .failure(error) = $0 { error } else { nil }
      }
    }
  }
}

extension Result where Success: Sendable, Failure == any Error {
  /// A result holding the value or error of a task result.
  ///
  /// - Parameter result: A task result.
  @available(
    *,
    message:
      "Use 'Result', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Moving-off-of-TaskResult"
  )
  public init(_ result: TaskResult<Success>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }
}

/// Whether comparing or hashing an error that is not `Equatable`/`Hashable` reports an issue.
enum TaskResultDebugging {
  @TaskLocal static var emitRuntimeWarnings = true
}

extension TaskResult: Equatable where Success: Equatable {
  /// Two successes are equal when their values are; two failures when their errors are of one
  /// `Equatable` type and equal. Comparing errors of a type that is not `Equatable` reports an
  /// issue (the test could never pass) and counts as unequal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.success(lhs), .success(rhs)):
      return lhs == rhs
    case let (.failure(lhs), .failure(rhs)):
      if let equatable = (lhs as Any) as? any Equatable {
        return equatable.isEqual(to: rhs)
      }
      #if DEBUG
        if TaskResultDebugging.emitRuntimeWarnings, type(of: lhs) == type(of: rhs) {
          let name = typeName(type(of: lhs))
          reportIssue(
            """
            "\(name)" is not equatable.

            To test two values of this type, it must conform to the "Equatable" protocol. For \
            example:

                extension \(name): Equatable {}

            See the documentation of "TaskResult" for more information.
            """
          )
        }
      #endif
      return false
    default:
      return false
    }
  }
}

extension TaskResult: Hashable where Success: Hashable {
  /// Hashes the value, or the error when its type is `Hashable`; an error of another type is
  /// reported and not hashed.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .success(value):
      hasher.combine(value)
      hasher.combine(0)
    case let .failure(error):
      if let error = (error as Any) as? AnyHashable {
        hasher.combine(error)
        hasher.combine(1)
        return
      }
      #if DEBUG
        if TaskResultDebugging.emitRuntimeWarnings {
          let name = typeName(type(of: error))
          reportIssue(
            """
            "\(name)" is not hashable.

            To hash a value of this type, it must conform to the "Hashable" protocol. For example:

                extension \(name): Hashable {}

            See the documentation of "TaskResult" for more information.
            """
          )
        }
      #endif
    }
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self) == self
  }
}
