// Loading the CUDA driver at run time. Only the symbols' ABI is assumed (the _v2 entry points
// of 64-bit device pointers), not any header; the library stays loaded for the process.
#include "ktune/support/CudaDriver.h"

#include <dlfcn.h>

#include <mutex>

#include "ktune/support/DynamicLibrary.h"
#include "ktune/support/Error.h"

namespace ktune {

const CudaDriver *CudaDriver::get(std::string *why) {
  static std::once_flag once;
  static CudaDriver driver;
  static bool ok = false;
  static std::string reason;
  std::call_once(once, [] {
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
      reason = "no NVIDIA driver (libcuda.so.1 cannot be loaded: " + std::string(dlerror()) + ")";
      return;
    }
    CudaDriver &d = driver;
    bool all =
        load_symbol(lib, d.cuInit, "cuInit") && load_symbol(lib, d.cuDriverGetVersion, "cuDriverGetVersion") &&
        load_symbol(lib, d.cuDeviceGetCount, "cuDeviceGetCount") && load_symbol(lib, d.cuDeviceGet, "cuDeviceGet") &&
        load_symbol(lib, d.cuDeviceGetName, "cuDeviceGetName") &&
        load_symbol(lib, d.cuDeviceGetAttribute, "cuDeviceGetAttribute") &&
        load_symbol(lib, d.cuDeviceTotalMem, "cuDeviceTotalMem_v2") &&
        load_symbol(lib, d.cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain") &&
        load_symbol(lib, d.cuCtxSetCurrent, "cuCtxSetCurrent") &&
        load_symbol(lib, d.cuCtxSynchronize, "cuCtxSynchronize") &&
        load_symbol(lib, d.cuModuleLoadData, "cuModuleLoadData") &&
        load_symbol(lib, d.cuModuleUnload, "cuModuleUnload") &&
        load_symbol(lib, d.cuModuleGetFunction, "cuModuleGetFunction") &&
        load_symbol(lib, d.cuMemAlloc, "cuMemAlloc_v2") && load_symbol(lib, d.cuMemFree, "cuMemFree_v2") &&
        load_symbol(lib, d.cuMemcpyHtoD, "cuMemcpyHtoD_v2") && load_symbol(lib, d.cuMemcpyDtoH, "cuMemcpyDtoH_v2") &&
        load_symbol(lib, d.cuMemsetD8, "cuMemsetD8_v2") && load_symbol(lib, d.cuMemcpyDtoD, "cuMemcpyDtoD_v2") &&
        load_symbol(lib, d.cuLaunchKernel, "cuLaunchKernel") && load_symbol(lib, d.cuEventCreate, "cuEventCreate") &&
        load_symbol(lib, d.cuEventRecord, "cuEventRecord") &&
        load_symbol(lib, d.cuEventSynchronize, "cuEventSynchronize") &&
        load_symbol(lib, d.cuEventElapsedTime, "cuEventElapsedTime") &&
        load_symbol(lib, d.cuEventDestroy, "cuEventDestroy_v2") &&
        load_symbol(lib, d.cuGetErrorString, "cuGetErrorString");
    if (!all) {
      const char *missing = dlerror();  // read once: a second call returns NULL
      reason = "the NVIDIA driver (libcuda.so.1) lacks a function ktune needs: " + std::string(missing ? missing : "");
      return;
    }
    CudaDriver::Result r = d.cuInit(0);
    if (r != 0) {
      const char *msg = nullptr;
      d.cuGetErrorString(r, &msg);
      reason = "cuInit failed: " + std::string(msg ? msg : "error " + std::to_string(r));
      return;
    }
    ok = true;
  });
  if (why) *why = reason;
  return ok ? &driver : nullptr;
}

void CudaDriver::check(Result r, const std::string &what) const {
  if (r == 0) return;
  const char *msg = nullptr;
  cuGetErrorString(r, &msg);
  throw Error(what + ": " + (msg ? msg : "CUDA error " + std::to_string(r)));
}

std::vector<CudaDeviceInfo> cuda_devices(std::string *why) {
  std::vector<CudaDeviceInfo> out;
  const CudaDriver *d = CudaDriver::get(why);
  if (!d) return out;
  int count = 0;
  if (d->cuDeviceGetCount(&count) != 0 || count == 0) {
    if (why) *why = "the NVIDIA driver reports no CUDA device";
    return out;
  }
  for (int i = 0; i < count; ++i) {
    CudaDriver::Device dev;
    if (d->cuDeviceGet(&dev, i) != 0) continue;
    CudaDeviceInfo info;
    info.ordinal = i;
    char name[256] = {0};
    d->cuDeviceGetName(name, sizeof(name), dev);
    info.name = name;
    d->cuDeviceGetAttribute(&info.cc_major, CudaDriver::kComputeCapabilityMajor, dev);
    d->cuDeviceGetAttribute(&info.cc_minor, CudaDriver::kComputeCapabilityMinor, dev);
    d->cuDeviceGetAttribute(&info.multiprocessors, CudaDriver::kMultiprocessorCount, dev);
    int l2 = 0;
    d->cuDeviceGetAttribute(&l2, CudaDriver::kL2CacheSize, dev);
    info.l2_bytes = l2;
    size_t mem = 0;
    d->cuDeviceTotalMem(&mem, dev);
    info.memory_bytes = static_cast<int64_t>(mem);
    out.push_back(info);
  }
  return out;
}

}  // namespace ktune
