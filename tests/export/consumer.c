/* A C program that uses a library written by `ktune export` (tests/export/export_tests.cmake):
 * it calls every exported kernel, through its declared symbol, through the lookup function, or
 * both, on inputs made here, checks each result against a reference computed here in double
 * precision, and calls the kernels from several threads at once.
 *   consumer DAG_KEY     (the workload key of the user DAG tanh(X @ W), for the lookup) */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kt_test.h"

static int failures = 0;

static void fill(float *a, int n, unsigned seed) {
  for (int i = 0; i < n; ++i) {
    seed = seed * 1103515245u + 12345u;
    a[i] = (float)((seed >> 8) % 2001) / 1000.0f - 1.0f;
  }
}

static void expect_close(const char *what, const float *got, const double *want, int n) {
  double worst = 0, scale = 1e-30;
  for (int i = 0; i < n; ++i) scale = fmax(scale, fabs(want[i]));
  for (int i = 0; i < n; ++i) worst = fmax(worst, fabs(got[i] - want[i]) / scale);
  if (!(worst <= 1e-4)) {
    fprintf(stderr, "FAIL %s: relative error %g\n", what, worst);
    ++failures;
  } else {
    printf("ok   %s (relative error %.2g)\n", what, worst);
  }
}

/* matmul:M=64,N=48,K=40 */
enum { MM = 64, MN = 48, MK = 40 };
static float ma[MM * MK], mb[MK * MN];
static double mc_ref[MM * MN];

static void check_matmul(void) {
  float c[MM * MN];
  fill(ma, MM * MK, 1);
  fill(mb, MK * MN, 2);
  for (int i = 0; i < MM; ++i)
    for (int j = 0; j < MN; ++j) {
      double s = 0;
      for (int k = 0; k < MK; ++k) s += (double)ma[i * MK + k] * mb[k * MN + j];
      mc_ref[i * MN + j] = s;
    }
  memset(c, 0, sizeof c);
  ktune_matmul_f32_m64_n48_k40(ma, mb, c);
  expect_close("matmul 64x48x40 by symbol", c, mc_ref, MM * MN);
  kt_test_packed_fn f = kt_test_lookup("matmul", "K=40, N=48,M=64");
  if (!f) {
    fprintf(stderr, "FAIL lookup of matmul K=40,N=48,M=64 gave NULL\n");
    ++failures;
    return;
  }
  memset(c, 0, sizeof c);
  void *args[] = {ma, mb, c};
  f(args);
  expect_close("matmul 64x48x40 by lookup", c, mc_ref, MM * MN);
}

/* dense:M=16,N=40,K=24,bias=1,act=gelu, through the lookup only */
static void check_dense(void) {
  enum { M = 16, N = 40, K = 24 };
  float x[M * K], w[N * K], b[N], y[M * N];
  double ref[M * N];
  fill(x, M * K, 3);
  fill(w, N * K, 4);
  fill(b, N, 5);
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      double s = b[j];
      for (int k = 0; k < K; ++k) s += (double)x[i * K + k] * w[j * K + k];
      ref[i * N + j] = 0.5 * s * (1.0 + erf(s / sqrt(2.0)));
    }
  kt_test_packed_fn f = kt_test_lookup("dense", "M=16,N=40,K=24,bias=1,act=gelu");
  if (!f) {
    fprintf(stderr, "FAIL lookup of dense gelu gave NULL\n");
    ++failures;
    return;
  }
  void *args[] = {x, w, b, y};
  f(args);
  expect_close("dense 16x40x24 + bias + gelu by lookup", y, ref, M * N);
}

/* softmax:M=8,N=100 by symbol */
static void check_softmax(void) {
  enum { M = 8, N = 100 };
  float x[M * N], y[M * N];
  double ref[M * N];
  fill(x, M * N, 6);
  for (int i = 0; i < M; ++i) {
    double mx = -INFINITY, s = 0;
    for (int j = 0; j < N; ++j) mx = fmax(mx, x[i * N + j]);
    for (int j = 0; j < N; ++j) s += exp(x[i * N + j] - mx);
    for (int j = 0; j < N; ++j) ref[i * N + j] = exp(x[i * N + j] - mx) / s;
  }
  ktune_softmax_f32_m8_n100(x, y);
  expect_close("softmax 8x100 by symbol", y, ref, M * N);
}

/* relu:M=7,N=33 (the generic template) by symbol */
static void check_relu(void) {
  enum { M = 7, N = 33 };
  float a[M * N], c[M * N];
  double ref[M * N];
  fill(a, M * N, 7);
  for (int i = 0; i < M * N; ++i) ref[i] = a[i] > 0 ? a[i] : 0;
  ktune_relu_f32_m7_n33(a, c);
  expect_close("relu 7x33 by symbol", c, ref, M * N);
}

/* The user DAG Y = tanh(X[12,9] @ W[9,20]) by lookup of its key */
static void check_dag(const char *key) {
  enum { M = 12, N = 20, K = 9 };
  float x[M * K], w[K * N], y[M * N];
  double ref[M * N];
  char params[64];
  fill(x, M * K, 8);
  fill(w, K * N, 9);
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      double s = 0;
      for (int k = 0; k < K; ++k) s += (double)x[i * K + k] * w[k * N + j];
      ref[i * N + j] = tanh(s);
    }
  snprintf(params, sizeof params, "key=%s", key);
  kt_test_packed_fn f = kt_test_lookup("custom", params);
  if (!f) {
    fprintf(stderr, "FAIL lookup of the DAG (%s) gave NULL\n", params);
    ++failures;
    return;
  }
  void *args[] = {x, w, y};
  f(args);
  expect_close("user DAG tanh(X @ W) by lookup", y, ref, M * N);
}

/* Several threads calling the parallel matmul at once. */
static void *call_matmul(void *out) {
  for (int r = 0; r < 20; ++r) ktune_matmul_f32_m64_n48_k40(ma, mb, (float *)out);
  return NULL;
}

static void check_threads(void) {
  enum { T = 4 };
  static float outs[T][MM * MN];
  pthread_t threads[T];
  for (int t = 0; t < T; ++t) pthread_create(&threads[t], NULL, call_matmul, outs[t]);
  for (int t = 0; t < T; ++t) pthread_join(threads[t], NULL);
  for (int t = 0; t < T; ++t) expect_close("matmul from 4 threads at once", outs[t], mc_ref, MM * MN);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: consumer DAG_KEY\n");
    return 2;
  }
  if (kt_test_kernel_count() != 5) {
    fprintf(stderr, "FAIL kernel count %ld, expected 5\n", (long)kt_test_kernel_count());
    ++failures;
  }
  if (kt_test_lookup("matmul", "M=64,N=48,K=41") != NULL || kt_test_lookup("conv2d", "") != NULL ||
      kt_test_lookup("dense", "M=16,N=40,K=24") != NULL) {
    fprintf(stderr, "FAIL lookup found a kernel that was not exported\n");
    ++failures;
  }
  check_matmul();
  check_dense();
  check_softmax();
  check_relu();
  check_dag(argv[1]);
  check_threads();
  printf("%d threads in the pool; %s\n", ktune_runtime_num_threads(), failures ? "FAILED" : "all passed");
  return failures ? 1 : 0;
}
