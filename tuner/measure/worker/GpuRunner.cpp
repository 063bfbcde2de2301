#include "GpuRunner.h"
#include "../Protocol.h"
#include "CudaImages.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <functional>
#include <thread>

#include "ktune/driver/Driver.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/measure/TimingLoop.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune::measure {

namespace {

/** Device memory released on every path. */
struct DeviceBuffer {
  GpuDevice &d;
  GpuDevice::Ptr ptr;
  size_t bytes;
  DeviceBuffer(GpuDevice &device, size_t n) : d(device), ptr(device.alloc(n)), bytes(n) {}
  ~DeviceBuffer() { d.release(ptr); }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
};

struct ModuleHandle {
  GpuDevice &d;
  void *module;
  ~ModuleHandle() { d.unload_module(module); }
};

}  // namespace

const ReferenceData &GpuRunner::expected(const std::string &spec, uint64_t seed) {
  auto key = std::make_pair(spec, seed);
  auto it = cache_.find(key);
  if (it != cache_.end()) return it->second;
  cache_.clear();  // one workload's data at a time (see CpuRunner::expected)
  return cache_.emplace(key, make_reference(spec, seed)).first->second;
}

nlohmann::json GpuRunner::run(const RunRequest &req) {
  if (!opened_) {
    opened_ = true;
    device_ = api_ == "cuda" ? open_cuda_device(&why_no_device_) : open_hip_device(&why_no_device_);
  }
  if (!device_) return failure_reply(MeasureError::RuntimeError, why_no_device_);
  GpuDevice &d = *device_;
  const ReferenceData &e = expected(req.workload_spec, req.measure.seed);
  std::vector<std::unique_ptr<DeviceBuffer>> buffers;
  for (auto &in : e.inputs) {
    buffers.push_back(std::make_unique<DeviceBuffer>(d, static_cast<size_t>(in.bytes())));
    d.to_device(buffers.back()->ptr, in.data(), static_cast<size_t>(in.bytes()));
  }
  for (auto &out : e.outputs) {
    buffers.push_back(std::make_unique<DeviceBuffer>(d, static_cast<size_t>(out.bytes())));
    d.fill(buffers.back()->ptr, 0, static_cast<size_t>(out.bytes()));
  }
  std::vector<GpuDevice::Ptr> pointers;
  for (auto &b : buffers) pointers.push_back(b->ptr);
  std::function<void()> launch;
  std::unique_ptr<ModuleHandle> owned;
  std::unique_ptr<LibraryKernel> library;
  std::vector<void *> params;
  void *fn = nullptr;
  unsigned grid[3] = {1, 1, 1}, block[3] = {1, 1, 1};
  if (!req.library.is_null()) {
    // A library call (cuBLAS, cuDNN with its generated epilogue; rocBLAS, MIOpen), on the same
    // buffers and the same default stream as a generated kernel: the events time it the same way.
    try {
      library = LibraryKernel::create(LibraryCall::from_json(req.library), workload_from_spec(req.workload_spec),
                                      Target::parse(req.target));
    } catch (const std::exception &err) {
      // A call the library refuses, or its set-up (module, memory) failing: nothing ran on the
      // device, so the context is sound and the runner goes on.
      return failure_reply(MeasureError::RuntimeError, err.what());
    }
    for (auto &p : pointers) params.push_back(reinterpret_cast<void *>(static_cast<uintptr_t>(p)));
    launch = [&]() { library->call_packed(params.data()); };
  } else {
    // A cubin (with the PTX to fall back on) or a code object.
    void *module = nullptr;
    std::string load_errors;
    for (const std::string &image : module_images(req.object)) {
      try {
        module = d.load_module(image);
        break;
      } catch (const std::exception &ex) {
        load_errors += (load_errors.empty() ? "" : "; then ") + std::string(ex.what());
      }
    }
    if (!module) return failure_reply(MeasureError::RuntimeError, load_errors);
    owned.reset(new ModuleHandle{d, module});
    fn = d.function(module, req.symbol);
    for (auto &p : pointers) params.push_back(&p);
    for (int i = 0; i < 3; ++i) {
      grid[i] = static_cast<unsigned>(req.launch.at("grid").at(i).get<int64_t>());
      block[i] = static_cast<unsigned>(req.launch.at("block").at(i).get<int64_t>());
    }
    // Static shared memory is part of the kernel; no dynamic shared memory.
    launch = [&]() { d.launch(fn, grid, block, 0, params.data()); };
  }

  // Correctness first: one run, every output against the reference. A library that refuses the
  // call when it runs (cuDNN's status, MIOpen's find) throws UserError before anything is queued:
  // a failed candidate, not a broken context. A driver error still ends the runner (WorkerMain).
  try {
    launch();
  } catch (const UserError &err) {
    if (!library) throw;
    return failure_reply(MeasureError::RuntimeError, err.what());
  }
  d.synchronize("running " + (library ? std::string("the library call") : req.symbol));
  double max_error = 0;
  for (size_t o = 0; o < e.outputs.size(); ++o) {
    NDArray got = NDArray::empty(e.outputs[o].shape(), e.outputs[o].dtype());
    d.to_host(got.data(), buffers[e.inputs.size() + o]->ptr, static_cast<size_t>(got.bytes()));
    double err = relative_error(got, e.outputs[o]);
    max_error = std::max(max_error, err);
    if (!(err <= e.tolerance)) {
      return failure_reply(
          MeasureError::WrongResult,
          "output " + std::to_string(o) + " differs from the reference: relative error " + std::to_string(err));
    }
  }

  // Timing by the one policy (TimingLoop.h), with the device's events; a flush overwrites a
  // buffer larger than the device's last-level cache.
  // cold_weights flushes it too (effective_cold): there is no eviction of one buffer from its L2.
  MeasureOptions measure = effective_cold(req.measure, workload_from_spec(req.workload_spec), true);
  std::unique_ptr<DeviceBuffer> flush;
  if (measure.flush_cache) flush = std::make_unique<DeviceBuffer>(d, d.flush_bytes());
  TimedCalls timed = time_calls(
      measure,
      [&](int calls) {
        return d.time_ms([&]() {
          for (int i = 0; i < calls; ++i) launch();
        }) / 1e3;
      },
      [&] {
        if (flush) d.fill(flush->ptr, 1, flush->bytes);
      });
  return {{"ok", true}, {"costs", timed.costs}, {"number", timed.number}, {"max_error", max_error}};
}

}  // namespace ktune::measure
