// The CUDA driver API, loaded at run time (dlopen of libcuda.so.1): ktune builds and runs on
// machines without a GPU or a driver, and uses one where it finds it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace ktune {

/** The part of the driver API the runner, `ktune targets` and the benchmarks use. Types are
 * declared here by their ABI (handles are pointers, device pointers 64-bit integers), so no
 * CUDA header is needed to build. */
struct CudaDriver {
  using Result = int;
  using Device = int;
  using Context = void *;
  using Module = void *;
  using Function = void *;
  using Stream = void *;
  using Event = void *;
  using DevicePtr = unsigned long long;

  Result (*cuInit)(unsigned) = nullptr;
  Result (*cuDriverGetVersion)(int *) = nullptr;
  Result (*cuDeviceGetCount)(int *) = nullptr;
  Result (*cuDeviceGet)(Device *, int) = nullptr;
  Result (*cuDeviceGetName)(char *, int, Device) = nullptr;
  Result (*cuDeviceGetAttribute)(int *, int, Device) = nullptr;
  Result (*cuDeviceTotalMem)(size_t *, Device) = nullptr;
  Result (*cuDevicePrimaryCtxRetain)(Context *, Device) = nullptr;
  Result (*cuCtxSetCurrent)(Context) = nullptr;
  Result (*cuCtxSynchronize)() = nullptr;
  Result (*cuModuleLoadData)(Module *, const void *) = nullptr;
  Result (*cuModuleUnload)(Module) = nullptr;
  Result (*cuModuleGetFunction)(Function *, Module, const char *) = nullptr;
  Result (*cuMemAlloc)(DevicePtr *, size_t) = nullptr;
  Result (*cuMemFree)(DevicePtr) = nullptr;
  Result (*cuMemcpyHtoD)(DevicePtr, const void *, size_t) = nullptr;
  Result (*cuMemcpyDtoH)(void *, DevicePtr, size_t) = nullptr;
  Result (*cuMemsetD8)(DevicePtr, unsigned char, size_t) = nullptr;
  Result (*cuMemcpyDtoD)(DevicePtr, DevicePtr, size_t) = nullptr;
  Result (*cuLaunchKernel)(Function, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, Stream,
                           void **, void **) = nullptr;
  Result (*cuEventCreate)(Event *, unsigned) = nullptr;
  Result (*cuEventRecord)(Event, Stream) = nullptr;
  Result (*cuEventSynchronize)(Event) = nullptr;
  Result (*cuEventElapsedTime)(float *, Event, Event) = nullptr;
  Result (*cuEventDestroy)(Event) = nullptr;
  Result (*cuGetErrorString)(Result, const char **) = nullptr;

  /** The driver, loaded and initialised once; nullptr when there is none, with the reason in
   * *why ("libcuda.so.1 not found", "cuInit failed: no CUDA-capable device" ...). */
  static const CudaDriver *get(std::string *why = nullptr);
  /** Throws Error "<what>: <driver message>" when r is not CUDA_SUCCESS. */
  void check(Result r, const std::string &what) const;

  // Device attributes (CUdevice_attribute values).
  static constexpr int kMaxThreadsPerBlock = 1;
  static constexpr int kMultiprocessorCount = 16;
  static constexpr int kL2CacheSize = 38;
  static constexpr int kComputeCapabilityMajor = 75;
  static constexpr int kComputeCapabilityMinor = 76;
  static constexpr int kMemoryClockRate = 36;  // kHz
  static constexpr int kGlobalMemoryBusWidth = 37;
};

/** One GPU the driver reports. */
struct CudaDeviceInfo {
  int ordinal = 0;
  std::string name;
  int cc_major = 0, cc_minor = 0;
  int multiprocessors = 0;
  int64_t memory_bytes = 0;
  int64_t l2_bytes = 0;
  /** "sm_90" for compute capability 9.0. */
  std::string arch() const { return "sm_" + std::to_string(cc_major) + std::to_string(cc_minor); }
};

/** The CUDA devices of this machine; empty (with the reason in *why) without a driver or GPU. */
std::vector<CudaDeviceInfo> cuda_devices(std::string *why = nullptr);

/** The AMD GPUs the HIP runtime (libamdhip64.so, loaded at run time) reports; 0, with the
 * reason in *why, without the runtime or a GPU (src/runtime/HipProbe.cpp). */
int hip_device_count(std::string *why = nullptr);

}  // namespace ktune
