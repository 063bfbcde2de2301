// The lowering passes after the loop nest is built. Each lives in its own file.
#pragma once

#include <string>
#include <unordered_map>
#include <unordered_set>

#include "ktune/ir/Expr.h"
#include "ktune/lower/LoopNest.h"
#include "ktune/lower/Lower.h"

namespace ktune {

/** Reductions shared by a GPU block's threads (a reduction axis bound to threadIdx.*): each
 * thread's partial result, then a warp-shuffle butterfly or a shared-memory tree across the
 * threads (see LowerThreadReductions.cpp). */
Stmt lower_thread_reductions(const Stmt &s);

/** Reductions vectorized along one of their axes (vectorize_reduction): a partial result per
 * lane, folded into the accumulator in lane order after the reduction loops. */
Stmt lower_lane_reductions(const Stmt &s);

/** A serial or parallel loop whose split guards hold on a prefix of its iterations gets a
 * copy of its body for that prefix with the guards removed (if v < S {fast} else {guarded}). */
Stmt partition_loops(const Stmt &s);

/** An accumulation whose added term is a literal zero times a load (a padded tap, in the border
 * copies partition_loops made) is removed, in any kernel: a NaN or infinite load there no longer
 * reaches the result (see DropPaddedTaps.cpp). */
Stmt drop_padded_taps(const Stmt &s);

/** Multi-dimensional buffer accesses become one flat index, applying each buffer's layout
 * transform (blocked dimensions, permuted), row-major over the physical dimensions. */
Stmt storage_flatten(const Stmt &s);

/** The flat index of a multi-dimensional access to buffer b. */
Expr flatten_index(const BufferNode &b, const std::vector<Expr> &indices);

/** Loops marked vectorized become vector operations: the loop variable becomes a ramp, loads
 * and stores become vector (or gathered) accesses, and a guard that varies across lanes
 * becomes a mask on the stores and loads it covers. A body that cannot be vectorized that way
 * (storage allocated inside, a store whose index is the same for every lane) stays a scalar
 * loop. */
Stmt vectorize_loops(const Stmt &s);

/** A float vector (f32, f64) divided by a Broadcast becomes a multiply by the broadcast
 * reciprocal (see ReciprocalDivisors.cpp). */
Stmt reciprocal_divisors(const Stmt &s);

/** GPU shared-memory staging: a barrier before and after each statement that fills a shared
 * buffer which the statements after it read (see InjectThreadBarriers.cpp). Buffers in
 * synchronised (double-buffered ones) already have their barriers and are left alone. */
Stmt inject_thread_barriers(const Stmt &s, const std::unordered_set<const BufferNode *> &synchronised = {});

/** Shared buffers of pipelined stages (pipeline, double_buffer): the serial loop that fills
 * and reads them is pipelined over `stages` copies of each (see InjectPipeline.cpp). The new
 * buffers (which carry their own barriers) are added to *pipelined, and those whose fills are
 * to be cp.async copies to *async_filled. */
Stmt inject_pipeline(const Stmt &s, const std::unordered_map<const BufferNode *, PipelinedBuffer> &buffers,
                     std::unordered_set<const BufferNode *> *pipelined,
                     std::unordered_set<const BufferNode *> *async_filled);

/** The loops of tensorized stages become warp-wide matrix instructions, their fragments
 * per-lane buffers (see LowerTensorCores.cpp). */
Stmt lower_tensor_cores(const Stmt &s, const std::unordered_map<const Variable *, TensorizedLoop> &loops);

/** Deferred stages (the defer primitive): each one's loop nest moves from the end of its loop's
 * body into the host stage's loop of the next iteration, plus once after the loop; the buffers it
 * reads that the body allocates get two copies (see DeferIterations.cpp). Takes the loop nest
 * before storage flattening. */
Stmt defer_iterations(const Stmt &s, const std::vector<DeferredLoop> &deferred);

/** The prefetch primitive's cache lines, at each iteration of its `at` loops (see
 * InjectPrefetches.cpp). */
Stmt inject_prefetches(const Stmt &s, const std::vector<PrefetchLoops> &prefetches);

/** Stores of 4, 8 or 16 aligned bytes from global memory into the async_filled buffers become
 * cp.async copies (see LowerAsyncCopies.cpp). */
Stmt lower_async_copies(const Stmt &s, const std::unordered_set<const BufferNode *> &async_filled);

/** The parallel loops of f that run on the CPU's thread pool: the outermost ones become tasks
 * (their closure decided here, see OutlineParallelLoops.cpp) and the ones inside them serial
 * loops. */
void outline_parallel_loops(LoweredFunc *f);

/** Loops marked unrolled become one copy of the body per iteration. */
Stmt unroll_loops(const Stmt &s);

/** Masked vector tiles at the edge of an output: the accumulators' masks, and those of loads
 * whose address is the same in every lane, go where no active lane can see what they mask
 * (see UnmaskRegisterTiles.cpp). On flat, unrolled indices. */
Stmt unmask_register_tiles(const Stmt &s);

}  // namespace ktune
