// The runner's device interface: load a candidate, check it, time it. CpuRunner and GpuRunner
// (CUDA or HIP, through GpuDevice) implement it.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ktune/measure/Measure.h"
#include "ktune/runtime/NDArray.h"

namespace ktune::measure {

/** What a run request carries (see Measurer): spec, symbol, object, options. */
struct RunRequest {
  std::string workload_spec;
  std::string symbol;
  std::string object;
  /** The harness's options as sent (the timing policy, the cache flush, the inputs' seed). */
  MeasureOptions measure;
  /** GPU kernels: {"grid": [x, y, z], "block": [x, y, z], "shared": bytes}. */
  nlohmann::json launch;
  /** The target string (a library call's epilogue is compiled for it). */
  std::string target = "llvm";
  /** A library candidate: its call (LibraryCall JSON); object and symbol are then empty. */
  nlohmann::json library;
};

/** A workload's inputs (random, from the seed) and the outputs its reference computes from them:
 * what every runner checks candidates against (Reference.cpp). */
struct ReferenceData {
  std::vector<NDArray> inputs, outputs;
  double tolerance = 0;  // tolerance_for(the workload)
};
ReferenceData make_reference(const std::string &workload_spec, uint64_t seed);

class DeviceRunner {
 public:
  virtual ~DeviceRunner() = default;
  /** {"ok": true, "costs": [...], "number": n, "max_error": e} or
   * {"ok": false, "error": "<kind>", "message": "..."}; crashes and hangs are the harness's to
   * see, not the runner's. */
  virtual nlohmann::json run(const RunRequest &request) = 0;
};

}  // namespace ktune::measure
