// Peers that are plain C++ loops (LoopKernels.cpp, single-threaded, -O3 -march=native).
#pragma once

#include "Peer.h"

namespace ktune::bench {

Peer loop_softmax(const Workload &w, const std::vector<NDArray> &inputs);
Peer loop_layernorm(const Workload &w, const std::vector<NDArray> &inputs);

}  // namespace ktune::bench
