#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "DeviceRunner.h"
#include "GpuDevice.h"
#include "ktune/runtime/NDArray.h"

namespace ktune::measure {

/** Runs GPU candidates on device 0 of the CUDA driver or the HIP runtime (each loaded at run
 * time): loads the module image (cubin or PTX to JIT; a code object), runs the kernel once on
 * the workload's inputs and compares every output with the CPU reference, then times it with
 * events, calls per measurement raised until one lasts min_repeat_ms, or, with flush_cache, each
 * call timed alone after the last-level cache is overwritten (TimingLoop.h). A kernel that hangs is the harness's run
 * timeout to kill, as for every runner. */
class GpuRunner : public DeviceRunner {
 public:
  /** api: "cuda" or "rocm". */
  explicit GpuRunner(std::string api) : api_(std::move(api)) {}
  nlohmann::json run(const RunRequest &request) override;

 private:
  const ReferenceData &expected(const std::string &spec, uint64_t seed);
  std::string api_;
  std::unique_ptr<GpuDevice> device_;
  std::string why_no_device_;
  bool opened_ = false;
  std::map<std::pair<std::string, uint64_t>, ReferenceData> cache_;
};

}  // namespace ktune::measure
