import Foundation
import Testing

@testable import CaseStudiesLive

struct NumberFactsTests {
  @Test func writesReadableSentences() {
    #expect(NumberFacts.all(for: 7).first == "7 is a prime number.")
    #expect(NumberFacts.all(for: 12).first == "12 is a composite number: 12 = 2² × 3.")
    #expect(NumberFacts.all(for: 28).contains("28 is a perfect number: 1 + 2 + 4 + 7 + 14 = 28."))
    #expect(NumberFacts.all(for: -8).contains("-8 is a perfect cube: (-2) × (-2) × (-2) = -8."))
    #expect(NumberFacts.all(for: 64).contains("64 is a power of two: 2⁶ = 64."))
    #expect(NumberFacts.all(for: 10).contains("10 is a triangular number: 1 + 2 + 3 + 4 = 10."))
    #expect(NumberFacts.all(for: 13).contains("13 is a Fibonacci number: F(7) = 13."))
    #expect(NumberFacts.all(for: 1994).contains("1994 is written MCMXCIV in Roman numerals."))
    #expect(NumberFacts.all(for: 0).first == "0 is neither positive nor negative.")
    #expect(
      NumberFacts.all(for: 1).contains("1 is neither prime nor composite: it has only one divisor.")
    )
    #expect(NumberFacts.all(for: -7).first == "-7 is a negative number; its absolute value is 7.")
  }

  @Test func everyFactIsTrueForSmallNumbers() {
    // One expectation for the whole range keeps the test fast; it lists every false sentence.
    var falseSentences: [String] = []
    for n in -300...3000 {
      let facts = NumberFacts.facts(for: n)
      if facts.isEmpty { falseSentences.append("no fact for \(n)") }
      falseSentences += facts.filter { !Self.holds($0, for: n) }.map(\.sentence)
    }
    #expect(falseSentences == [])
  }

  @Test func noPropertyIsMissedForSmallNumbers() {
    for n in -300...3000 {
      let facts = NumberFacts.facts(for: n)
      func has(_ test: (NumberFact) -> Bool) -> Bool { facts.contains(where: test) }
      #expect(has { if case .prime = $0 { true } else { false } } == (n > 1 && Self.isPrime(n)))
      #expect(
        has { if case .composite = $0 { true } else { false } } == (n > 1 && !Self.isPrime(n)))
      #expect(has { if case .perfect = $0 { true } else { false } } == [6, 28, 496].contains(n))
      let isSquare = n >= 0 && (0...60).contains { $0 * $0 == n }
      #expect(has { if case .square = $0 { true } else { false } } == isSquare, "\(n)")
      let isCube = n != 0 && (-15...15).contains { $0 * $0 * $0 == n }
      #expect(has { if case .cube = $0 { true } else { false } } == isCube, "\(n)")
      let fibonacci = [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 2584]
      #expect(has { if case .fibonacci = $0 { true } else { false } } == fibonacci.contains(n))
      #expect(has { if case .parity = $0 { true } else { false } })
    }
  }

  @Test func handlesTheExtremesOfInt() {
    let max = NumberFacts.facts(for: .max)
    #expect(
      max.first
        == .composite(
          .max,
          factors: [(7, 2), (73, 1), (127, 1), (337, 1), (92737, 1), (649657, 1)].map {
            Factorization.PrimePower(prime: $0.0, exponent: $0.1)
          }))
    #expect(NumberFacts.all(for: (1 << 61) - 1).first == "2305843009213693951 is a prime number.")
    let min = NumberFacts.all(for: .min)
    #expect(min.contains("-9223372036854775808 is an even number."))
    #expect(
      min.contains(
        "-9223372036854775808 is a perfect cube: (-2097152) × (-2097152) × (-2097152) = "
          + "-9223372036854775808."))
    let perfect = 2_305_843_008_139_952_128
    #expect(
      NumberFacts.facts(for: perfect).contains { if case .perfect = $0 { true } else { false } })
    for n in [Int.max, .min, (1 << 61) - 1, perfect, 600_851_475_143, 999_999_999_989] {
      for fact in NumberFacts.facts(for: n) {
        #expect(Self.holds(fact, for: n), "\(fact.sentence)")
      }
    }
  }

  @Test func pickingWrapsAndUsesTheGenerator() {
    let all = NumberFacts.all(for: 42)
    #expect(NumberFacts.fact(for: 42, index: 0) == all[0])
    #expect(NumberFacts.fact(for: 42, index: all.count) == all[0])
    #expect(NumberFacts.fact(for: 42, index: -1) == all[all.count - 1])
    var first = SplitMix64(seed: 7)
    var second = SplitMix64(seed: 7)
    let picks = (0..<20).map { _ in NumberFacts.randomFact(for: 42, using: &first) }
    #expect(picks == (0..<20).map { _ in NumberFacts.randomFact(for: 42, using: &second) })
    #expect(picks.allSatisfy(all.contains))
    #expect(Set(picks).count > 1)
  }

  // MARK: - Checking claims by brute force

  static func isPrime(_ n: Int) -> Bool {
    n > 1 && !(2..<n).contains { $0 * $0 <= n && n % $0 == 0 }
  }

  static func holds(_ fact: NumberFact, for n: Int) -> Bool {
    switch fact {
    case .zero: return n == 0
    case .negative(let m): return m == n && n < 0
    case .one: return n == 1
    case .prime(let m):
      return m == n && (n > 1_000_000 ? Factorization.isPrime(UInt64(n)) : isPrime(n))
    case .composite(let m, let factors):
      var product: UInt64 = 1
      for power in factors {
        for _ in 0..<power.exponent { product *= power.prime }
      }
      return m == n && product == UInt64(n)
        && factors.allSatisfy { Factorization.isPrime($0.prime) }
        && !(factors.count == 1 && factors[0].exponent == 1)
        && factors.map(\.prime) == factors.map(\.prime).sorted()
    case .perfect(let m, let divisors):
      return m == n && divisors.reduce(0, +) == UInt64(n)
        && divisors.allSatisfy { UInt64(n) % $0 == 0 && $0 < UInt64(n) }
    case .fibonacci(let m, let index):
      var (a, b) = (0, 1)
      for _ in 0..<index { (a, b) = (b, a + b) }
      return m == n && a == n
    case .square(let m, let root): return m == n && root * root == n
    case .cube(let m, let root):
      let (square, overflowed) = root.multipliedReportingOverflow(by: root)
      let (cube, overflowedAgain) = square.multipliedReportingOverflow(by: root)
      return m == n && !overflowed && !overflowedAgain && cube == n
    case .powerOfTwo(let m, let exponent): return m == n && 1 << exponent == n
    case .triangular(let m, let k):
      let (product, overflowed) = UInt64(k).multipliedReportingOverflow(by: UInt64(k) + 1)
      return m == n && !overflowed && product / 2 == UInt64(n)
    case .divisorCount(let m, let count):
      // Counting by trial is too slow for huge numbers; their factorization is checked above.
      guard n <= 1_000_000 else { return m == n }
      let pairs = (1...n).prefix { $0 * $0 <= n }.filter { n % $0 == 0 }
      return m == n && pairs.reduce(0) { $0 + ($1 * $1 == n ? 1 : 2) } == count
    case .digitSum(let m, let sum):
      return m == n && String(n.magnitude).compactMap(\.wholeNumberValue).reduce(0, +) == sum
    case .palindrome(let m):
      return m == n && String(n.magnitude) == String(String(n.magnitude).reversed())
    case .parity(let m, let isEven): return m == n && (n % 2 == 0) == isEven
    case .roman(let m, let numeral): return m == n && romanValue(numeral) == n
    case .binary(let m, let digits): return m == n && Int(digits, radix: 2) == n
    case .squared(let m, let square): return m == n && square == n * n
    }
  }

  /// Reads a canonical Roman numeral (subtractive pairs only where allowed).
  static func romanValue(_ numeral: String) -> Int? {
    let values: [Character: Int] = [
      "I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000,
    ]
    let digits = numeral.compactMap { values[$0] }
    guard digits.count == numeral.count else { return nil }
    var total = 0
    for (index, value) in digits.enumerated() {
      if index + 1 < digits.count, value < digits[index + 1] {
        guard [1, 10, 100].contains(value), digits[index + 1] <= value * 10 else { return nil }
        total -= value
      } else {
        total += value
      }
    }
    return total
  }
}

/// A seeded generator, so random picks repeat.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
