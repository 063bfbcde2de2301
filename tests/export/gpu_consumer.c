/* A plain C program against a library that ktune exported for a GPU target (kt_gpu.h): the
 * kernels are there, the lookup finds them, and without the GPU driver a launch fails with a
 * clear message instead of crashing or refusing to load: the library does not link the driver.
 * argv[1]: "cuda" or "rocm". On a machine that has the driver it stops after the lookups (the
 * harness's CUDA runner is what runs kernels in ktune's tests). */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include "kt_gpu.h"

int main(int argc, char **argv) {
  const char *api = argc > 1 ? argv[1] : "cuda";
  int cuda = strcmp(api, "cuda") == 0;
  if (kt_gpu_kernel_count() != 2) {
    fprintf(stderr, "kernel count %ld\n", (long)kt_gpu_kernel_count());
    return 1;
  }
  if (!kt_gpu_lookup("matmul", "M=256,N=128,K=64") || !kt_gpu_lookup("relu", "N=33,M=17")) {
    fprintf(stderr, "lookup failed\n");
    return 1;
  }
  if (kt_gpu_lookup("matmul", "M=1,N=1,K=1")) {
    fprintf(stderr, "lookup found a kernel that is not there\n");
    return 1;
  }
  void *driver = dlopen(cuda ? "libcuda.so.1" : "libamdhip64.so", RTLD_NOW | RTLD_LOCAL);
  if (driver) {
    printf("%s driver present: lookups checked, no launch with made-up pointers\n", api);
    return 0;
  }
  const float *a = (const float *)256, *b = (const float *)512;
  float *c = (float *)768;
  int r = ktune_matmul_f32_m256_n128_k64(a, b, c, NULL);
  const char *why = ktune_runtime_last_error();
  printf("launch without a driver: %d (%s)\n", r, why);
  if (r == 0 || !strstr(why, cuda ? "libcuda.so.1" : "libamdhip64.so") ||
      !strstr(why, "ktune_matmul_f32_m256_n128_k64")) {
    fprintf(stderr, "expected a failed launch naming the kernel and the missing driver\n");
    return 1;
  }
  /* The packed entry through the lookup: same failure, reported the same way. */
  void *args[3] = {(void *)256, (void *)512, NULL};
  void *packed_args[3] = {args[0], (void *)768, NULL};
  kt_gpu_lookup("relu", "M=17,N=33")(packed_args);
  if (!strstr(ktune_runtime_last_error(), "ktune_relu")) {
    fprintf(stderr, "the packed relu did not report: %s\n", ktune_runtime_last_error());
    return 1;
  }
  return 0;
}
