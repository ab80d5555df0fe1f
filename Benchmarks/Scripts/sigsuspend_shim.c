// valgrind 3.19 crashes when libdispatch hands sigsuspend a mask in read-only memory; pass a
// writable copy instead.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>

int sigsuspend(const sigset_t *mask) {
  static int (*real)(const sigset_t *);
  if (!real) real = (int (*)(const sigset_t *))dlsym(RTLD_NEXT, "sigsuspend");
  sigset_t copy = *mask;
  return real(&copy);
}
