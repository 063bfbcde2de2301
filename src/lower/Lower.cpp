// The lowering pipeline, as a list. Each step is one pass in its own file.
#include "ktune/lower/Lower.h"

#include "ktune/analysis/Analyzer.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/lower/LoopNest.h"
#include "ktune/lower/Passes.h"

namespace ktune {

LoweredFunc lower(const Schedule &sch, const std::string &name, LowerLog *log) {
  auto record = [&](const char *pass, const Stmt &s) {
    if (log) log->push_back({pass, to_string(s)});
  };

  // What each stage computes: its region, and each loop's extent.
  std::map<std::string, StageRegion> regions = infer_bounds(sch);

  // Loops, guards, reduction init/update and compute_at placement.
  LoopNest nest = make_loop_nest(sch, regions);
  Stmt s = nest.body;
  record("make_loop_nest", s);

  // The reductions make_loop_nest leaves marked: shared by a block's threads, or per lane.
  auto record_if_changed = [&](const char *pass, const Stmt &before, const Stmt &after) {
    if (!after.same_as(before)) record(pass, after);
    return after;
  };
  s = record_if_changed("lower_thread_reductions", s, lower_thread_reductions(s));
  s = record_if_changed("lower_lane_reductions", s, lower_lane_reductions(s));

  s = simplify(s);
  record("simplify", s);

  // After the lanes' folds, which are then part of the statements that stay in the body; before
  // partitioning and flattening, which treat the doubled buffers and the new guard like any other.
  if (!nest.deferred.empty()) {
    s = simplify(defer_iterations(s, nest.deferred));
    record("defer_iterations", s);
  }

  // Before pipelining, which then rewrites the ldmatrix addresses like any read of a tile.
  if (!nest.tensorized.empty()) {
    s = simplify(lower_tensor_cores(s, nest.tensorized));
    record("lower_tensor_cores", s);
  }

  // Before partitioning copies loop bodies: it recognises the fill-then-read loops as built.
  std::unordered_set<const BufferNode *> pipelined, async_filled;
  if (!nest.pipelined.empty()) {
    s = simplify(inject_pipeline(s, nest.pipelined, &pipelined, &async_filled));
    record("inject_pipeline", s);
  }

  // Non-dividing splits: guard-free copies of the body for the iterations that need no guard.
  s = partition_loops(s);
  s = simplify(s);
  record("partition_loops", s);

  // Must come before vectorization: the vectorizer reasons about flat indices (ramps).
  s = storage_flatten(s);
  s = simplify(s);
  record("storage_flatten", s);

  // On flat, still scalar indices: each line's address is an affine function of the loops.
  if (!nest.prefetches.empty())
    s = record_if_changed("inject_prefetches", s, simplify(inject_prefetches(s, nest.prefetches)));

  s = vectorize_loops(s);
  record("vectorize_loops", s);

  // After vectorization: the 16-byte tile fetches are vector stores by then.
  s = record_if_changed("lower_async_copies", s, lower_async_copies(s, async_filled));

  // After vectorization, so that unrolled copies are already vector code.
  s = unroll_loops(s);
  s = simplify(s);
  record("unroll_loops", s);

  // After partitioning and unrolling: a border copy's padding tests are decided by then, down
  // to each unrolled position's and tap's, and its padded taps multiply zeros.
  Stmt dropped = drop_padded_taps(s);
  s = record_if_changed("drop_padded_taps", s, dropped.same_as(s) ? s : simplify(dropped));

  // After unrolling: a register tile's accesses have constant indices by then.
  s = record_if_changed("unmask_register_tiles", s, unmask_register_tiles(s));
  // After unmasking, which turns the masked divisor of an edge tile into a Broadcast.
  Stmt multiplied = reciprocal_divisors(s);
  s = record_if_changed("reciprocal_divisors", s, multiplied.same_as(s) ? s : simplify(multiplied));

  // GPU shared-memory staging: barriers between filling a shared buffer and reading it.
  s = record_if_changed("inject_thread_barriers", s, inject_thread_barriers(s, pipelined));

  // Last: what runs on the CPU's thread pool, and what each parallel body captures.
  LoweredFunc f{name, nest.args, s, {}};
  outline_parallel_loops(&f);
  record_if_changed("outline_parallel_loops", s, f.body);
  return f;
}

}  // namespace ktune
