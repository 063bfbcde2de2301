// The mutable scheduling state of one operation: its loop axes and where it is computed.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ktune/ir/MatrixIntrinsic.h"
#include "ktune/ir/Tensor.h"

namespace ktune {

/** A loop axis of a stage: a root axis of the computation or one made by split/fuse. */
struct ScheduleAxis {
  std::string name;
  Var var;
  int64_t extent = 1;
  bool is_reduce = false;
  ForKind kind = ForKind::Serial;
  std::string thread_tag;
};
using AxisPtr = std::shared_ptr<ScheduleAxis>;

/** How split and fuse derived axes from others. */
struct AxisRelation {
  enum class Kind { Split, Fuse } kind;
  // Split: parent -> outer, inner (factor = inner extent). Fuse: outer, inner -> fused.
  AxisPtr parent, outer, inner, fused;
  int64_t factor = 0;
};

/** Where a stage's loops live. */
enum class AttachKind { Root, Inline, At };

/** prefetch: while an iteration of loop `ahead` runs, the part of `tensor` that its next
 * iteration reads is brought into the cache, its lines spread over the iterations of loop `at` (see
 * src/schedule/primitives/Prefetch.cpp and src/lower/InjectPrefetches.cpp). */
struct PrefetchRequest {
  std::string tensor;
  std::string at;           // a loop axis of this stage
  std::string ahead;        // a loop axis of this stage or of a stage it is computed inside
  std::string ahead_stage;  // the stage whose axis `ahead` is
};

/** defer: the stage's work in iteration k of its loop `axis` is done in iteration k + 1, inside
 * the first loop of stage `into` (computed at `axis`); the last iteration's after the loop (see
 * src/schedule/primitives/Defer.cpp and src/lower/DeferIterations.cpp). */
struct DeferRequest {
  std::string axis;
  std::string into;
};

struct Stage {
  std::string name;
  /** The operation whose value this stage produces; reads in bodies point at it. */
  Operation op;
  /** The current definition over the root axes' variables (after inlining and caching). */
  Expr body;
  std::vector<AxisPtr> root_axes;    // spatial, one per dimension
  std::vector<AxisPtr> reduce_axes;  // of the Reduce at the top of body
  std::vector<AxisPtr> leaf_axes;    // the loop nest, outermost first
  std::vector<AxisRelation> relations;

  AttachKind attach = AttachKind::Root;
  std::string attach_stage;  // for At
  std::string attach_axis;   // for At

  MemoryScope scope = MemoryScope::Global;
  LayoutTransform layout;
  /** A shared stage filled at each iteration of a serial loop gets this many buffers (2 to 4,
   * or 1: not pipelined), so that the next iterations' fills overlap this one's reads, and with
   * async_copy its fills are cp.async copies (see InjectPipeline.cpp, LowerAsyncCopies.cpp). */
  int pipeline_stages = 1;
  bool async_copy = false;
  /** Set by tensorize on the operand stages of a matrix instruction, which reads whole tiles:
   * the stage's buffer covers its whole box, even past the tensor's edges, and holds zero
   * there (so that a K tail adds nothing and no poison reaches a valid output). */
  bool zero_fill = false;
  /** Set by swizzle: the shared buffer's 16-byte units are XOR-swizzled by row
   * (ldmatrix_swizzle, decided at lowering from the buffer's row length). */
  bool swizzle = false;
  /** Set by tensorize: the leaf axis whose loop, with the two loops inside it (rows, columns,
   * reduction), becomes one matrix instruction of the warp (LowerTensorCores.cpp). */
  std::string tensorize_axis;
  MatrixIntrinsic tensor_intrinsic = MatrixIntrinsic::NvMma16x8x16F16;
  std::vector<PrefetchRequest> prefetches;
  /** Set by defer; `axis` empty where the stage is not deferred. */
  DeferRequest defer;
  /** Set by stream_stores: the stage's whole-vector stores bypass the caches (non-temporal). */
  bool streaming_stores = false;
  bool is_input = false;   // a placeholder: no loops
  bool is_output = false;  // written into a kernel argument

  const Reduce *reduce() const { return body.defined() ? body.as<Reduce>() : nullptr; }
  /** The leaf axis with that name, or nullptr. */
  AxisPtr find_leaf(const std::string &axis_name) const;
  /** Any axis (root, reduce or derived) with that name, or nullptr. */
  AxisPtr find_any(const std::string &axis_name) const;
  int leaf_index(const std::string &axis_name) const;
  bool has_relations() const { return !relations.empty(); }
};

}  // namespace ktune
