// Straightforward implementations of the registry ops, written without the IR, accumulating
// in double: the ground truth that every generated kernel is checked against.
#pragma once

#include <cstdint>
#include <string>

namespace ktune::reference {

/** batch x (C[M,N] = A[M,K] * B[K,N]). */
void matmul(int64_t batch, int64_t M, int64_t N, int64_t K, const float *A, const float *B, float *C);
/** Y = act(X[M,K] * W[N,K]^T + bias) with act none, relu or gelu; bias may be null. */
void dense(int64_t M, int64_t N, int64_t K, const float *X, const float *W, const float *bias, const std::string &act,
           float *Y, const float *residual = nullptr);

struct ConvArgs {
  int64_t N, C, H, W, K, R, S, stride, pad, dilation, P, Q;
  bool nhwc;
};
void conv2d(const ConvArgs &a, const float *input, const float *weight, float *output);
void depthwise_conv2d(const ConvArgs &a, const float *input, const float *weight, float *output);

void softmax(int64_t M, int64_t N, const float *X, float *Y);
void layernorm(int64_t M, int64_t N, double eps, const float *X, const float *gamma, const float *beta, float *Y);
/** add, mul (with B) or relu over n elements. */
void elementwise(const std::string &kind, int64_t n, const float *A, const float *B, float *C);

}  // namespace ktune::reference
