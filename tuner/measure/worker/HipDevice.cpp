// GpuDevice over the HIP runtime, loaded at run time (dlopen of libamdhip64.so). Types are
// declared by their ABI (handles are pointers, hipError_t an int), so no ROCm header is needed.
// No AMD GPU is available to this project: this path is built, never run.
#include <algorithm>

#include "GpuDevice.h"
#include "ktune/support/DynamicLibrary.h"
#include "ktune/support/Error.h"

namespace ktune::measure {

namespace {

struct Hip {
  int (*hipInit)(unsigned) = nullptr;
  int (*hipGetDeviceCount)(int *) = nullptr;
  int (*hipSetDevice)(int) = nullptr;
  int (*hipMalloc)(void **, size_t) = nullptr;
  int (*hipFree)(void *) = nullptr;
  int (*hipMemcpy)(void *, const void *, size_t, int) = nullptr;
  int (*hipMemset)(void *, int, size_t) = nullptr;
  int (*hipModuleLoadData)(void **, const void *) = nullptr;
  int (*hipModuleUnload)(void *) = nullptr;
  int (*hipModuleGetFunction)(void **, void *, const char *) = nullptr;
  int (*hipModuleLaunchKernel)(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *,
                               void **, void **) = nullptr;
  int (*hipDeviceSynchronize)() = nullptr;
  int (*hipEventCreate)(void **) = nullptr;
  int (*hipEventRecord)(void *, void *) = nullptr;
  int (*hipEventSynchronize)(void *) = nullptr;
  int (*hipEventElapsedTime)(float *, void *, void *) = nullptr;
  int (*hipEventDestroy)(void *) = nullptr;
  const char *(*hipGetErrorString)(int) = nullptr;

  void check(int r, const std::string &what) const {
    if (r != 0)
      throw Error(what + ": " + (hipGetErrorString ? hipGetErrorString(r) : "HIP error " + std::to_string(r)));
  }
};

constexpr int kHostToDevice = 1, kDeviceToHost = 2;

class HipDevice : public GpuDevice {
 public:
  explicit HipDevice(const Hip &h) : h_(h) { h_.check(h_.hipSetDevice(0), "hipSetDevice(0)"); }
  Ptr alloc(size_t bytes) override {
    void *p = nullptr;
    h_.check(h_.hipMalloc(&p, std::max<size_t>(bytes, 256)), "hipMalloc of " + std::to_string(bytes) + " bytes");
    return reinterpret_cast<Ptr>(p);
  }
  void release(Ptr p) override { h_.hipFree(reinterpret_cast<void *>(p)); }
  void to_device(Ptr dst, const void *src, size_t bytes) override {
    h_.check(h_.hipMemcpy(reinterpret_cast<void *>(dst), src, bytes, kHostToDevice), "copying to the device");
  }
  void to_host(void *dst, Ptr src, size_t bytes) override {
    h_.check(h_.hipMemcpy(dst, reinterpret_cast<const void *>(src), bytes, kDeviceToHost), "copying from the device");
  }
  void fill(Ptr dst, unsigned char value, size_t bytes) override {
    h_.check(h_.hipMemset(reinterpret_cast<void *>(dst), value, bytes), "hipMemset");
  }
  void *load_module(const std::string &image) override {
    void *m = nullptr;
    h_.check(h_.hipModuleLoadData(&m, image.data()), "hipModuleLoadData");
    return m;
  }
  void unload_module(void *module) override { h_.hipModuleUnload(module); }
  void *function(void *module, const std::string &name) override {
    void *f = nullptr;
    h_.check(h_.hipModuleGetFunction(&f, module, name.c_str()), "hipModuleGetFunction(" + name + ")");
    return f;
  }
  void launch(void *f, const unsigned grid[3], const unsigned block[3], unsigned shared, void **params) override {
    h_.check(h_.hipModuleLaunchKernel(f, grid[0], grid[1], grid[2], block[0], block[1], block[2], shared, nullptr,
                                      params, nullptr),
             "hipModuleLaunchKernel");
  }
  void synchronize(const std::string &what) override { h_.check(h_.hipDeviceSynchronize(), what); }
  double time_ms(const std::function<void()> &work) override {
    void *start = nullptr, *stop = nullptr;
    h_.check(h_.hipEventCreate(&start), "hipEventCreate");
    h_.check(h_.hipEventCreate(&stop), "hipEventCreate");
    float ms = 0;
    try {
      h_.check(h_.hipEventRecord(start, nullptr), "hipEventRecord");
      work();
      h_.check(h_.hipEventRecord(stop, nullptr), "hipEventRecord");
      h_.check(h_.hipEventSynchronize(stop), "waiting for the timed launches");
      h_.check(h_.hipEventElapsedTime(&ms, start, stop), "hipEventElapsedTime");
    } catch (...) {
      h_.hipEventDestroy(start);
      h_.hipEventDestroy(stop);
      throw;
    }
    h_.hipEventDestroy(start);
    h_.hipEventDestroy(stop);
    return ms;
  }
  // The largest last-level cache of the GPUs ktune targets (MI300's 256 MiB Infinity Cache), twice.
  size_t flush_bytes() override { return size_t{512} << 20; }

 private:
  const Hip &h_;
};

}  // namespace

std::unique_ptr<GpuDevice> open_hip_device(std::string *why) {
  static Hip hip;
  static std::string reason;
  static bool ok = [] {
    void *lib = open_first_library({"libamdhip64.so", "libamdhip64.so.6"});
    if (!lib) {
      reason = "no ROCm runtime (libamdhip64.so cannot be loaded)";
      return false;
    }
    Hip &h = hip;
    bool all =
        load_symbol(lib, h.hipInit, "hipInit") && load_symbol(lib, h.hipGetDeviceCount, "hipGetDeviceCount") &&
        load_symbol(lib, h.hipSetDevice, "hipSetDevice") && load_symbol(lib, h.hipMalloc, "hipMalloc") &&
        load_symbol(lib, h.hipFree, "hipFree") && load_symbol(lib, h.hipMemcpy, "hipMemcpy") &&
        load_symbol(lib, h.hipMemset, "hipMemset") && load_symbol(lib, h.hipModuleLoadData, "hipModuleLoadData") &&
        load_symbol(lib, h.hipModuleUnload, "hipModuleUnload") &&
        load_symbol(lib, h.hipModuleGetFunction, "hipModuleGetFunction") &&
        load_symbol(lib, h.hipModuleLaunchKernel, "hipModuleLaunchKernel") &&
        load_symbol(lib, h.hipDeviceSynchronize, "hipDeviceSynchronize") &&
        load_symbol(lib, h.hipEventCreate, "hipEventCreate") && load_symbol(lib, h.hipEventRecord, "hipEventRecord") &&
        load_symbol(lib, h.hipEventSynchronize, "hipEventSynchronize") &&
        load_symbol(lib, h.hipEventElapsedTime, "hipEventElapsedTime") &&
        load_symbol(lib, h.hipEventDestroy, "hipEventDestroy") &&
        load_symbol(lib, h.hipGetErrorString, "hipGetErrorString");
    if (!all) {
      reason = "libamdhip64.so lacks a HIP function ktune needs";
      return false;
    }
    int count = 0;
    if (h.hipInit(0) != 0 || h.hipGetDeviceCount(&count) != 0 || count == 0) {
      reason = "the HIP runtime reports no GPU";
      return false;
    }
    return true;
  }();
  if (!ok) {
    if (why) *why = reason;
    return nullptr;
  }
  return std::make_unique<HipDevice>(hip);
}

}  // namespace ktune::measure
