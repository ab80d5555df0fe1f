// How `App.main()` finds a renderer on Linux without the app's code naming one.
//
// SwiftUI's `@main struct MyApp: App` calls `App.main()` in PortableSwiftUI, which knows no
// renderer (the layering is Apple's: renderers sit on top). A renderer linked into the program
// defines a function named below — TerminalUI the terminal's, TerminalUIWebServer (built with
// the Web trait) the browser's — and PortableSwiftUI refers to them weakly, so a program
// without a renderer still links and `App.main()` says what is missing.
#ifndef APP_RENDERER_LINK_H
#define APP_RENDERER_LINK_H

/// Runs `root` (a retained, opaque reference to the app's first window) with the linked
/// terminal renderer, or with the web renderer when `web` is not 0. Returns 0 when that
/// renderer is not linked into the program; otherwise it does not return.
int composable_swiftui_run_with_linked_renderer(void *root, int web);

#endif
