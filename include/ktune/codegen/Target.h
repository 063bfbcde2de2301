// Compilation targets: the host CPU (or a named one) and, later, GPUs.
#pragma once

#include <string>

namespace ktune {

/** A target string parsed: "llvm" (the host CPU with its detected features),
 * "llvm -mcpu=znver4", "llvm -mcpu=skylake-avx512 -mattr=+avx512f", "cuda -arch=sm_90",
 * "rocm -mcpu=gfx942". */
struct Target {
  enum class Kind { CPU, CUDA, ROCm };
  Kind kind = Kind::CPU;
  std::string triple;
  std::string cpu;       // LLVM CPU name (x86-64 CPU, or sm_XX / gfxNNN for GPUs)
  std::string features;  // LLVM feature string, "+avx2,+fma,..."
  /** True when the kernels can run on this machine (CPU targets; for GPU targets ask
   * target_runs_here, which looks for a device). */
  bool runs_here = true;

  static Target parse(const std::string &text);
  static Target host();
  /** The canonical target string: "llvm -mcpu=<cpu>" or "cuda -arch=sm_90" ... */
  std::string str() const;
  /** Widest vector register in bits for CPU targets (512 with AVX-512, 256 with AVX2 ...). */
  int vector_bits() const;
};

/** Whether kernels for the target can be measured here: a CPU target that is this CPU, a CUDA
 * target when the NVIDIA driver reports a device of at least that architecture, a ROCm target
 * when the HIP runtime reports a GPU (it must be of the target's gfx: the code object says
 * which it runs on). Otherwise *why says what is missing. */
bool target_runs_here(const Target &target, std::string *why = nullptr);

}  // namespace ktune
