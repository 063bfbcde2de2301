// A peer implementation of one workload: what a ktune kernel is measured against.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "ktune/ir/Workload.h"
#include "ktune/runtime/NDArray.h"

namespace ktune::bench {

struct Peer {
  /** Shown in the table, e.g. "OpenBLAS sgemm" or "oneDNN conv (jit:avx512_core)". */
  std::string name;
  /** The timed call. It reads the inputs and writes the peer's own output buffer. */
  std::function<void()> run;
  /** The last run's result in the workload's plain layout; layout conversions happen here,
   * outside the timing. */
  std::function<NDArray()> output;
};

/** Makes the peer of a workload on ktune's input arrays, which it only reads and which must
 * outlive it. Throws when the peer library refuses the problem. */
using PeerMaker = std::function<Peer(const Workload &w, const std::vector<NDArray> &inputs)>;

}  // namespace ktune::bench
