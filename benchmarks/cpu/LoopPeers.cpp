#include "LoopPeers.h"

#include "LoopKernels.h"
#include "ktune/ops/Registry.h"

namespace ktune::bench {

namespace {
const char *kLoopName = "C++ loop, 1 thread, -O3 -march=native";

NDArray output_like(const Workload &w) {
  const Tensor &out = w.outputs().at(0);
  return NDArray::empty(out.shape(), out.dtype());
}
}  // namespace

Peer loop_softmax(const Workload &w, const std::vector<NDArray> &in) {
  OpParams p(w.op_name, w.params);
  int64_t M = p.integer("M"), N = p.integer("N");
  NDArray Y = output_like(w);
  const float *x = in.at(0).as<float>();
  float *y = Y.as<float>();
  return {kLoopName, [=] { softmax_rows(x, y, M, N); }, [Y] { return Y; }};
}

Peer loop_layernorm(const Workload &w, const std::vector<NDArray> &in) {
  OpParams p(w.op_name, w.params);
  int64_t M = p.integer("M"), N = p.integer("N");
  float eps = static_cast<float>(p.real("eps"));
  NDArray Y = output_like(w);
  const float *x = in.at(0).as<float>(), *gamma = in.at(1).as<float>(), *beta = in.at(2).as<float>();
  float *y = Y.as<float>();
  return {kLoopName, [=] { layernorm_rows(x, gamma, beta, y, M, N, eps); }, [Y] { return Y; }};
}

}  // namespace ktune::bench
