import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A key path as its source reads, `\State.item.title`, wherever it is printed.
///
/// Swift names a key path's computed components (every property of an `@ObservableState` state)
/// by looking their getters up with `dladdr`, which on Linux sees only exported symbols, so
/// there they print as `<computed 0x… (Item)>`. This names them from the symbol table of the
/// binary that holds the getter, as the debugger would. A stripped binary keeps the raw text.
struct ReadableKeyPath: CustomDumpStringConvertible, CustomStringConvertible, @unchecked Sendable {
  let keyPath: AnyKeyPath

  init(_ keyPath: AnyKeyPath) {
    self.keyPath = keyPath
  }

  var description: String {
    #if os(Linux)
      return KeyPathNames.replacingComputedComponents(in: self.keyPath.debugDescription)
    #else
      return self.keyPath.debugDescription
    #endif
  }

  var customDumpDescription: String { self.description }
}

#if os(Linux)
  enum KeyPathNames {
    /// `\State.<computed 0x55c085f07060 (Item)>.title` → `\State.item.title`.
    static func replacingComputedComponents(in description: String) -> String {
      let marker = "<computed 0x"
      guard description.contains(marker) else { return description }
      var result = ""
      var rest = Substring(description)
      while let start = rest.range(of: marker) {
        result += rest[..<start.lowerBound]
        let hex = rest[start.upperBound...].prefix { $0.isHexDigit }
        // The component ends at the `>` that closes `<computed`; its type may hold `<…>` too.
        var depth = 0
        var end = rest.endIndex
        for index in rest[start.lowerBound...].indices {
          if rest[index] == "<" { depth += 1 }
          if rest[index] == ">" {
            depth -= 1
            if depth == 0 {
              end = rest.index(after: index)
              break
            }
          }
        }
        let address = UInt(hex, radix: 16)
        result += address.flatMap(propertyName(getterAt:)) ?? String(rest[start.lowerBound..<end])
        rest = rest[end...]
      }
      return result + rest
    }

    /// The property whose getter a key path calls at `address`.
    static func propertyName(getterAt address: UInt) -> String? {
      guard let (path, base) = loadedObject(containing: address) else { return nil }
      guard
        let table = symbolTables.withValue({ tables -> ELFSymbolTable? in
          if let cached = tables[path] { return cached }
          let table = ELFSymbolTable(path: path)
          tables[path] = .some(table)
          return table
        }),
        let symbol = table.keyPathGetters[table.isPositionIndependent ? address - base : address],
        let demangled = demangle(symbol)
      else { return nil }
      return memberName(demangled: demangled)
    }

    /// `item` from "key path getter for M.State.item : M.Item : M.State" (a thunk) or from
    /// "M.(Editor in _1F…).State.item.getter : M.Item" (the getter itself, which a key path
    /// calls directly where it can). Subscripts stay unnamed.
    static func memberName(demangled: String) -> String? {
      var text = Substring(demangled)
      let thunkPrefix = "key path getter for "
      if text.hasPrefix(thunkPrefix) { text = text.dropFirst(thunkPrefix.count) }
      // The declaration ends at the first " : " outside parentheses (private types' names hold
      // spaces inside them).
      var depth = 0
      var end = text.endIndex
      for index in text.indices {
        switch text[index] {
        case "(": depth += 1
        case ")": depth -= 1
        case " " where depth == 0 && text[index...].hasPrefix(" : "):
          end = index
        default: break
        }
        if end != text.endIndex { break }
      }
      var declaration = text[..<end]
      if declaration.hasSuffix(".getter") { declaration = declaration.dropLast(".getter".count) }
      guard
        !declaration.hasSuffix(")"),
        let dot = declaration.lastIndex(of: ".")
      else { return nil }
      let name = declaration[declaration.index(after: dot)...]
      return name.isEmpty || name == "subscript" ? nil : String(name)
    }

    /// The file an address was loaded from and where it was loaded, through `dladdr`, which
    /// Glibc's module map leaves out (it is a GNU extension); looked up once.
    private static func loadedObject(containing address: UInt) -> (file: String, base: UInt)? {
      guard
        let dladdr = Self.dladdr,
        let pointer = UnsafeRawPointer(bitPattern: address)
      else { return nil }
      // Dl_info: the file's name, its load address, the symbol's name and address.
      let info = UnsafeMutablePointer<UnsafeRawPointer?>.allocate(capacity: 4)
      defer { info.deallocate() }
      info.initialize(repeating: nil, count: 4)
      guard dladdr(pointer, UnsafeMutableRawPointer(info)) != 0, let file = info[0] else {
        return nil
      }
      return (
        String(cString: file.assumingMemoryBound(to: CChar.self)), UInt(bitPattern: info[1])
      )
    }

    private typealias Dladdr = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32
    private static let dladdr: Dladdr? = dlsym(nil, "dladdr").map {
      unsafeBitCast($0, to: Dladdr.self)
    }

    private static let symbolTables = LockIsolated<[String: ELFSymbolTable?]>([:])

    private static func demangle(_ symbol: String) -> String? {
      guard let demangled = swiftDemangle(symbol, symbol.utf8.count, nil, nil, 0) else {
        return nil
      }
      defer { free(demangled) }
      return String(cString: demangled)
    }
  }

  @_silgen_name("swift_demangle")
  private func swiftDemangle(
    _ mangledName: UnsafePointer<CChar>?,
    _ mangledNameLength: Int,
    _ outputBuffer: UnsafeMutablePointer<CChar>?,
    _ outputBufferSize: UnsafeMutablePointer<Int>?,
    _ flags: UInt32
  ) -> UnsafeMutablePointer<CChar>?
#endif
