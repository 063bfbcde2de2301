// Whether this machine has an AMD GPU that the HIP runtime can use: libamdhip64.so loaded at
// run time (dlopen), hipInit, hipGetDeviceCount. Nothing else of HIP is needed outside the
// measurement worker (tuner/measure/worker/HipDevice.cpp).
#include <dlfcn.h>

#include "ktune/runtime/CudaDriver.h"

namespace ktune {

int hip_device_count(std::string *why) {
  void *lib = dlopen("libamdhip64.so", RTLD_NOW | RTLD_LOCAL);
  if (!lib) lib = dlopen("libamdhip64.so.6", RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    if (why) *why = "no ROCm runtime (libamdhip64.so cannot be loaded)";
    return 0;
  }
  auto init = reinterpret_cast<int (*)(unsigned)>(dlsym(lib, "hipInit"));
  auto count_fn = reinterpret_cast<int (*)(int *)>(dlsym(lib, "hipGetDeviceCount"));
  int count = 0;
  if (!init || !count_fn || init(0) != 0 || count_fn(&count) != 0 || count == 0) {
    if (why) *why = "the HIP runtime reports no GPU";
    return 0;
  }
  return count;
}

}  // namespace ktune
