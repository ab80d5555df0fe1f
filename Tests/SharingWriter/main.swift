// A program the file-storage tests run and kill, to check what `.fileStorage` leaves on disk.
//
//   sharing-writer stream <file>   saves large JSON documents, printing the number of each
//                                  save once it is on disk, until killed
//   sharing-writer exit <file>     mutates the value twice within a second (the second write
//                                  waits for the coalescing window) and exits at once

import Foundation
import Sharing

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: sharing-writer stream|exit <file>\n".utf8))
  exit(64)
}
let url = URL(fileURLWithPath: arguments[2])

switch arguments[1] {
case "stream":
  // Two large JSON documents (about 2 MB), encoded once so that saving is nearly all writing
  // and a kill most often lands in the middle of a write.
  let documents = (0..<2).map { parity in
    let line = "save \(parity) " + String(repeating: "x", count: 200)
    return try! JSONEncoder().encode(Array(repeating: line, count: 10_000))
  }
  let key = FileStorageKey<Int>.fileStorage(
    url,
    decode: { _ in 0 },
    encode: { number in documents[number % 2] }
  )
  @Shared(key) var number = 0
  while true {
    $number.withLock { $0 += 1 }
    try await $number.save()
    FileHandle.standardOutput.write(Data("\(number)\n".utf8))
  }
case "exit":
  @Shared(.fileStorage(url)) var count = 0
  $count.withLock { $0 = 1 }
  $count.withLock { $0 = 2 }
  exit(0)
default:
  FileHandle.standardError.write(Data("unknown mode \(arguments[1])\n".utf8))
  exit(64)
}
