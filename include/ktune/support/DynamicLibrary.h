// Libraries loaded at run time (the NVIDIA driver, the HIP runtime, cuBLAS): ktune links none
// of them, so it builds and runs where they are missing.
#pragma once

#include <dlfcn.h>

#include <initializer_list>
#include <string>

namespace ktune {

/** The first of the names that dlopen loads (RTLD_NOW | RTLD_LOCAL), or nullptr when none does. */
inline void *open_first_library(std::initializer_list<const char *> names) {
  for (const char *name : names) {
    if (void *lib = dlopen(name, RTLD_NOW | RTLD_LOCAL)) return lib;
  }
  return nullptr;
}

/** The file of the loaded library that defines `symbol` ("" when dladdr cannot tell). */
inline std::string file_defining(const void *symbol) {
  Dl_info info{};
  return dladdr(symbol, &info) && info.dli_fname ? info.dli_fname : "";
}

/** Sets fn to the library's function called name; false (and fn null) when it has none. */
template <typename F>
bool load_symbol(void *lib, F *&fn, const char *name) {
  fn = reinterpret_cast<F *>(dlsym(lib, name));
  return fn != nullptr;
}

}  // namespace ktune
