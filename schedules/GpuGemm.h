// What the GPU GEMM templates share (GpuGemm.cpp: CUDA cores; GpuGemmTensorCore.cpp: tensor
// cores): where the GEMM's pieces are in a workload.
#pragma once

#include <string>

#include "ktune/schedule/Template.h"

namespace ktune::templates {

struct GpuGemmStages {
  std::string out;   // the output stage (bound to blocks and threads)
  std::string acc;   // the reduction stage when out is an epilogue over it, else ""
  std::string a, b;  // the input tensors staged in shared memory
  bool batch = false;
};

/** Whether the tensor-core variant exists for this workload on this target: f16 or bf16 inputs
 * on NVIDIA sm_80 and later (mma.sync m16n8k16) or AMD CDNA2/CDNA3 (MFMA, Target::has_mfma). */
bool has_gpu_tensor_cores(const Workload &w, const Target &target);

/** The tensor-core variant (GpuGemmTensorCore.cpp), with the knobs of the GEMM template. */
void apply_gpu_gemm_tensor_cores(Schedule &s, const GpuGemmStages &g, const KnobValues &k, const Target &target);

}  // namespace ktune::templates
