// Straightforward single-threaded C++ loops for softmax and layernorm: the baseline of what a
// compiler gives without ktune. LoopKernels.cpp is built with -O3 -march=native and includes
// nothing of ktune's, so no inline function of ours is compiled for this CPU only.
#pragma once

#include <cstdint>

namespace ktune::bench {

/** y = softmax of each row of x[M,N]: row max, exp(x - max), sum, divide. */
void softmax_rows(const float *x, float *y, int64_t M, int64_t N);
/** y = (x - mean) / sqrt(var + eps) * gamma + beta over each row of x[M,N]; var is the mean of
 * the squared deviations. */
void layernorm_rows(const float *x, const float *gamma, const float *beta, float *y, int64_t M, int64_t N,
                    float eps);

}  // namespace ktune::bench
