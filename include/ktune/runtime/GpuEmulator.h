// Running GPU kernels on the CPU, for testing GPU lowering where there is no GPU.
//
// A kernel compiled by codegen_gpu_emulation has the GPU semantics of its schedule (bound loops
// read block and thread indices, shared buffers are per block, barriers wait for the block's
// threads) but is CPU code: emulate_gpu_launch runs it block by block with one OS thread per
// GPU thread, a shared-memory arena per block and a real barrier. Slow (for tests on small
// shapes), and faithful to what the generated code asks of the hardware: if a schedule's
// lowering races, misses a barrier or reads outside its tile, the results show it. Warps are
// the block's threads in groups of 32 (64 for AMD's MFMA) in linear order (x fastest), as on
// the hardware; the warp-level matrix instructions exchange their operands between two barriers
// of the block, so every thread of the block must execute them (code generation refuses them
// under guards). A cp.async copy lands at its wait, so a tile read too early is caught; a copy
// that overwrites a tile other threads still read would not be (it lands late, not early).
// Misaligned cp.async and ldmatrix addresses are reported as the faults they are on a GPU.
#pragma once

#include <vector>

#include "ktune/codegen/CodeGen.h"
#include "ktune/runtime/Module.h"
#include "ktune/runtime/NDArray.h"

extern "C" {
int64_t ktune_emu_index(int32_t which);  // 0-2: threadIdx.x/y/z, 3-5: blockIdx.x/y/z
void ktune_emu_barrier(void);
void *ktune_emu_shared(int64_t offset);
int32_t ktune_emu_shuffle_xor(int32_t value, int32_t lane_mask);  // threadIdx.x ^ lane_mask's value
// ldmatrix.sync.aligned.m8n8.x{count}[.trans].b16: row is the address this lane gives; out gets
// the lane's 2*count 16-bit values (MatrixIntrinsic.h).
void ktune_emu_ldmatrix(const void *row, int32_t count, int32_t trans, void *out);
// The warp's D = A*B + C of a MatrixIntrinsic: a, b are this lane's 16-bit fragments, c and d
// its f32 accumulators.
void ktune_emu_mma(int32_t kind, const void *a, const void *b, const float *c, float *d);
// cp.async: the copy is only recorded; it lands at the ktune_emu_async_wait that covers its
// group (so a tile read before its wait is still the poisoned arena), src_bytes read and the
// rest of bytes zero.
void ktune_emu_copy_async(void *dst, const void *src, int32_t bytes, int32_t src_bytes);
void ktune_emu_async_commit(void);
void ktune_emu_async_wait(int32_t groups);
}

namespace ktune {

/** Runs the kernel over the launch's grid: blocks one after another, each with
 * launch.threads_per_block() threads. Throws UserError for a block of more than 1024 threads. */
void emulate_gpu_launch(const LoadedKernel &kernel, const GpuLaunch &launch, const std::vector<NDArray> &args);

}  // namespace ktune
