// `import Combine` on Linux means OpenCombine: the publishers and subjects, `DispatchQueue` as a
// scheduler, and the Foundation publishers (`Timer`, `NotificationCenter`, `URLSession`), as
// Combine gives them on Apple platforms. Only Linux builds this target.
#if !canImport(Darwin)
  @_exported import OpenCombine
  @_exported import OpenCombineDispatch
  @_exported import OpenCombineFoundation
#endif
