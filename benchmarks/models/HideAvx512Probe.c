// The check of libktune_hide_avx512.so (ctest bench.hide_avx512): loads it, as LD_PRELOAD would,
// and asks CPUID. Exit 0: AVX-512F is hidden, AVX2 still there, and the library counted the one
// CPUID; 77 (skipped): this CPU has no AVX-512 to hide, or no CPUID faulting; 1: the library is
// loaded and active but CPUID still reports AVX-512F, hides AVX2, or was not counted.
#include <cpuid.h>
#include <dlfcn.h>
#include <stdio.h>

static unsigned leaf7_ebx(void) {
  unsigned a, b, c, d;
  __cpuid_count(7, 0, a, b, c, d);
  return b;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s LIBRARY\n", argv[0]);
    return 2;
  }
  if (!(leaf7_ebx() & (1u << 16))) {
    printf("this CPU has no AVX-512F to hide\n");
    return 77;
  }
  void *lib = dlopen(argv[1], RTLD_NOW);
  if (!lib) {
    fprintf(stderr, "cannot load %s: %s\n", argv[1], dlerror());
    return 1;
  }
  int (*active)(void) = (int (*)(void))dlsym(lib, "ktune_hide_avx512_active");
  if (!active) {
    fprintf(stderr, "%s has no ktune_hide_avx512_active\n", argv[1]);
    return 1;
  }
  if (!active()) {
    printf("no CPUID faulting here (arch_prctl ARCH_SET_CPUID): nothing can be hidden\n");
    return 77;
  }
  long (*answered)(void) = (long (*)(void))dlsym(lib, "ktune_hide_avx512_cpuid_calls");
  if (!answered) {
    fprintf(stderr, "%s has no ktune_hide_avx512_cpuid_calls\n", argv[1]);
    return 1;
  }
  long before = answered();
  unsigned ebx = leaf7_ebx();
  long counted = answered() - before;
  printf("with the library: AVX-512F %u, AVX2 %u; CPUIDs answered by it: %ld\n", (ebx >> 16) & 1, (ebx >> 5) & 1,
         counted);
  return (ebx & (1u << 16)) || !(ebx & (1u << 5)) || counted != 1 ? 1 : 0;
}
