// GpuDevice over the CUDA driver API (src/runtime/CudaDriver.cpp loads it).
#include <algorithm>

#include "GpuDevice.h"
#include "ktune/support/CudaDriver.h"
#include "ktune/support/Error.h"

namespace ktune::measure {

namespace {

class CudaDevice : public GpuDevice {
 public:
  explicit CudaDevice(const CudaDriver *d) : d_(d) {
    d_->check(d_->cuDeviceGet(&dev_, 0), "cuDeviceGet(0)");
    CudaDriver::Context ctx;
    d_->check(d_->cuDevicePrimaryCtxRetain(&ctx, dev_), "cuDevicePrimaryCtxRetain");
    d_->check(d_->cuCtxSetCurrent(ctx), "cuCtxSetCurrent");
  }
  Ptr alloc(size_t bytes) override {
    CudaDriver::DevicePtr p = 0;
    d_->check(d_->cuMemAlloc(&p, std::max<size_t>(bytes, 256)), "cuMemAlloc of " + std::to_string(bytes) + " bytes");
    return p;
  }
  void release(Ptr p) override { d_->cuMemFree(p); }
  void to_device(Ptr dst, const void *src, size_t bytes) override {
    d_->check(d_->cuMemcpyHtoD(dst, src, bytes), "copying to the device");
  }
  void to_host(void *dst, Ptr src, size_t bytes) override {
    d_->check(d_->cuMemcpyDtoH(dst, src, bytes), "copying from the device");
  }
  void fill(Ptr dst, unsigned char value, size_t bytes) override {
    d_->check(d_->cuMemsetD8(dst, value, bytes), "cuMemsetD8");
  }
  void *load_module(const std::string &image) override {
    CudaDriver::Module m = nullptr;
    d_->check(d_->cuModuleLoadData(&m, image.data()), "cuModuleLoadData");
    return m;
  }
  void unload_module(void *module) override { d_->cuModuleUnload(module); }
  void *function(void *module, const std::string &name) override {
    CudaDriver::Function f = nullptr;
    d_->check(d_->cuModuleGetFunction(&f, module, name.c_str()), "cuModuleGetFunction(" + name + ")");
    return f;
  }
  void launch(void *f, const unsigned grid[3], const unsigned block[3], unsigned shared, void **params) override {
    d_->check(d_->cuLaunchKernel(f, grid[0], grid[1], grid[2], block[0], block[1], block[2], shared, nullptr, params,
                                 nullptr),
              "cuLaunchKernel");
  }
  void synchronize(const std::string &what) override { d_->check(d_->cuCtxSynchronize(), what); }
  double time_ms(const std::function<void()> &work) override {
    CudaDriver::Event start = nullptr, stop = nullptr;
    d_->check(d_->cuEventCreate(&start, 0), "cuEventCreate");
    d_->check(d_->cuEventCreate(&stop, 0), "cuEventCreate");
    float ms = 0;
    try {
      d_->check(d_->cuEventRecord(start, nullptr), "cuEventRecord");
      work();
      d_->check(d_->cuEventRecord(stop, nullptr), "cuEventRecord");
      d_->check(d_->cuEventSynchronize(stop), "waiting for the timed launches");
      d_->check(d_->cuEventElapsedTime(&ms, start, stop), "cuEventElapsedTime");
    } catch (...) {
      d_->cuEventDestroy(start);
      d_->cuEventDestroy(stop);
      throw;
    }
    d_->cuEventDestroy(start);
    d_->cuEventDestroy(stop);
    return ms;
  }
  size_t flush_bytes() override {
    int l2 = 0;
    d_->cuDeviceGetAttribute(&l2, CudaDriver::kL2CacheSize, dev_);
    return static_cast<size_t>(std::max(l2, 1 << 20)) * 2;
  }

 private:
  const CudaDriver *d_;
  CudaDriver::Device dev_ = 0;
};

}  // namespace

std::unique_ptr<GpuDevice> open_cuda_device(std::string *why) {
  const CudaDriver *d = CudaDriver::get(why);
  if (!d) return nullptr;
  return std::make_unique<CudaDevice>(d);
}

}  // namespace ktune::measure
