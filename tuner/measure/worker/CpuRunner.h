#pragma once

#include <map>
#include <memory>
#include <vector>

#include "DeviceRunner.h"
#include "ktune/runtime/NDArray.h"

namespace ktune::measure {

/** Runs CPU candidates in this process: ORC-loads the object, runs it on guarded arguments,
 * compares with the reference (computed once per workload and seed, then cached), and times
 * it with an automatically raised number of calls per measurement. */
class CpuRunner : public DeviceRunner {
 public:
  nlohmann::json run(const RunRequest &request) override;

 private:
  struct Expected {
    std::vector<NDArray> inputs, outputs;
  };
  const Expected &expected(const std::string &spec, uint64_t seed);
  std::map<std::pair<std::string, uint64_t>, Expected> cache_;
  std::vector<char> flush_buffer_;
};

}  // namespace ktune::measure
