// Loading a compiled kernel into this process and calling it.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ktune/codegen/CodeGen.h"
#include "ktune/runtime/NDArray.h"

namespace ktune {

/** A kernel's object code linked into this process with LLVM's ORC JIT. The runtime's own
 * functions (thread pool, allocation) and the C math library resolve to this process. */
class LoadedKernel {
 public:
  /** Links object bytes and finds <symbol>_packed. Throws Error when linking fails. */
  static std::unique_ptr<LoadedKernel> load(const std::string &object, const std::string &symbol);
  static std::unique_ptr<LoadedKernel> load(const CompiledKernel &k) { return load(k.object, k.symbol); }
  ~LoadedKernel();

  /** Calls the kernel with one pointer per buffer argument. */
  void call_packed(void **args) const { packed_(args); }
  /** Calls the kernel on arrays, one per buffer argument in order. Checks nothing: callers
   * make the arrays from the workload (see make_arguments). */
  void call(const std::vector<NDArray> &args) const;

 private:
  LoadedKernel() = default;
  struct Impl;
  std::unique_ptr<Impl> impl_;
  void (*packed_)(void **) = nullptr;
};

}  // namespace ktune
