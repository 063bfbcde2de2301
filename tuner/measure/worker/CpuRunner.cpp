#include "CpuRunner.h"
#include "../Protocol.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <thread>

#include "GuardedArray.h"
#include "ktune/driver/Driver.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/measure/CacheFlush.h"
#include "ktune/measure/TimingLoop.h"
#include "ktune/ops/Registry.h"
#include "ktune/runtime/Module.h"
#include "ktune/support/Error.h"

namespace ktune::measure {

namespace {}  // namespace

CpuRunner::Expected &CpuRunner::expected(const std::string &spec, uint64_t seed) {
  auto key = std::make_pair(spec, seed);
  auto it = cache_.find(key);
  if (it != cache_.end()) return it->second;
  // One workload's data at a time: a runner serves a whole task list (the scheduler's sessions
  // share it), and every task's inputs, references and guarded arguments kept at once would grow
  // toward the runner's address-space limit. A batch is one workload, so this costs a reference
  // per batch at most, as a runner per batch did.
  cache_.clear();
  Expected e;
  static_cast<ReferenceData &>(e) = make_reference(spec, seed);
  return cache_.emplace(key, std::move(e)).first->second;
}

nlohmann::json CpuRunner::run(const RunRequest &req) {
  Workload w;
  try {
    w = workload_from_spec(req.workload_spec);
  } catch (const std::exception &e) {
    return failure_reply(MeasureError::RuntimeError, e.what());
  }
  // A compiled kernel, or a library call (with its generated epilogue) set up here.
  std::unique_ptr<LoadedKernel> kernel;
  std::unique_ptr<LibraryKernel> library;
  try {
    if (req.library.is_null())
      kernel = LoadedKernel::load(req.object, req.symbol);
    else
      library = LibraryKernel::create(LibraryCall::from_json(req.library), w, Target::parse(req.target));
  } catch (const std::exception &e) {
    return failure_reply(MeasureError::RuntimeError, std::string("cannot load the candidate: ") + e.what());
  }
  auto call = [&](void **args) {
    if (library)
      library->call_packed(args);
    else
      kernel->call_packed(args);
  };
  Expected &exp = expected(req.workload_spec, req.measure.seed);

  // Guarded arguments (made once per workload): inputs copied in, outputs zeroed.
  auto &guarded = exp.arguments;
  auto &names = exp.names;
  if (guarded.empty()) {
    for (auto &t : w.args()) {
      guarded.push_back(std::make_unique<GuardedArray>(t.shape(), t.dtype()));
      names.push_back(t.name());
    }
  }
  for (size_t i = 0; i < exp.inputs.size(); ++i) const_cast<NDArray &>(guarded[i]->array()).copy_from(exp.inputs[i]);
  for (size_t i = exp.inputs.size(); i < guarded.size(); ++i) const_cast<NDArray &>(guarded[i]->array()).fill_zero();
  std::vector<void *> ptrs;
  for (auto &g : guarded) ptrs.push_back(g->array().data());
  auto overrun = [&]() -> std::string {
    for (size_t i = 0; i < guarded.size(); ++i) {
      if (!guarded[i]->canaries_intact()) {
        std::string name = names[i];
        guarded.clear();  // fresh arguments (and canaries) for the next candidate
        names.clear();
        return name;
      }
    }
    return "";
  };

  call(ptrs.data());
  if (std::string bad = overrun(); !bad.empty())
    return failure_reply(MeasureError::RuntimeError, "the candidate wrote outside buffer '" + bad + "'");
  double max_error = 0;
  size_t n_in = exp.inputs.size();
  for (size_t i = 0; i < exp.outputs.size(); ++i) {
    max_error = std::max(max_error, relative_error(guarded[n_in + i]->array(), exp.outputs[i]));
  }
  double tol = tolerance_for(w);
  if (!(max_error <= tol)) {
    char buf[160];
    std::snprintf(buf, sizeof(buf), "max relative error %.3g against the reference (tolerance %.0g)", max_error, tol);
    return {{"ok", false},
            {"error", measure_error_name(MeasureError::WrongResult)},
            {"message", buf},
            {"max_error", max_error}};
  }

  // Timing by the one policy (TimingLoop.h), with the one flush (CacheFlush.h) when asked.
  KernelBuffers buffers = kernel_buffers(w, ptrs);
  MeasureOptions measure = effective_cold(req.measure, w, false);
  TimedCalls timed = time_cpu_calls(
      measure, [&] { call(ptrs.data()); }, [&] { flush_(measure, buffers); });
  if (std::string bad = overrun(); !bad.empty())
    return failure_reply(MeasureError::RuntimeError,
                         "the candidate wrote outside buffer '" + bad + "' while being timed");
  return {{"ok", true}, {"costs", timed.costs}, {"number", timed.number}, {"max_error", max_error}};
}

}  // namespace ktune::measure
