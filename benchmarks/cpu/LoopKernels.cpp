#include "LoopKernels.h"

#include <cmath>

namespace ktune::bench {

void softmax_rows(const float *x, float *y, int64_t M, int64_t N) {
  for (int64_t i = 0; i < M; ++i) {
    const float *xr = x + i * N;
    float *yr = y + i * N;
    float mx = xr[0];
    for (int64_t j = 1; j < N; ++j) mx = xr[j] > mx ? xr[j] : mx;
    float sum = 0.0f;
    for (int64_t j = 0; j < N; ++j) {
      yr[j] = std::exp(xr[j] - mx);
      sum += yr[j];
    }
    for (int64_t j = 0; j < N; ++j) yr[j] /= sum;
  }
}

void layernorm_rows(const float *x, const float *gamma, const float *beta, float *y, int64_t M, int64_t N,
                    float eps) {
  for (int64_t i = 0; i < M; ++i) {
    const float *xr = x + i * N;
    float *yr = y + i * N;
    float sum = 0.0f;
    for (int64_t j = 0; j < N; ++j) sum += xr[j];
    float mean = sum / static_cast<float>(N);
    float sq = 0.0f;
    for (int64_t j = 0; j < N; ++j) sq += (xr[j] - mean) * (xr[j] - mean);
    float inv_std = 1.0f / std::sqrt(sq / static_cast<float>(N) + eps);
    for (int64_t j = 0; j < N; ++j) yr[j] = (xr[j] - mean) * inv_std * gamma[j] + beta[j];
  }
}

}  // namespace ktune::bench
