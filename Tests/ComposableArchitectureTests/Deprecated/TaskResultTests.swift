import ComposableArchitecture
import Testing

struct TaskResultPlainError: Error {}
private struct Coded: Error, Hashable { let code: Int }
private struct Other: Error, Hashable { let code: Int }

struct TaskResultTests {
  @Test func catchingKeepsTheValueOrTheError() async throws {
    let success = await TaskResult { 42 }
    #expect(try success.value == 42)
    let failure = await TaskResult<Int> { throw Coded(code: 1) }
    #expect(throws: Coded(code: 1)) { try failure.value }
  }

  @Test func convertsFromAndToResult() throws {
    let fromResult = TaskResult(Result<Int, Coded>.failure(Coded(code: 2)))
    #expect(fromResult == .failure(Coded(code: 2)))
    let back = Result(TaskResult<Int>.success(3))
    #expect(try back.get() == 3)
  }

  @Test func mapAndFlatMapKeepFailures() {
    #expect(TaskResult.success(2).map { $0 * 10 } == .success(20))
    #expect(TaskResult<Int>.failure(Coded(code: 1)).map { $0 * 10 } == .failure(Coded(code: 1)))
    #expect(
      TaskResult.success(2).flatMap { _ in TaskResult<Int>.failure(Coded(code: 4)) }
        == .failure(Coded(code: 4)))
  }

  @Test func failuresAreEqualWhenTheirErrorsAre() {
    #expect(TaskResult<Int>.failure(Coded(code: 1)) == .failure(Coded(code: 1)))
    #expect(TaskResult<Int>.failure(Coded(code: 1)) != .failure(Coded(code: 2)))
    #expect(TaskResult<Int>.failure(Coded(code: 1)) != .failure(Other(code: 1)))
    #expect(TaskResult<Int>.success(1) != .failure(Coded(code: 1)))
  }

  @Test func comparingErrorsThatAreNotEquatableIsReported() {
    var isEqual = true
    withKnownIssue {
      let failure = TaskResult<Int>.failure(TaskResultPlainError())
      isEqual = failure == .failure(TaskResultPlainError())
    } matching: { issue in
      issue.description.contains(
        """
        "TaskResultPlainError" is not equatable.

        To test two values of this type, it must conform to the "Equatable" protocol. For \
        example:

            extension TaskResultPlainError: Equatable {}
        """
      )
    }
    #expect(!isEqual)
  }

  @Test func hashesTheErrorWhenItIsHashable() {
    let a = TaskResult<Int>.failure(Coded(code: 1))
    let b = TaskResult<Int>.failure(Coded(code: 1))
    #expect(Set([a, b]).count == 1)
    #expect(a.hashValue != TaskResult<Int>.success(1).hashValue)
    withKnownIssue {
      _ = TaskResult<Int>.failure(TaskResultPlainError()).hashValue
    } matching: { issue in
      issue.description.contains("\"TaskResultPlainError\" is not hashable.")
    }
  }

  @Test func casePathsExtractAndEmbed() {
    let success: TaskResult<Int> = .success(7)
    #expect(success[case: \.success] == 7)
    #expect(success[case: \.failure] == nil)
    #expect(TaskResult<Int>.allCasePaths.success.embed(8) == .success(8))
    let failure = TaskResult<Int>.allCasePaths.failure.extract(from: .failure(Coded(code: 5)))
    #expect(failure as? Coded == Coded(code: 5))
  }
}
