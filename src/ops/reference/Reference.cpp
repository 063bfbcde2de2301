#include "Reference.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "ktune/runtime/ThreadPool.h"

namespace ktune::reference {

namespace {
// row = a[K] x B[K, row.size()], in double: each element of a multiplies a contiguous row of B.
void row_times(const float *a, const float *B, int64_t K, std::vector<double> &row) {
  const int64_t N = static_cast<int64_t>(row.size());
  std::fill(row.begin(), row.end(), 0.0);
  for (int64_t k = 0; k < K; ++k) {
    double x = a[k];
    const float *brow = B + k * N;
    for (int64_t j = 0; j < N; ++j) row[j] += x * brow[j];
  }
}
}  // namespace

void matmul(int64_t batch, int64_t M, int64_t N, int64_t K, const float *A, const float *B, float *C) {
  // Rows on the runtime's thread pool: a 4096^3 GEMM reference takes tens of seconds on one
  // core, inside a measurement's timeout.
  parallel_for(batch * M, [&](int64_t first, int64_t last) {
    std::vector<double> row(N);
    for (int64_t r = first; r < last; ++r) {
      int64_t b = r / M, i = r % M;
      const float *a = A + b * M * K;
      const float *bb = B + b * K * N;
      float *c = C + b * M * N;
      row_times(a + i * K, bb, K, row);
      for (int64_t j = 0; j < N; ++j) c[i * N + j] = static_cast<float>(row[j]);
    }
  });
}

void dense(int64_t M, int64_t N, int64_t K, const float *X, const float *W, const float *bias, const std::string &act,
           float *Y, const float *residual) {
  // W transposed to [K, N] once, so that each element of X multiplies a contiguous row of
  // outputs (as in matmul): the dot products' one accumulator each made a BERT-sized dense
  // reference wait on its additions, and every runner process of a tuning session computes it.
  std::vector<float> wt(static_cast<size_t>(K * N));
  for (int64_t j = 0; j < N; ++j)
    for (int64_t k = 0; k < K; ++k) wt[k * N + j] = W[j * K + k];
  parallel_for(M, [&](int64_t first, int64_t last) {
    std::vector<double> row(N);
    for (int64_t i = first; i < last; ++i) {
      row_times(X + i * K, wt.data(), K, row);
      for (int64_t j = 0; j < N; ++j) {
        double acc = row[j];
        if (bias) acc += bias[j];
        if (residual) acc += residual[i * N + j];
        if (act == "relu") acc = std::max(acc, 0.0);
        if (act == "gelu") acc = 0.5 * acc * (1.0 + std::erf(acc / std::sqrt(2.0)));
        Y[i * N + j] = static_cast<float>(acc);
      }
    }
  });
}

namespace {
// Input element at (n, c, h, w) of the unpadded input, zero outside it.
double input_at(const ConvArgs &a, const float *in, int64_t n, int64_t c, int64_t h, int64_t w) {
  if (h < 0 || h >= a.H || w < 0 || w >= a.W) return 0.0;
  if (a.nhwc) return in[((n * a.H + h) * a.W + w) * a.C + c];
  return in[((n * a.C + c) * a.H + h) * a.W + w];
}

int64_t output_index(const ConvArgs &a, int64_t n, int64_t k, int64_t channels, int64_t p, int64_t q) {
  if (a.nhwc) return ((n * a.P + p) * a.Q + q) * channels + k;
  return ((n * channels + k) * a.P + p) * a.Q + q;
}
}  // namespace

void conv2d(const ConvArgs &a, const float *input, const float *weight, float *output) {
  // Every tap of every output position, padded ones included (their input is zero), but with the
  // weights as [r][s][c][k]: each input element then multiplies a contiguous row of output
  // channels, and the output's rows run on the thread pool. In loops over k, p, q, c, r, s a
  // ResNet layer's reference took 0.34 s on one core, once in every runner process of a tuning
  // session.
  std::vector<double> w(static_cast<size_t>(a.R * a.S * a.C * a.K));
  for (int64_t k = 0; k < a.K; ++k)
    for (int64_t c = 0; c < a.C; ++c)
      for (int64_t r = 0; r < a.R; ++r)
        for (int64_t s = 0; s < a.S; ++s)
          w[((r * a.S + s) * a.C + c) * a.K + k] =
              a.nhwc ? weight[((r * a.S + s) * a.C + c) * a.K + k] : weight[((k * a.C + c) * a.R + r) * a.S + s];
  parallel_for(a.N * a.P, [&](int64_t first, int64_t last) {
    std::vector<double> acc(a.K);
    for (int64_t row = first; row < last; ++row) {
      int64_t n = row / a.P, p = row % a.P;
      for (int64_t q = 0; q < a.Q; ++q) {
        std::fill(acc.begin(), acc.end(), 0.0);
        for (int64_t r = 0; r < a.R; ++r)
          for (int64_t s = 0; s < a.S; ++s)
            for (int64_t c = 0; c < a.C; ++c) {
              double x = input_at(a, input, n, c, p * a.stride + r * a.dilation - a.pad,
                                  q * a.stride + s * a.dilation - a.pad);
              const double *wrow = w.data() + ((r * a.S + s) * a.C + c) * a.K;
              for (int64_t k = 0; k < a.K; ++k) acc[k] += x * wrow[k];
            }
        for (int64_t k = 0; k < a.K; ++k) output[output_index(a, n, k, a.K, p, q)] = static_cast<float>(acc[k]);
      }
    }
  });
}

void depthwise_conv2d(const ConvArgs &a, const float *input, const float *weight, float *output) {
  for (int64_t n = 0; n < a.N; ++n)
    for (int64_t c = 0; c < a.C; ++c)
      for (int64_t p = 0; p < a.P; ++p)
        for (int64_t q = 0; q < a.Q; ++q) {
          double acc = 0;
          for (int64_t r = 0; r < a.R; ++r)
            for (int64_t s = 0; s < a.S; ++s) {
              int64_t h = p * a.stride + r * a.dilation - a.pad;
              int64_t w = q * a.stride + s * a.dilation - a.pad;
              double wt = a.nhwc ? weight[(r * a.S + s) * a.C + c] : weight[(c * a.R + r) * a.S + s];
              acc += input_at(a, input, n, c, h, w) * wt;
            }
          output[output_index(a, n, c, a.C, p, q)] = static_cast<float>(acc);
        }
}

void softmax(int64_t M, int64_t N, const float *X, float *Y) {
  parallel_for(M, [&](int64_t first, int64_t last) {
    for (int64_t i = first; i < last; ++i) {
      const float *x = X + i * N;
      double mx = -std::numeric_limits<double>::infinity();
      for (int64_t j = 0; j < N; ++j) mx = std::max(mx, static_cast<double>(x[j]));
      double s = 0;
      for (int64_t j = 0; j < N; ++j) s += std::exp(x[j] - mx);
      for (int64_t j = 0; j < N; ++j) Y[i * N + j] = static_cast<float>(std::exp(x[j] - mx) / s);
    }
  });
}

void layernorm(int64_t M, int64_t N, double eps, const float *X, const float *gamma, const float *beta, float *Y) {
  parallel_for(M, [&](int64_t first, int64_t last) {
    for (int64_t i = first; i < last; ++i) {
      const float *x = X + i * N;
      double mean = 0;
      for (int64_t j = 0; j < N; ++j) mean += x[j];
      mean /= static_cast<double>(N);
      double var = 0;
      for (int64_t j = 0; j < N; ++j) var += (x[j] - mean) * (x[j] - mean);
      var /= static_cast<double>(N);
      double inv = 1.0 / std::sqrt(var + eps);
      for (int64_t j = 0; j < N; ++j) Y[i * N + j] = static_cast<float>((x[j] - mean) * inv * gamma[j] + beta[j]);
    }
  });
}

void elementwise(const std::string &kind, int64_t n, const float *A, const float *B, float *C) {
  for (int64_t i = 0; i < n; ++i) {
    if (kind == "add")
      C[i] = A[i] + B[i];
    else if (kind == "mul")
      C[i] = A[i] * B[i];
    else
      C[i] = std::max(A[i], 0.0f);
  }
}

}  // namespace ktune::reference
