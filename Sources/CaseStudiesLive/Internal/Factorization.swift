import Foundation

/// Integer arithmetic for `NumberFacts`: prime factors of any `UInt64` and exact roots.
///
/// Small factors come from trial division; what is left is tested with a deterministic
/// Miller–Rabin and split with Pollard's rho, so even 19-digit numbers factor instantly.
enum Factorization {
  struct PrimePower: Equatable, Sendable {
    var prime: UInt64
    var exponent: Int
  }

  /// The prime factorization of `n` (≥ 2), smallest prime first.
  static func primeFactors(of n: UInt64) -> [PrimePower] {
    precondition(n >= 2, "factorization needs n ≥ 2")
    var primes: [UInt64] = []
    var rest = n
    var divisor: UInt64 = 2
    while divisor <= 1000 && divisor * divisor <= rest {
      while rest % divisor == 0 {
        primes.append(divisor)
        rest /= divisor
      }
      divisor += divisor == 2 ? 1 : 2
    }
    if rest > 1 { split(rest, into: &primes) }
    primes.sort()
    var powers: [PrimePower] = []
    for prime in primes {
      if powers.last?.prime == prime {
        powers[powers.count - 1].exponent += 1
      } else {
        powers.append(PrimePower(prime: prime, exponent: 1))
      }
    }
    return powers
  }

  /// The sum of the divisors of the number below itself, or `nil` if it overflows 64 bits.
  static func properDivisorSum(of factors: [PrimePower]) -> UInt64? {
    var sum: UInt64 = 1
    var n: UInt64 = 1
    for power in factors {
      // 1 + p + p² + … + p^e, the divisor sum of one prime power.
      var term: UInt64 = 1
      var total: UInt64 = 1
      for _ in 0..<power.exponent {
        let (next, overflow) = term.multipliedReportingOverflow(by: power.prime)
        if overflow { return nil }
        term = next
        let (added, overflowed) = total.addingReportingOverflow(term)
        if overflowed { return nil }
        total = added
      }
      n *= term
      let (product, overflow) = sum.multipliedReportingOverflow(by: total)
      if overflow { return nil }
      sum = product
    }
    return sum - n
  }

  /// Every divisor of the number, ascending, the number itself last.
  static func divisors(from factors: [PrimePower]) -> [UInt64] {
    var divisors: [UInt64] = [1]
    for power in factors {
      var multiplied: [UInt64] = []
      var term: UInt64 = 1
      for _ in 0..<power.exponent {
        term *= power.prime
        multiplied += divisors.map { $0 * term }
      }
      divisors += multiplied
    }
    return divisors.sorted()
  }

  static func exactSquareRoot(of n: UInt64) -> UInt64? {
    let estimate = UInt64(Double(n).squareRoot())
    for root in [estimate &- 1, estimate, estimate + 1] where root <= UInt64(UInt32.max) {
      if root * root == n { return root }
    }
    return nil
  }

  static func exactCubeRoot(of n: UInt64) -> UInt64? {
    let estimate = UInt64(cbrt(Double(n)).rounded())
    // 2_642_245 is the largest cube root below 2⁶⁴; larger roots would overflow.
    for root in [estimate &- 1, estimate, estimate + 1] where root <= 2_642_245 {
      if root * root * root == n { return root }
    }
    return nil
  }

  // MARK: - Primality and splitting

  private static func split(_ n: UInt64, into primes: inout [UInt64]) {
    if n == 1 { return }
    if isPrime(n) {
      primes.append(n)
      return
    }
    let factor = rho(n)
    split(factor, into: &primes)
    split(n / factor, into: &primes)
  }

  static func isPrime(_ n: UInt64) -> Bool {
    if n < 2 { return false }
    let bases: [UInt64] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
    for p in bases {
      if n % p == 0 { return n == p }
    }
    var d = n - 1
    var s = 0
    while d & 1 == 0 {
      d >>= 1
      s += 1
    }
    // These bases decide primality exactly for every n < 2⁶⁴.
    witnesses: for a in bases {
      var x = power(a, d, n)
      if x == 1 || x == n - 1 { continue }
      for _ in 0..<(s - 1) {
        x = multiply(x, x, n)
        if x == n - 1 { continue witnesses }
      }
      return false
    }
    return true
  }

  /// A non-trivial factor of the composite `n`, by Pollard's rho with Floyd's cycle finding.
  /// `n` is at most `Int.max`, so `x² mod n + c` cannot overflow.
  private static func rho(_ n: UInt64) -> UInt64 {
    if n % 2 == 0 { return 2 }
    var c: UInt64 = 1
    while true {
      var x: UInt64 = 2
      var y: UInt64 = 2
      var d: UInt64 = 1
      while d == 1 {
        x = (multiply(x, x, n) + c) % n
        y = (multiply(y, y, n) + c) % n
        y = (multiply(y, y, n) + c) % n
        d = gcd(x > y ? x - y : y - x, n)
      }
      if d != n { return d }
      c += 1
    }
  }

  private static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }

  private static func multiply(_ a: UInt64, _ b: UInt64, _ m: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return m.dividingFullWidth(product).remainder
  }

  private static func power(_ base: UInt64, _ exponent: UInt64, _ m: UInt64) -> UInt64 {
    var result: UInt64 = 1
    var base = base % m
    var exponent = exponent
    while exponent > 0 {
      if exponent & 1 == 1 { result = multiply(result, base, m) }
      base = multiply(base, base, m)
      exponent >>= 1
    }
    return result
  }
}
