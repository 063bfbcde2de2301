#include "BlasPeers.h"

#include <cblas.h>

#include <algorithm>
#include <cmath>

#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

// Declared by OpenBLAS's cblas.h in some versions only; the symbols are always there.
extern "C" void openblas_set_num_threads(int);
extern "C" char *openblas_get_corename(void);

namespace ktune::bench {

namespace {

NDArray output_like(const Workload &w) {
  const Tensor &out = w.outputs().at(0);
  return NDArray::empty(out.shape(), out.dtype());
}

float gelu(float x) { return 0.5f * x * (1.0f + std::erf(x * 0.70710678f)); }

}  // namespace

Peer openblas_matmul(const Workload &w, const std::vector<NDArray> &in) {
  OpParams p(w.op_name, w.params);
  int64_t M = p.integer("M"), N = p.integer("N"), K = p.integer("K");
  NDArray C = output_like(w);
  const float *a = in.at(0).as<float>(), *b = in.at(1).as<float>();
  float *c = C.as<float>();
  return {"OpenBLAS sgemm",
          [=] { cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, M, N, K, 1.0f, a, K, b, N, 0.0f, c, N); },
          [C] { return C; }};
}

Peer openblas_batch_matmul(const Workload &w, const std::vector<NDArray> &in) {
  OpParams p(w.op_name, w.params);
  int64_t B = p.integer("B"), M = p.integer("M"), N = p.integer("N"), K = p.integer("K");
  NDArray C = output_like(w);
  const float *a = in.at(0).as<float>(), *b = in.at(1).as<float>();
  float *c = C.as<float>();
  return {"OpenBLAS sgemm per batch",
          [=] {
            for (int64_t i = 0; i < B; ++i)
              cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, M, N, K, 1.0f, a + i * M * K, K, b + i * K * N, N,
                          0.0f, c + i * M * N, N);
          },
          [C] { return C; }};
}

Peer openblas_dense(const Workload &w, const std::vector<NDArray> &in) {
  OpParams p(w.op_name, w.params);
  int64_t M = p.integer("M"), N = p.integer("N"), K = p.integer("K");
  bool has_bias = p.integer("bias") == 1;
  std::string act = p.text("act");
  NDArray Y = output_like(w);
  const float *x = in.at(0).as<float>(), *wt = in.at(1).as<float>();
  const float *bias = has_bias ? in.at(2).as<float>() : nullptr;
  float *y = Y.as<float>();
  bool relu = act == "relu", use_gelu = act == "gelu";
  return {"OpenBLAS sgemm + bias/act loop",
          [=] {
            cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, M, N, K, 1.0f, x, K, wt, K, 0.0f, y, N);
            if (!bias && !relu && !use_gelu) return;
            for (int64_t i = 0; i < M; ++i) {
              float *row = y + i * N;
              for (int64_t j = 0; j < N; ++j) {
                float v = bias ? row[j] + bias[j] : row[j];
                if (relu) v = std::max(v, 0.0f);
                if (use_gelu) v = gelu(v);
                row[j] = v;
              }
            }
          },
          [Y] { return Y; }};
}

void set_openblas_threads(int n) { openblas_set_num_threads(n); }

std::string openblas_core() { return openblas_get_corename(); }

}  // namespace ktune::bench
