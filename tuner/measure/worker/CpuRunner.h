#pragma once

#include <map>
#include <memory>
#include <vector>

#include "DeviceRunner.h"
#include "GuardedArray.h"
#include "ktune/measure/CacheFlush.h"
#include "ktune/runtime/NDArray.h"

namespace ktune::measure {

/** Runs CPU candidates in this process: ORC-loads the object, runs it on guarded arguments,
 * compares with the reference (computed once per workload and seed, then cached while the
 * requests are of that workload), and times
 * it with an automatically raised number of calls per measurement. */
class CpuRunner : public DeviceRunner {
 public:
  nlohmann::json run(const RunRequest &request) override;

 private:
  struct Expected : ReferenceData {
    /** The guarded arguments, kept across candidates of the workload so that every candidate
     * runs on the same pages; replaced after a candidate broke a canary. */
    std::vector<std::unique_ptr<GuardedArray>> arguments;
    std::vector<std::string> names;
  };
  Expected &expected(const std::string &spec, uint64_t seed);
  std::map<std::pair<std::string, uint64_t>, Expected> cache_;
  CpuCacheFlush flush_;
};

}  // namespace ktune::measure
