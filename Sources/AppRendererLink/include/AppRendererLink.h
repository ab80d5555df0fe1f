// How `App.main()` finds a renderer on Linux without the app's code naming one.
//
// SwiftUI's `@main struct MyApp: App` calls `App.main()` in PortableSwiftUI, which knows no
// renderer (the layering is Apple's: renderers sit on top). A renderer linked into the program
// (TerminalUI) defines `composable_swiftui_renderer_run`; PortableSwiftUI refers to it weakly,
// so a program without a renderer still links and `App.main()` says what is missing.
#ifndef APP_RENDERER_LINK_H
#define APP_RENDERER_LINK_H

/// Runs `root` (a retained, opaque reference to the app's first window) with the renderer
/// linked into the program, if there is one: returns 0 when there is none.
int composable_swiftui_run_with_linked_renderer(void *root);

#endif
