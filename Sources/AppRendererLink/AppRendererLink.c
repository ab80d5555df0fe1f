#include "AppRendererLink.h"

// Defined by the renderers linked into the program; null for those that are not.
extern void composable_swiftui_renderer_run(void *root) __attribute__((weak));
extern void composable_swiftui_web_renderer_run(void *root) __attribute__((weak));

int composable_swiftui_run_with_linked_renderer(void *root, int web) {
  void (*run)(void *) = web ? composable_swiftui_web_renderer_run : composable_swiftui_renderer_run;
  if (!run) return 0;
  run(root);
  return 1;
}
