// Peers built on oneDNN (2.x API): conv2d, depthwise_conv2d, softmax and layernorm.
#pragma once

#include "Peer.h"

namespace ktune::bench {

/** convolution_forward (forward_inference, direct) with format_tag::any for source, weights and
 * destination, so oneDNN runs in the blocked layout it prefers. The inputs are reordered into
 * that layout once, when the peer is made, and the output is reordered back in Peer::output:
 * neither is timed. The name carries oneDNN's implementation, e.g. "jit:avx512_core". */
Peer onednn_conv2d(const Workload &w, const std::vector<NDArray> &inputs);
/** The same, as a grouped convolution with one group per channel (goihw weights, g = C). */
Peer onednn_depthwise_conv2d(const Workload &w, const std::vector<NDArray> &inputs);

/** softmax_forward (forward_inference) over the last axis of X[M, N], plain layout. */
Peer onednn_softmax(const Workload &w, const std::vector<NDArray> &inputs);
/** layer_normalization_forward (forward_inference, use_scale | use_shift) over the last axis
 * of X[M, N] with gamma and beta and the workload's epsilon, plain layout. */
Peer onednn_layernorm(const Workload &w, const std::vector<NDArray> &inputs);

/** oneDNN's CPU runtime in this build is OpenMP (Debian's libdnnl links libgomp), so its
 * thread count is OpenMP's; this sets it for the calling thread, which runs the primitives. */
void set_onednn_threads(int n);
/** "2.6.3 (CPU runtime OpenMP, 2 threads)". */
std::string onednn_version();

}  // namespace ktune::bench
