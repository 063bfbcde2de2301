// Compilation targets: the host CPU (or a named one) and, later, GPUs.
#pragma once

#include <string>
#include <vector>

namespace ktune {

/** A target string parsed: "llvm" (the host CPU with its detected features),
 * "llvm -mcpu=znver4", "llvm -mcpu=skylake-avx512 -mattr=+avx512f", "cuda -arch=sm_90",
 * "rocm -mcpu=gfx942". */
struct Target {
  enum class Kind { CPU, CUDA, ROCm };
  Kind kind = Kind::CPU;
  std::string triple;
  std::string cpu;       // LLVM CPU name (x86-64 CPU, or sm_XX / gfxNNN for GPUs)
  std::string features;  // LLVM feature string, "+avx2,+fma,..." (empty: the CPU's own)
  /** The -mattr= the user gave (part of the target string), e.g. "-avx512f". */
  std::string mattr;
  /** True when the kernels can run on this machine: for CPU targets, when every ISA feature
   * the target's code may use is on this CPU (see missing_cpu_features); for GPU targets ask
   * target_runs_here, which looks for a device. */
  bool runs_here = true;

  static Target parse(const std::string &text);
  /** The default CPU target: this machine's CPU, or the target named by the environment
   * variable KTUNE_HOST_TARGET (e.g. "llvm -mcpu=x86-64-v3"), which must run here. The test
   * suite runs again with it set, so that one machine checks the code of lower x86-64 levels. */
  static Target host();
  /** This machine's CPU with its detected features, whatever KTUNE_HOST_TARGET says. */
  static Target detected_host();
  /** The canonical target string: "llvm -mcpu=<cpu>[ -mattr=<mattr>]" or "cuda -arch=sm_90" ... */
  std::string str() const;
  /** Widest vector register in bits for CPU targets (512 with AVX-512, 256 with AVX2 ...). */
  int vector_bits() const;
  /** Architectural vector registers of a CPU target: 32 with AVX-512, else 16. */
  int vector_registers() const;
  /** Whether a CPU target's code may use the ISA feature (LLVM's name: "avx2", "f16c",
   * "avx512bf16" ...), from the CPU's definition in LLVM plus the target's -mattr. */
  bool has_feature(const std::string &name) const;
  /** The x86-64 micro-architecture level of a CPU target (the psABI's levels: 1 baseline,
   * 2 with SSE4.2 and POPCNT, 3 with AVX2, FMA and F16C, 4 with AVX-512 F/BW/CD/DQ/VL); 0 for
   * other architectures and GPUs. Schedules tuned at one level suit other CPUs of that level
   * best: it fixes the vector width and the number of vector registers. */
  int x86_level() const;
  /** The compute capability of a CUDA target times ten (80 for sm_80, 90 for sm_90 and sm_90a);
   * 0 for other targets. */
  int sm_version() const;
  /** Whether a ROCm target has the CDNA matrix instructions (MFMA): gfx90a, gfx940-942, gfx950. */
  bool has_mfma() const;
};

/** The ISA features a CPU target's code may use that this machine's CPU lacks (empty: it runs
 * here). Only features that the host detection reports are compared: LLVM's tuning flags are
 * not instructions. A target for another architecture (-mtriple) lacks "the <arch> ISA". */
std::vector<std::string> missing_cpu_features(const Target &target);

/** Whether kernels for the target can be measured here: a CPU target that is this CPU, a CUDA
 * target when the NVIDIA driver reports a device of at least that architecture, a ROCm target
 * when the HIP runtime reports a GPU (it must be of the target's gfx: the code object says
 * which it runs on). Otherwise *why says what is missing. */
bool target_runs_here(const Target &target, std::string *why = nullptr);

/** Registers LLVM's native (x86) target and the NVPTX and AMDGPU back ends, once per process:
 * before any target's features are read or any code is generated. */
void initialize_llvm();

}  // namespace ktune
