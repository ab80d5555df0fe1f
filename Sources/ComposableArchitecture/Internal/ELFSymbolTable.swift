#if os(Linux)
  import Foundation

  /// The getters a key path may call, named in an ELF file's symbol table (`.symtab`, which the
  /// dynamic linker does not load), by their address in the file: key path getter thunks
  /// (mangled names ending in `TK`) and property getters (ending in `vg`).
  struct ELFSymbolTable: Sendable {
    let isPositionIndependent: Bool
    let keyPathGetters: [UInt: String]

    init?(path: String) {
      guard
        let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped),
        data.count > 64,
        data.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]),
        data[4] == 2,  // 64-bit
        data[5] == 1  // little-endian
      else { return nil }
      func read<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T {
        guard offset >= 0, offset + MemoryLayout<T>.size <= data.count else { return 0 }
        var value = T.zero
        for byte in (0..<MemoryLayout<T>.size).reversed() {
          value = value << 8 | T(data[data.startIndex + offset + byte])
        }
        return value
      }
      let fileType = read(UInt16.self, at: 16)
      let sectionsOffset = Int(read(UInt64.self, at: 40))
      let sectionSize = Int(read(UInt16.self, at: 58))
      let sectionCount = Int(read(UInt16.self, at: 60))
      let symtabType: UInt32 = 2
      var getters: [UInt: String] = [:]
      for index in 0..<sectionCount {
        let section = sectionsOffset + index * sectionSize
        guard read(UInt32.self, at: section + 4) == symtabType else { continue }
        let symbolsOffset = Int(read(UInt64.self, at: section + 24))
        let symbolsSize = Int(read(UInt64.self, at: section + 32))
        let stringsSection = sectionsOffset + Int(read(UInt32.self, at: section + 40)) * sectionSize
        let stringsOffset = Int(read(UInt64.self, at: stringsSection + 24))
        let symbolSize = 24
        for symbol in stride(from: symbolsOffset, to: symbolsOffset + symbolsSize, by: symbolSize) {
          let nameOffset = stringsOffset + Int(read(UInt32.self, at: symbol))
          let value = UInt(read(UInt64.self, at: symbol + 8))
          guard value != 0, let name = Self.keyPathGetterName(in: data, at: nameOffset) else {
            continue
          }
          getters[value] = name
        }
      }
      self.isPositionIndependent = fileType == 3  // ET_DYN: a PIE executable or a library
      self.keyPathGetters = getters
    }

    /// The symbol at `offset` if it is a Swift key path getter thunk or property getter.
    private static func keyPathGetterName(in data: Data, at offset: Int) -> String? {
      guard offset < data.count else { return nil }
      let start = data.startIndex + offset
      guard data[start] == UInt8(ascii: "$") else { return nil }
      guard let end = data[start...].firstIndex(of: 0) else { return nil }
      guard end - start > 2 else { return nil }
      let suffix = (data[end - 2], data[end - 1])
      guard
        suffix == (UInt8(ascii: "T"), UInt8(ascii: "K"))
          || suffix == (UInt8(ascii: "v"), UInt8(ascii: "g"))
      else { return nil }
      return String(decoding: data[start..<end], as: UTF8.self)
    }
  }
#endif
