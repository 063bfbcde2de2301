#pragma once

#include <map>
#include <vector>

#include "DeviceRunner.h"
#include "ktune/runtime/CudaDriver.h"
#include "ktune/runtime/NDArray.h"

namespace ktune::measure {

/** Runs CUDA candidates on device 0 through the driver API (loaded at run time): loads the
 * cubin (or JIT-compiles the PTX), runs the kernel once on the workload's inputs and compares
 * every output with the CPU reference, then times it with CUDA events, with the L2 cache
 * flushed (a device buffer twice its size overwritten) between measurements when asked. A
 * kernel that hangs is the harness's run timeout to kill, like any runner. */
class CudaRunner : public DeviceRunner {
 public:
  nlohmann::json run(const RunRequest &request) override;

 private:
  struct Expected {
    std::vector<NDArray> inputs, outputs;
  };
  Expected &expected(const std::string &spec, uint64_t seed);
  std::map<std::pair<std::string, uint64_t>, Expected> cache_;
};

}  // namespace ktune::measure
