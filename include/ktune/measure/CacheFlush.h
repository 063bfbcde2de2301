// The CPU cache flush before a cold call: one place for what "cold" means, used by the
// measurement harness's runner (--flush-cache and --cold-weights in ktune tune) and by ktune run.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "ktune/ir/Workload.h"
#include "ktune/measure/Measure.h"

namespace ktune {

/** A kernel's arguments split by how a cold call finds them (kernel_buffers, below). */
struct KernelBuffers {
  std::vector<std::pair<const void *, std::size_t>> weights;
  std::vector<std::pair<void *, std::size_t>> activations;
};

/** Overwrites the CPU's caches: writes one byte of every 64-byte line of a 128 MiB buffer (more
 * than the last-level caches of the machines ktune runs on), split over the kernels' thread pool,
 * so that each core's private L2 is overwritten too and the workers come out of it spinning, as
 * they are when a model's kernel starts after the one before it. The buffer is allocated on the
 * first call and kept. */
class CpuCacheFlush {
 public:
  void operator()();
  /** Before a cold call under `options` (effective_cold's, TimingLoop.h): with flush_cache, the whole
   * flush above; with cold_weights, each line of `buffers.weights` evicted from every level of
   * every core's caches (CLFLUSH), then each line of every activation rewritten (its own value) by
   * the pool's threads, one contiguous block of it per thread: the state in which the parallel
   * kernel before it in a model leaves its input, and in which an earlier value left the bytes
   * that its output reuses. */
  void operator()(const MeasureOptions &options, const KernelBuffers &buffers);

 private:
  std::vector<char> buffer_;
};

/** The 64-byte lines that hold the bytes [data, data + bytes): the first line's address and how
 * many there are (none for no bytes). */
std::pair<std::uintptr_t, int64_t> cache_lines(const void *data, std::size_t bytes);

/** A kernel's arguments (`args`: its inputs then its outputs) as the cold_weights condition treats
 * them: the workload's weight inputs (weight_inputs, ktune/ops/Registry.h), and every other input
 * and output (the activations), as data and bytes. */
KernelBuffers kernel_buffers(const Workload &w, const std::vector<void *> &args);

}  // namespace ktune
