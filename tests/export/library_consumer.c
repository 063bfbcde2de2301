/* A plain C program using a library exported by ktune whose kernels are library calls (their
 * fastest records were vendor library calls): matmul 32x24x16 (OpenBLAS) called by its symbol,
 * dense 16x24x8 with bias and relu (cblas_sgemm + ktune's generated epilogue) through the lookup
 * table, and with KT_ONEDNN, oneDNN's softmax 8x40, conv2d 4->8 channels 3x3 with bias and relu
 * (+ the generated epilogue), depthwise NHWC 8 channels 3x3 and conv2d NHWC 8->16 channels with
 * bias and relu6 on oneDNN's preferred formats, and layernorm 6x40. Each is checked against a
 * plain loop here; prints "ok". Built by tests/cli/library_cli_tests.cmake. */
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

/* Looks the kernel up, calls it with args and says why it failed, if it did: 0 when it ran. */
static int call_packed(const char *op, const char *params, void **args) {
  kt_lib_packed_fn fn = kt_lib_lookup(op, params);
  if (!fn) {
    printf("%s: not in the lookup table\n", op);
    return 1;
  }
  fn(args);
  if (ktune_runtime_last_error()[0]) {
    printf("%s: %s\n", op, ktune_runtime_last_error());
    return 1;
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
  void *args[4] = {x, w, bias, y};
  if (call_packed("dense", "M=16,N=24,K=8,bias=1,act=relu", args)) return 1;
  if (check("dense", y, y_ref, 16 * 24)) return 1;

#ifdef KT_ONEDNN
  /* oneDNN: softmax 8x40, and conv2d 1x4x6x6 -> 8 channels, 3x3, pad 1, with bias and relu. */
  static float s_in[8 * 40], s_out[8 * 40], s_ref[8 * 40];
  for (int i = 0; i < 8 * 40; ++i) s_in[i] = (float)((i * 13) % 23) / 5.0f - 2.0f;
  for (int i = 0; i < 8; ++i) {
    float mx = s_in[i * 40], sum = 0.0f;
    for (int j = 1; j < 40; ++j) mx = s_in[i * 40 + j] > mx ? s_in[i * 40 + j] : mx;
    for (int j = 0; j < 40; ++j) sum += s_ref[i * 40 + j] = expf(s_in[i * 40 + j] - mx);
    for (int j = 0; j < 40; ++j) s_ref[i * 40 + j] /= sum;
  }
  void *s_args[2] = {s_in, s_out};
  if (call_packed("softmax", "M=8,N=40", s_args)) return 1;
  if (check("softmax", s_out, s_ref, 8 * 40)) return 1;

  static float ci[4 * 6 * 6], cw[8 * 4 * 3 * 3], cb[8], co[8 * 6 * 6], co_ref[8 * 6 * 6];
  for (int i = 0; i < 4 * 6 * 6; ++i) ci[i] = (float)((i * 7) % 10) / 10.0f - 0.4f;
  for (int i = 0; i < 8 * 4 * 9; ++i) cw[i] = (float)((i * 5) % 9) / 9.0f - 0.5f;
  for (int i = 0; i < 8; ++i) cb[i] = (float)i / 10.0f - 0.3f;
  for (int k = 0; k < 8; ++k) {
    for (int p = 0; p < 6; ++p) {
      for (int q = 0; q < 6; ++q) {
        float acc = cb[k];
        for (int c = 0; c < 4; ++c) {
          for (int r = 0; r < 3; ++r) {
            for (int t = 0; t < 3; ++t) {
              int h = p + r - 1, w2 = q + t - 1;
              if (h >= 0 && h < 6 && w2 >= 0 && w2 < 6)
                acc += ci[(c * 6 + h) * 6 + w2] * cw[((k * 4 + c) * 3 + r) * 3 + t];
            }
          }
        }
        co_ref[(k * 6 + p) * 6 + q] = acc > 0.0f ? acc : 0.0f;
      }
    }
  }
  void *c_args[4] = {ci, cw, cb, co};
  if (call_packed("conv2d", "N=1,C=4,H=6,W=6,K=8,R=3,S=3,pad=1,bias=1,act=relu", c_args)) return 1;
  if (check("conv2d", co, co_ref, 8 * 6 * 6)) return 1;

  /* depthwise NHWC 1x5x5x8, 3x3 weights [R,S,C], pad 1. */
  static float di[5 * 5 * 8], dw[3 * 3 * 8], dout[5 * 5 * 8], d_ref[5 * 5 * 8];
  for (int i = 0; i < 5 * 5 * 8; ++i) di[i] = (float)((i * 3) % 7) / 7.0f - 0.3f;
  for (int i = 0; i < 3 * 3 * 8; ++i) dw[i] = (float)((i * 5) % 11) / 11.0f - 0.5f;
  for (int p = 0; p < 5; ++p) {
    for (int q = 0; q < 5; ++q) {
      for (int c = 0; c < 8; ++c) {
        float acc = 0.0f;
        for (int r = 0; r < 3; ++r) {
          for (int t = 0; t < 3; ++t) {
            int h = p + r - 1, w2 = q + t - 1;
            if (h >= 0 && h < 5 && w2 >= 0 && w2 < 5) acc += di[(h * 5 + w2) * 8 + c] * dw[(r * 3 + t) * 8 + c];
          }
        }
        d_ref[(p * 5 + q) * 8 + c] = acc;
      }
    }
  }
  void *d_args[3] = {di, dw, dout};
  if (call_packed("depthwise_conv2d", "N=1,C=8,H=5,W=5,R=3,S=3,pad=1,layout=nhwc", d_args)) return 1;
  if (check("depthwise_conv2d", dout, d_ref, 5 * 5 * 8)) return 1;

  /* conv2d NHWC 1x5x5x8 -> 16 channels, 3x3 weights [R,S,C,K], pad 1, bias, relu6. */
  static float ni[5 * 5 * 8], nw[3 * 3 * 8 * 16], nb[16], no[5 * 5 * 16], n_ref[5 * 5 * 16];
  for (int i = 0; i < 5 * 5 * 8; ++i) ni[i] = (float)((i * 11) % 13) / 4.0f - 1.0f;
  for (int i = 0; i < 3 * 3 * 8 * 16; ++i) nw[i] = (float)((i * 7) % 17) / 17.0f - 0.4f;
  for (int i = 0; i < 16; ++i) nb[i] = (float)(i % 4) - 1.0f;
  for (int p = 0; p < 5; ++p) {
    for (int q = 0; q < 5; ++q) {
      for (int k = 0; k < 16; ++k) {
        float acc = nb[k];
        for (int r = 0; r < 3; ++r) {
          for (int t = 0; t < 3; ++t) {
            int h = p + r - 1, w2 = q + t - 1;
            if (h < 0 || h >= 5 || w2 < 0 || w2 >= 5) continue;
            for (int c = 0; c < 8; ++c) acc += ni[(h * 5 + w2) * 8 + c] * nw[((r * 3 + t) * 8 + c) * 16 + k];
          }
        }
        n_ref[(p * 5 + q) * 16 + k] = acc < 0.0f ? 0.0f : acc > 6.0f ? 6.0f : acc;
      }
    }
  }
  void *n_args[4] = {ni, nw, nb, no};
  if (call_packed("conv2d", "N=1,C=8,H=5,W=5,K=16,R=3,S=3,pad=1,layout=nhwc,bias=1,act=relu6", n_args)) return 1;
  if (check("conv2d nhwc", no, n_ref, 5 * 5 * 16)) return 1;

  /* layernorm 6x40 with gamma and beta. */
  static float lx[6 * 40], lg[40], lb[40], ly[6 * 40], l_ref[6 * 40];
  for (int i = 0; i < 6 * 40; ++i) lx[i] = (float)((i * 17) % 29) / 7.0f - 2.0f;
  for (int i = 0; i < 40; ++i) {
    lg[i] = 0.5f + (float)(i % 3) / 4.0f;
    lb[i] = (float)(i % 5) / 10.0f - 0.2f;
  }
  for (int i = 0; i < 6; ++i) {
    double mean = 0.0, var = 0.0;
    for (int j = 0; j < 40; ++j) mean += lx[i * 40 + j];
    mean /= 40.0;
    for (int j = 0; j < 40; ++j) var += (lx[i * 40 + j] - mean) * (lx[i * 40 + j] - mean);
    var /= 40.0;
    for (int j = 0; j < 40; ++j)
      l_ref[i * 40 + j] = (float)((lx[i * 40 + j] - mean) / sqrt(var + 1e-5)) * lg[j] + lb[j];
  }
  void *l_args[4] = {lx, lg, lb, ly};
  if (call_packed("layernorm", "M=6,N=40", l_args)) return 1;
  if (check("layernorm", ly, l_ref, 6 * 40)) return 1;
#endif
  printf("ok\n");
  return 0;
}
