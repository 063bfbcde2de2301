// What the GPU GEMM templates share (GpuGemm.cpp: CUDA cores; GpuGemmTensorCore.cpp: tensor
// cores, whose pieces the tensor-core conv2d, GpuConv2dTensorCore.cpp, reuses): where the
// GEMM's pieces are in a workload.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "ktune/schedule/Template.h"

namespace ktune::templates {

struct GpuGemmStages {
  std::string out;   // the output stage (bound to blocks and threads)
  std::string acc;   // the reduction stage when out is an epilogue over it, else ""
  std::string a, b;  // the input tensors staged in shared memory
  bool batch = false;
};

/** Whether the tensor-core variant exists for this workload on this target: f16 or bf16 inputs
 * on NVIDIA sm_80 and later (mma.sync m16n8k16) or AMD CDNA2/CDNA3 (MFMA, Target::has_mfma),
 * or f32 inputs of a workload that allows TF32 on NVIDIA sm_80 and later (m16n8k8.tf32). */
bool has_gpu_tensor_cores(const Workload &w, const Target &target);

// ---- What the tensor-core templates (GEMM, conv2d) share; GpuGemmTensorCore.cpp ----

/** x rounded up to a multiple of to. */
inline int64_t round_up(int64_t x, int64_t to) { return (x + to - 1) / to * to; }

/** The instruction for the workload's inputs on the target (instr_m: AMD's 32 or 16 rows). */
std::string tensor_core_intrinsic(const Workload &w, const Target &target, int64_t instr_m);

/** An instruction tile's rows and columns of an output stage split as the accumulator's layout
 * spreads them: lane_row and lane_col select the lane (fuse them, row part outer, and bind the
 * result to threadIdx.x), each lane loops over own. */
struct LaneSplit {
  std::string lane_row, lane_col;
  std::vector<std::string> own;
};
LaneSplit split_like_accumulator(Schedule &s, const std::string &stage, const std::string &rows,
                                 const std::string &cols, MatrixIntrinsic kind);
/** own's loops unrolled, the last vectorized where it is mma's column pair (columns: the
 * output's row length, even for aligned pairs). */
void annotate_lane_loops(Schedule &s, const std::string &stage, const std::vector<std::string> &own,
                         MatrixIntrinsic kind, int64_t columns);
/** Copies of a tensor into shared memory at the reduction step, spread over all the block's
 * threads (z, y, x), 16 bytes (8 16-bit or 4 f32 elements) per access. */
void cooperative_fetch_3d(Schedule &s, const std::string &stage, int64_t tz, int64_t ty, int64_t tx);
/** A shared tile's layout and pipeline from the knobs swizzle, double_buffer, stages, async_copy. */
void pipeline_shared_tile(Schedule &s, const std::string &stage, const KnobValues &k);

/** Whether conv2d's tensor-core variant exists for this workload on this target: NHWC, weights
 * [R,S,C,K], and has_gpu_tensor_cores (GpuConv2dTensorCore.cpp). */
bool has_gpu_conv_tensor_cores(const Workload &w, const Target &target);
/** conv2d's shared copies of its input (padded in the copy when the convolution pads: its pad
 * stage is inlined there) and of its weights, read by reader; returns {input copy, weight copy}
 * (GpuConv2d.cpp). */
std::pair<std::string, std::string> conv_shared_operands(Schedule &s, const std::string &reader);
/** conv2d's tensor-core implicit GEMM (GpuConv2dTensorCore.cpp), with the conv template's knobs. */
void apply_gpu_conv2d_tensor_cores(Schedule &s, const KnobValues &k, const Target &target);

/** The tensor-core variant (GpuGemmTensorCore.cpp), with the knobs of the GEMM template. */
void apply_gpu_gemm_tensor_cores(Schedule &s, const GpuGemmStages &g, const KnobValues &k, const Target &target);

}  // namespace ktune::templates
