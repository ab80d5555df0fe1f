// `import SwiftUI` brings Foundation's types (`Date`, `URL`, `NotificationCenter`) on Apple
// platforms; so does this module.
@_exported import Foundation
