// What the GPU runner needs from a GPU: memory, modules, launches, timing. One implementation
// per vendor API, each loading its library at run time (CUDA driver: libcuda.so.1; HIP:
// libamdhip64.so), so the worker builds and runs where neither exists.
#pragma once

#include <functional>
#include <memory>
#include <string>

namespace ktune::measure {

class GpuDevice {
 public:
  using Ptr = unsigned long long;
  virtual ~GpuDevice() = default;
  virtual Ptr alloc(size_t bytes) = 0;
  virtual void release(Ptr p) = 0;
  virtual void to_device(Ptr dst, const void *src, size_t bytes) = 0;
  virtual void to_host(void *dst, Ptr src, size_t bytes) = 0;
  virtual void fill(Ptr dst, unsigned char value, size_t bytes) = 0;
  /** Loads a module image (cubin, PTX text ending in NUL, or a code object); throws Error. */
  virtual void *load_module(const std::string &image) = 0;
  virtual void unload_module(void *module) = 0;
  virtual void *function(void *module, const std::string &name) = 0;
  virtual void launch(void *function, const unsigned grid[3], const unsigned block[3], unsigned shared_bytes,
                      void **params) = 0;
  /** Waits for the device; throws Error naming what ran when it failed. */
  virtual void synchronize(const std::string &what) = 0;
  /** Milliseconds that work (launches) took on the device, measured with events. */
  virtual double time_ms(const std::function<void()> &work) = 0;
  /** Bytes to overwrite to flush the device's last-level cache. */
  virtual size_t flush_bytes() = 0;
};

/** Device 0 of the CUDA driver, or nullptr with the reason. */
std::unique_ptr<GpuDevice> open_cuda_device(std::string *why);
/** Device 0 of the HIP runtime, or nullptr with the reason. */
std::unique_ptr<GpuDevice> open_hip_device(std::string *why);

}  // namespace ktune::measure
