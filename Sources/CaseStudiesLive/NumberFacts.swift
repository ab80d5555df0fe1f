import Foundation

/// True facts about integers, worked out offline: the fact client for the refreshable case
/// study when there is no network.
///
/// ```swift
/// NumberFacts.all(for: 28).first  // "28 is a composite number: 28 = 2² × 7."
/// NumberFacts.fact(for: 7, index: 0)  // "7 is a prime number."
/// var rng = SystemRandomNumberGenerator()
/// NumberFacts.randomFact(for: 12, using: &rng)
/// ```
package enum NumberFacts {
  /// Every fact known about `number`, most interesting first; never empty.
  ///
  /// ```swift
  /// NumberFacts.all(for: 0)  // ["0 is neither positive nor negative.", …]
  /// ```
  package static func all(for number: Int) -> [String] {
    facts(for: number).map(\.sentence)
  }

  /// The fact at `index`, wrapping around the list so any index (even negative) gives one.
  ///
  /// ```swift
  /// NumberFacts.fact(for: 42, index: refreshCount)
  /// ```
  package static func fact(for number: Int, index: Int) -> String {
    let sentences = all(for: number)
    let wrapped = ((index % sentences.count) + sentences.count) % sentences.count
    return sentences[wrapped]
  }

  /// A fact picked with `generator`, so tests can inject a seeded one.
  ///
  /// ```swift
  /// NumberFacts.randomFact(for: 42, using: &generator)
  /// ```
  package static func randomFact(
    for number: Int, using generator: inout some RandomNumberGenerator
  ) -> String {
    all(for: number).randomElement(using: &generator)!
  }

  /// The facts as values, so tests can check each claim against arithmetic.
  static func facts(for n: Int) -> [NumberFact] {
    var facts: [NumberFact] = []
    let magnitude = UInt64(n.magnitude)
    if n == 0 {
      facts.append(.zero)
    } else if n < 0 {
      facts.append(.negative(n))
    }
    if n == 1 {
      facts.append(.one)
    } else if n > 1 {
      let factors = Factorization.primeFactors(of: UInt64(n))
      if factors.count == 1 && factors[0].exponent == 1 {
        facts.append(.prime(n))
      } else {
        facts.append(.composite(n, factors: factors))
        if let divisors = Factorization.properDivisorSum(of: factors), divisors == UInt64(n) {
          facts.append(
            .perfect(n, properDivisors: Factorization.divisors(from: factors).dropLast()))
        }
      }
    }
    if let index = fibonacciIndex(of: n) { facts.append(.fibonacci(n, index: index)) }
    if n >= 0, let root = Factorization.exactSquareRoot(of: magnitude) {
      facts.append(.square(n, root: Int(root)))
    }
    if let root = Factorization.exactCubeRoot(of: magnitude), n != 0 {
      facts.append(.cube(n, root: n < 0 ? -Int(root) : Int(root)))
    }
    if n > 0, n & (n - 1) == 0 { facts.append(.powerOfTwo(n, exponent: n.trailingZeroBitCount)) }
    if n > 0, let k = triangularIndex(of: UInt64(n)) { facts.append(.triangular(n, k: k)) }
    if n > 1 {
      let factors = Factorization.primeFactors(of: UInt64(n))
      if factors.count > 1 || factors[0].exponent > 1 {
        facts.append(.divisorCount(n, count: factors.reduce(1) { $0 * ($1.exponent + 1) }))
      }
    }
    let digits = String(magnitude)
    if magnitude >= 10 {
      facts.append(.digitSum(n, sum: digits.reduce(0) { $0 + $1.wholeNumberValue! }))
      if digits == String(digits.reversed()) { facts.append(.palindrome(n)) }
    }
    facts.append(.parity(n, isEven: n & 1 == 0))
    if (1...3999).contains(n) { facts.append(.roman(n, numeral: romanNumeral(n))) }
    if n >= 2 { facts.append(.binary(n, digits: String(n, radix: 2))) }
    let (square, overflow) = n.multipliedReportingOverflow(by: n)
    if !overflow, magnitude >= 2 { facts.append(.squared(n, square: square)) }
    return facts
  }

  /// The `k` with F(k) = n (F(0) = 0, F(1) = 1), taking the smaller `k` for 1.
  static func fibonacciIndex(of n: Int) -> Int? {
    guard n >= 0 else { return nil }
    var (current, next, index) = (0, 1, 0)
    while current < n {
      let (sum, overflow) = current.addingReportingOverflow(next)
      if overflow { return nil }
      (current, next, index) = (next, sum, index + 1)
    }
    return current == n ? index : nil
  }

  /// The `k` with 1 + 2 + … + k = n.
  static func triangularIndex(of n: UInt64) -> Int? {
    // k(k + 1)/2 = n gives k ≈ √(2n); check the neighbours of the estimate exactly.
    let estimate = UInt64((2 * Double(n)).squareRoot())
    for k in [estimate &- 1, estimate, estimate + 1] where k > 0 {
      let (product, overflow) = k.multipliedReportingOverflow(by: k + 1)
      if !overflow, product / 2 == n { return Int(k) }
    }
    return nil
  }

  static func romanNumeral(_ n: Int) -> String {
    let symbols: [(Int, String)] = [
      (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
      (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
    ]
    var rest = n
    var numeral = ""
    for (value, symbol) in symbols {
      while rest >= value {
        numeral += symbol
        rest -= value
      }
    }
    return numeral
  }
}

/// One claim about a number, with the evidence its sentence shows.
enum NumberFact: Equatable, Sendable {
  case zero
  case negative(Int)
  case one
  case prime(Int)
  case composite(Int, factors: [Factorization.PrimePower])
  case perfect(Int, properDivisors: ArraySlice<UInt64>)
  case fibonacci(Int, index: Int)
  case square(Int, root: Int)
  case cube(Int, root: Int)
  case powerOfTwo(Int, exponent: Int)
  case triangular(Int, k: Int)
  case divisorCount(Int, count: Int)
  case digitSum(Int, sum: Int)
  case palindrome(Int)
  case parity(Int, isEven: Bool)
  case roman(Int, numeral: String)
  case binary(Int, digits: String)
  case squared(Int, square: Int)

  var sentence: String {
    switch self {
    case .zero:
      return "0 is neither positive nor negative."
    case .negative(let n):
      return "\(n) is a negative number; its absolute value is \(n.magnitude)."
    case .one:
      return "1 is neither prime nor composite: it has only one divisor."
    case .prime(let n):
      return "\(n) is a prime number."
    case .composite(let n, let factors):
      let powers = factors.map { "\($0.prime)\(superscript($0.exponent))" }
      let product = powers.joined(separator: " × ")
      return "\(n) is a composite number: \(n) = \(product)."
    case .perfect(let n, let divisors):
      if divisors.count <= 10 {
        let sum = divisors.map(String.init).joined(separator: " + ")
        return "\(n) is a perfect number: \(sum) = \(n)."
      }
      return "\(n) is a perfect number: its \(divisors.count) proper divisors add up to \(n)."
    case .fibonacci(let n, let index):
      return "\(n) is a Fibonacci number: F(\(index)) = \(n)."
    case .square(let n, let root):
      return "\(n) is a perfect square: \(root) × \(root) = \(n)."
    case .cube(let n, let root):
      let factor = root < 0 ? "(\(root))" : "\(root)"
      return "\(n) is a perfect cube: \(factor) × \(factor) × \(factor) = \(n)."
    case .powerOfTwo(let n, let exponent):
      return "\(n) is a power of two: 2\(superscript(exponent, showingOne: true)) = \(n)."
    case .triangular(let n, let k):
      let terms = k <= 6 ? (1...k).map(String.init).joined(separator: " + ") : "1 + 2 + … + \(k)"
      return "\(n) is a triangular number: \(terms) = \(n)."
    case .divisorCount(let n, let count):
      return "\(n) has \(count) divisors."
    case .digitSum(let n, let sum):
      return "The digits of \(n) add up to \(sum)."
    case .palindrome(let n):
      return "The digits of \(n) read the same backwards."
    case .parity(let n, let isEven):
      return isEven ? "\(n) is an even number." : "\(n) is an odd number."
    case .roman(let n, let numeral):
      return "\(n) is written \(numeral) in Roman numerals."
    case .binary(let n, let digits):
      return "\(n) is \(digits) in binary."
    case .squared(let n, let square):
      return "\(n) squared is \(square)."
    }
  }

  private func superscript(_ exponent: Int, showingOne: Bool = false) -> String {
    guard exponent != 1 || showingOne else { return "" }
    let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    return String(String(exponent).map { digits[$0.wholeNumberValue!] })
  }
}
