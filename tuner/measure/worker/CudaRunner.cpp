#include "CudaRunner.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

#include "ktune/Driver.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune::measure {

namespace {

/** Device memory released on every path. */
struct DeviceBuffer {
  const CudaDriver *d = nullptr;
  CudaDriver::DevicePtr ptr = 0;
  size_t bytes = 0;
  DeviceBuffer(const CudaDriver *driver, size_t n) : d(driver), bytes(n) {
    d->check(d->cuMemAlloc(&ptr, std::max<size_t>(n, 256)), "cuMemAlloc of " + std::to_string(n) + " bytes");
  }
  ~DeviceBuffer() {
    if (ptr) d->cuMemFree(ptr);
  }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
};

struct ModuleHandle {
  const CudaDriver *d;
  CudaDriver::Module m = nullptr;
  ~ModuleHandle() {
    if (m) d->cuModuleUnload(m);
  }
};

struct EventPair {
  const CudaDriver *d;
  CudaDriver::Event start = nullptr, stop = nullptr;
  explicit EventPair(const CudaDriver *driver) : d(driver) {
    d->check(d->cuEventCreate(&start, 0), "cuEventCreate");
    d->check(d->cuEventCreate(&stop, 0), "cuEventCreate");
  }
  ~EventPair() {
    if (start) d->cuEventDestroy(start);
    if (stop) d->cuEventDestroy(stop);
  }
};

}  // namespace

CudaRunner::Expected &CudaRunner::expected(const std::string &spec, uint64_t seed) {
  auto key = std::make_pair(spec, seed);
  auto it = cache_.find(key);
  if (it != cache_.end()) return it->second;
  Workload w = workload_from_spec(spec);
  std::vector<NDArray> args = make_arguments(w, seed);
  Expected e;
  size_t n_in = w.inputs().size();
  e.inputs.assign(args.begin(), args.begin() + n_in);
  for (size_t o = n_in; o < args.size(); ++o) e.outputs.push_back(NDArray::empty(args[o].shape(), args[o].dtype()));
  run_reference(w, e.inputs, e.outputs);
  return cache_[key] = std::move(e);
}

