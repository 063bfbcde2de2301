/* A plain C program using a library exported by ktune whose kernels are library calls (their
 * fastest records were OpenBLAS's cblas_sgemm): matmul 32x24x16 called by its symbol, and
 * dense 16x24x8 with bias and relu (cblas_sgemm + ktune's generated epilogue) through the lookup
 * table. Each is checked against a plain loop here; prints "ok". Built by
 * tests/cli/library_cli_tests.cmake. */
#include <math.h>
#include <stdio.h>

#include "kt_lib.h"

static int check(const char *what, const float *got, const float *want, int n) {
  for (int i = 0; i < n; ++i) {
    if (fabsf(got[i] - want[i]) > 1e-4f * (1.0f + fabsf(want[i]))) {
      printf("%s: element %d is %g, expected %g\n", what, i, got[i], want[i]);
      return 1;
    }
  }
  return 0;
}

int main(void) {
  static float a[32 * 16], b[16 * 24], c[32 * 24], c_ref[32 * 24];
  for (int i = 0; i < 32 * 16; ++i) a[i] = (float)((i * 7) % 13) / 13.0f - 0.5f;
  for (int i = 0; i < 16 * 24; ++i) b[i] = (float)((i * 5) % 11) / 11.0f - 0.5f;
  for (int i = 0; i < 32; ++i) {
    for (int j = 0; j < 24; ++j) {
      float s = 0.0f;
      for (int k = 0; k < 16; ++k) s += a[i * 16 + k] * b[k * 24 + j];
      c_ref[i * 24 + j] = s;
    }
  }
  if (ktune_matmul_f32_m32_n24_k16(a, b, c) != 0) {
    printf("matmul: %s\n", ktune_runtime_last_error());
    return 1;
  }
  if (check("matmul", c, c_ref, 32 * 24)) return 1;

  static float x[16 * 8], w[24 * 8], bias[24], y[16 * 24], y_ref[16 * 24];
  for (int i = 0; i < 16 * 8; ++i) x[i] = (float)((i * 3) % 17) / 17.0f - 0.5f;
  for (int i = 0; i < 24 * 8; ++i) w[i] = (float)((i * 11) % 19) / 19.0f - 0.5f;
  for (int i = 0; i < 24; ++i) bias[i] = (float)(i % 5) / 10.0f - 0.2f;
  for (int i = 0; i < 16; ++i) {
    for (int j = 0; j < 24; ++j) {
      float s = bias[j];
      for (int k = 0; k < 8; ++k) s += x[i * 8 + k] * w[j * 8 + k];
      y_ref[i * 24 + j] = s > 0.0f ? s : 0.0f;
    }
  }
  kt_lib_packed_fn dense = kt_lib_lookup("dense", "M=16,N=24,K=8,bias=1,act=relu");
  if (!dense) {
    printf("dense: not in the lookup table\n");
    return 1;
  }
  void *args[4] = {x, w, bias, y};
  dense(args);
  if (ktune_runtime_last_error()[0]) {
    printf("dense: %s\n", ktune_runtime_last_error());
    return 1;
  }
  if (check("dense", y, y_ref, 16 * 24)) return 1;
  printf("ok\n");
  return 0;
}
