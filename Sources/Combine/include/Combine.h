// `import Combine` on Linux.
//
// Combine's API comes from OpenCombine, which ComposableArchitecture re-exports on Linux; this
// module only lets the `import Combine` lines of TCA code resolve. It is a C module on purpose:
// a Swift module named Combine would sit in the build's shared module folder, where packages
// that read `canImport(Combine)` as "on Apple platforms" (OpenCombine, combine-schedulers,
// swift-dependencies) would find it whenever they are rebuilt, and then fail to compile. A C
// module's map is handed only to the targets that depend on it.
