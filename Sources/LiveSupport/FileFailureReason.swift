import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be read or written, in words a user understands ("the disk is
/// full"), instead of Foundation's `NSCocoaErrorDomain` codes.
///
/// ```swift
/// do { try AtomicFile.write(data, to: url) } catch {
///   print("Cannot write \(url.path): \(FileFailureReason.describe(error, file: url))")
/// }
/// ```
package enum FileFailureReason {
  /// Words for an error thrown by Foundation or the system while accessing `file`.
  package static func describe(_ error: any Error, file: URL) -> String {
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return describe(errno: Int32(error.code)) }
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return describe(errno: Int32(underlying.code))
    }
    if error.domain == NSCocoaErrorDomain {
      switch CocoaError.Code(rawValue: error.code) {
      case .fileNoSuchFile, .fileReadNoSuchFile: return "it does not exist"
      case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
      case .fileWriteOutOfSpace: return "the disk is full"
      case .fileWriteVolumeReadOnly: return "the file system is read-only"
      case .fileWriteFileExists: return "something is already in the way"
      default: break
      }
    }
    return diagnose(file) ?? "an unexpected error (\(error.domain) \(error.code))"
  }

  /// What `file` is when it is neither a regular file nor a directory ("a named pipe (FIFO)"),
  /// following symbolic links; `nil` for a file, a directory, or nothing there.
  package static func specialKind(of file: URL) -> String? {
    var info = stat()
    guard stat(file.path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFIFO: return "a named pipe (FIFO)"
    case S_IFSOCK: return "a socket"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    default: return nil
    }
  }

  /// Words for a system error number.
  package static func describe(errno code: Int32) -> String {
    switch code {
    case EACCES, EPERM: return "permission denied"
    case ENOSPC: return "the disk is full"
    case EDQUOT: return "the disk quota is exceeded"
    case EROFS: return "the file system is read-only"
    case ENOTDIR: return "a part of its path is not a directory"
    case EISDIR: return "it is a directory, not a file"
    case ENOENT: return "it or its folder does not exist"
    case EIO: return "an input/output error (the disk may be failing)"
    case ENAMETOOLONG: return "its path is too long"
    case ELOOP: return "its path has a loop of symbolic links"
    case EMFILE, ENFILE: return "too many files are open"
    default: return String(cString: strerror(code)).lowercased()
    }
  }

  /// What the file system says about `file` when the error itself says nothing useful: a
  /// directory in its place, a read-only or full file system, a folder without permission.
  package static func diagnose(_ file: URL) -> String? {
    let path = file.path(percentEncoded: false)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return describe(errno: EISDIR)
    }
    // The nearest existing folder tells about the file system and the permissions.
    var folder = file.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.path(percentEncoded: false)),
      folder.pathComponents.count > 1
    {
      folder = folder.deletingLastPathComponent()
    }
    var info = statvfs()
    if statvfs(folder.path(percentEncoded: false), &info) == 0 {
      if info.f_flag & UInt(ST_RDONLY) != 0 { return describe(errno: EROFS) }
      if info.f_bavail == 0 { return describe(errno: ENOSPC) }
    }
    if access(folder.path(percentEncoded: false), W_OK) != 0 { return describe(errno: errno) }
    return nil
  }
}
