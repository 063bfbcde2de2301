// Whether this machine has an AMD GPU that the HIP runtime can use: libamdhip64.so loaded at
// run time (dlopen), hipInit, hipGetDeviceCount. Nothing else of HIP is needed outside the
// measurement worker (tuner/measure/worker/HipDevice.cpp).
#include "ktune/support/CudaDriver.h"
#include "ktune/support/DynamicLibrary.h"

namespace ktune {

int hip_device_count(std::string *why) {
  void *lib = open_first_library({"libamdhip64.so", "libamdhip64.so.6"});
  if (!lib) {
    if (why) *why = "no ROCm runtime (libamdhip64.so cannot be loaded)";
    return 0;
  }
  int (*init)(unsigned) = nullptr;
  int (*count_fn)(int *) = nullptr;
  int count = 0;
  if (!load_symbol(lib, init, "hipInit") || !load_symbol(lib, count_fn, "hipGetDeviceCount") || init(0) != 0 ||
      count_fn(&count) != 0 || count == 0) {
    if (why) *why = "the HIP runtime reports no GPU";
    return 0;
  }
  return count;
}

}  // namespace ktune
