// Peers built on OpenBLAS sgemm: matmul, batch_matmul and dense.
#pragma once

#include "Peer.h"

namespace ktune::bench {

/** C[M,N] = A[M,K] B[K,N], one row-major cblas_sgemm. */
Peer openblas_matmul(const Workload &w, const std::vector<NDArray> &inputs);
/** One cblas_sgemm per batch, in a loop (each sgemm uses the OpenBLAS threads). */
Peer openblas_batch_matmul(const Workload &w, const std::vector<NDArray> &inputs);
/** Y = X W^T (sgemm with W transposed), then a separate single-threaded loop for bias and
 * activation: the unfused baseline that a fused ktune kernel should beat. */
Peer openblas_dense(const Workload &w, const std::vector<NDArray> &inputs);

void set_openblas_threads(int n);
/** The kernel family OpenBLAS picked for this CPU, e.g. "SkylakeX". */
std::string openblas_core();

}  // namespace ktune::bench
