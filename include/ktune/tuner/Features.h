// Features of a candidate for the cost model, read from its lowered loop nest.
#pragma once

#include <string>
#include <vector>

#include "ktune/codegen/CodeGen.h"
#include "ktune/lower/Lower.h"

namespace ktune {

/** The names of the features, in order (log2(1 + x) of counts, bytes and extents). */
const std::vector<std::string> &feature_names();

/** The feature vector of a lowered kernel: loop extents by annotation (parallel, vectorized,
 * serial; unrolled loops are copies by then), the iterations of the innermost statements, arithmetic per iteration and
 * in total, the bytes read and written through each kind of access (contiguous vector, broadcast, masked, gathered,
 * scalar) with their innermost-loop strides, the arithmetic intensity, the vector lanes, and the kernel's own buffers
 * against the cache sizes. */
std::vector<float> extract_features(const LoweredFunc &f);

/** The names of the figures a GPU candidate's features end with (gpu_features). */
const std::vector<std::string> &gpu_feature_names();

/** A GPU candidate's features: the loop-nest features of its lowered kernel, then what its
 * compilation reported (registers or VGPRs, SGPRs, spilled bytes, shared memory per block, from
 * ptxas or the AMDGPU back end), its launch (threads per block, blocks) and the blocks per
 * multiprocessor those allow (the occupancy that registers, shared memory and threads leave). */
std::vector<float> extract_features(const LoweredFunc &f, const CompiledKernel &gpu_kernel);

}  // namespace ktune
