// The generated half of a composite library candidate on a CUDA device: cuBLAS or cuDNN
// computes the GEMM or the convolution into a device scratch tensor, and this kernel, compiled
// by ktune with its op template's GPU schedule, adds the bias and the residual and applies the
// activation, as Epilogue.cpp does on the CPU. It is launched on the default stream, after the
// library's routine on the same stream, so the events that time the call cover both.
#include <algorithm>

#include "Libraries.h"
#include "ktune/driver/Driver.h"
#include "ktune/schedule/Template.h"
#include "ktune/support/CudaDriver.h"
#include "ktune/support/Error.h"

namespace ktune::library {

namespace {

const CudaDriver &driver() {
  std::string why;
  const CudaDriver *d = CudaDriver::get(&why);
  user_check(d, "a library call on a CUDA device needs the NVIDIA driver: " << why);
  return *d;
}

}  // namespace

DeviceScratch::DeviceScratch(size_t bytes) : bytes_(bytes) {
  const CudaDriver &d = driver();
  d.check(d.cuMemAlloc(&ptr_, std::max<size_t>(bytes, 256)),
          "cuMemAlloc of a library call's " + std::to_string(bytes) + " scratch bytes");
}

DeviceScratch::~DeviceScratch() {
  if (ptr_) driver().cuMemFree(ptr_);
}

GpuEpilogue::GpuEpilogue(const EpilogueSpec &spec, const Target &target) : spec_(spec) {
  user_check(target.kind == Target::Kind::CUDA, "a GPU epilogue is compiled for a CUDA target, not " << target.str());
  CompiledKernel k = build_kernel(schedule_from_template(epilogue_workload(spec), target), target);
  // The cubin ptxas made, then the PTX text (NUL-terminated) for the driver to compile when the
  // device cannot load the cubin (another architecture than the target's).
  const CudaDriver &d = driver();
  std::string ptx = k.object + std::string(1, '\0');
  CudaDriver::Result r = k.cubin.empty() ? -1 : d.cuModuleLoadData(&module_, k.cubin.data());
  if (r != 0) d.check(d.cuModuleLoadData(&module_, ptx.data()), "loading the epilogue " + k.symbol);
  try {
    d.check(d.cuModuleGetFunction(&function_, module_, k.symbol.c_str()), "cuModuleGetFunction(" + k.symbol + ")");
  } catch (...) {
    d.cuModuleUnload(module_);
    throw;
  }
  for (int i = 0; i < 3; ++i) {
    grid_[i] = static_cast<unsigned>(k.launch.grid[i]);
    block_[i] = static_cast<unsigned>(k.launch.block[i]);
  }
}

GpuEpilogue::~GpuEpilogue() {
  if (module_) driver().cuModuleUnload(module_);
}

void GpuEpilogue::run(unsigned long long d, unsigned long long bias, unsigned long long residual,
                      unsigned long long y) const {
  unsigned long long args[4];
  int n = 0;
  args[n++] = d;
  if (spec_.bias) args[n++] = bias;
  if (spec_.residual) args[n++] = residual;
  args[n++] = y;
  void *params[4];
  for (int i = 0; i < n; ++i) params[i] = &args[i];
  const CudaDriver &drv = driver();
  drv.check(drv.cuLaunchKernel(function_, grid_[0], grid_[1], grid_[2], block_[0], block_[1], block_[2], 0, nullptr,
                               params, nullptr),
            "launching the generated epilogue");
}

}  // namespace ktune::library
