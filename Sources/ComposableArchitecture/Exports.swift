@_exported import Dependencies
