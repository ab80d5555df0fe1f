#include "AppRendererLink.h"

// Defined by a renderer (TerminalUI) when one is linked into the program; null otherwise.
extern void composable_swiftui_renderer_run(void *root) __attribute__((weak));

int composable_swiftui_run_with_linked_renderer(void *root) {
  if (!composable_swiftui_renderer_run) return 0;
  composable_swiftui_renderer_run(root);
  return 1;
}