nlohmann::json CudaRunner::run(const RunRequest &req) {
  std::string why;
  const CudaDriver *d = CudaDriver::get(&why);
  if (!d) return {{"ok", false}, {"error", "runtime_error"}, {"message", why}};
  CudaDriver::Device dev;
  d->check(d->cuDeviceGet(&dev, 0), "cuDeviceGet(0)");
  CudaDriver::Context ctx;
  d->check(d->cuDevicePrimaryCtxRetain(&ctx, dev), "cuDevicePrimaryCtxRetain");
  d->check(d->cuCtxSetCurrent(ctx), "cuCtxSetCurrent");

  Expected &e = expected(req.workload_spec, req.seed);
  std::vector<std::unique_ptr<DeviceBuffer>> buffers;
  for (auto &in : e.inputs) {
    buffers.push_back(std::make_unique<DeviceBuffer>(d, in.bytes()));
    d->check(d->cuMemcpyHtoD(buffers.back()->ptr, in.data(), in.bytes()), "copying an input to the device");
  }
  for (auto &out : e.outputs) {
    buffers.push_back(std::make_unique<DeviceBuffer>(d, out.bytes()));
    d->check(d->cuMemsetD8(buffers.back()->ptr, 0, out.bytes()), "clearing an output");
  }

  ModuleHandle module{d};
  // A cubin, or PTX text: the driver JIT-compiles PTX, which must end with a NUL.
  std::string image = req.object;
  if (image.rfind("\x7f" "ELF", 0) != 0 && (image.empty() || image.back() != '\0')) image.push_back('\0');
  CudaDriver::Result r = d->cuModuleLoadData(&module.m, image.data());
  if (r != 0) {
    const char *msg = nullptr;
    d->cuGetErrorString(r, &msg);
    return {{"ok", false}, {"error", "runtime_error"}, {"message", std::string("cuModuleLoadData: ") + (msg ? msg : "?")}};
  }
  CudaDriver::Function fn;
  d->check(d->cuModuleGetFunction(&fn, module.m, req.symbol.c_str()), "cuModuleGetFunction(" + req.symbol + ")");
  std::vector<CudaDriver::DevicePtr> pointers;
  for (auto &b : buffers) pointers.push_back(b->ptr);
  std::vector<void *> params;
  for (auto &p : pointers) params.push_back(&p);
  const nlohmann::json &l = req.launch;
  auto dim = [&](const char *key, int i) { return static_cast<unsigned>(l.at(key).at(i).get<int64_t>()); };
  auto launch = [&]() {
    d->check(d->cuLaunchKernel(fn, dim("grid", 0), dim("grid", 1), dim("grid", 2), dim("block", 0), dim("block", 1),
                               dim("block", 2), 0, nullptr, params.data(), nullptr),
             "cuLaunchKernel");
  };

  // Correctness first: one run, every output against the reference.
  launch();
  d->check(d->cuCtxSynchronize(), "running " + req.symbol);
  double max_error = 0;
  for (size_t o = 0; o < e.outputs.size(); ++o) {
    NDArray got = NDArray::empty(e.outputs[o].shape(), e.outputs[o].dtype());
    d->check(d->cuMemcpyDtoH(got.data(), buffers[e.inputs.size() + o]->ptr, got.bytes()), "copying an output back");
    double err = relative_error(got, e.outputs[o]);
    max_error = std::max(max_error, err);
    if (!(err <= tolerance_for(got.dtype()))) {
      return {{"ok", false}, {"error", "wrong_result"},
              {"message", "output " + std::to_string(o) + " differs from the reference: relative error " + std::to_string(err)}};
    }
  }

  // Timing: calls per measurement raised until one lasts min_repeat_ms.
  EventPair events(d);
  std::unique_ptr<DeviceBuffer> flush;
  if (req.flush_cache) {
    int l2 = 0;
    d->cuDeviceGetAttribute(&l2, CudaDriver::kL2CacheSize, dev);
    flush = std::make_unique<DeviceBuffer>(d, static_cast<size_t>(std::max(l2, 1 << 20)) * 2);
  }
  auto measure = [&](int number) {
    if (flush) d->check(d->cuMemsetD8(flush->ptr, 1, flush->bytes), "flushing the L2 cache");
    d->check(d->cuEventRecord(events.start, nullptr), "cuEventRecord");
    for (int i = 0; i < number; ++i) launch();
    d->check(d->cuEventRecord(events.stop, nullptr), "cuEventRecord");
    d->check(d->cuEventSynchronize(events.stop), "running " + req.symbol);
    float ms = 0;
    d->check(d->cuEventElapsedTime(&ms, events.start, events.stop), "cuEventElapsedTime");
    return static_cast<double>(ms) / 1e3 / number;
  };
  int number = std::max(1, req.number);
  if (req.number <= 0) {
    for (;;) {
      double t = measure(number) * number;
      if (t * 1e3 >= req.min_repeat_ms || number >= (1 << 20)) break;
      number = static_cast<int>(std::min<double>(1 << 20, std::ceil(number * std::max(2.0, req.min_repeat_ms / 1e3 / std::max(t, 1e-7) * 1.2))));
    }
  }
  std::vector<double> costs;
  int target = std::max(1, req.repeat);
  while (static_cast<int>(costs.size()) < target) {
    costs.push_back(measure(number));
    if (req.cooldown_ms > 0) std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(req.cooldown_ms));
    if (static_cast<int>(costs.size()) == target && req.target_relative_stderr > 0 && target < req.max_repeat) {
      double mean = 0, var = 0;
      for (double c : costs) mean += c;
      mean /= costs.size();
      for (double c : costs) var += (c - mean) * (c - mean);
      double stderr_rel = std::sqrt(var / (costs.size() - 1) / costs.size()) / mean;
      if (stderr_rel > req.target_relative_stderr) ++target;
    }
  }
  return {{"ok", true}, {"costs", costs}, {"number", number}, {"max_error", max_error}};
}

}  // namespace ktune::measure
