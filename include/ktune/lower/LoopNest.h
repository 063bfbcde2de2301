// From a schedule to a loop nest over multi-dimensional buffers.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "ktune/lower/BoundInference.h"
#include "ktune/schedule/Schedule.h"

namespace ktune {

/** A shared stage's buffer pipelined over the serial loop it is computed at (pipeline or
 * double_buffer). */
struct PipelinedBuffer {
  std::string stage;
  int stages = 2;
  bool async_copy = false;
};

/** The loop of a tensorized stage's axis (tensorize): it and the two loops inside it become
 * one matrix instruction of the warp, accumulating into the stage's fragment buffer. */
struct TensorizedLoop {
  std::string stage;
  MatrixIntrinsic intrinsic;
  const BufferNode *fragment;
};

/** A prefetch (the schedule primitive) resolved to the loops it names: while loop `ahead` runs,
 * the next iteration's part of `buffer` is prefetched across the iterations of loop `at`. */
struct PrefetchLoops {
  Buffer buffer;
  const Variable *at;
  const Variable *ahead;
};

/** A deferred stage (the defer primitive) resolved to its loops and buffers: the statements that
 * store into `output` inside loop `axis` run one iteration later, inside (or after) the first
 * statement there that stores into `into`. */
struct DeferredLoop {
  std::string stage;
  Buffer output;
  const Variable *axis;
  Buffer into;
};

struct LoopNest {
  Stmt body;
  /** The kernel's parameters: the workload's inputs then outputs. */
  std::vector<Buffer> args;
  /** The buffers of pipelined stages, for InjectPipeline. */
  std::unordered_map<const BufferNode *, PipelinedBuffer> pipelined;
  /** The loops of tensorized stages, for LowerTensorCores, by their variable. */
  std::unordered_map<const Variable *, TensorizedLoop> tensorized;
  /** The prefetches of the stages, for InjectPrefetches. */
  std::vector<PrefetchLoops> prefetches;
  /** The deferred stages, for DeferIterations. */
  std::vector<DeferredLoop> deferred;
};

/** Builds the loop nest of a schedule over the regions bound inference gave its stages
 * (infer_bounds): each stage's leaf axes become loops (annotated as the
 * schedule says), split guards and region guards wrap the body at the outermost loop where
 * their variables are defined, reductions get their init before the first reduction loop,
 * stages computed at an axis are placed (with their storage) inside that loop, and tensor
 * reads become buffer loads relative to the producer's region. */
LoopNest make_loop_nest(const Schedule &sch, const std::map<std::string, StageRegion> &regions);

}  // namespace ktune
