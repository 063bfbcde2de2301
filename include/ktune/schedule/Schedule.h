// A schedule: the workload plus a recorded program of primitive steps.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "ktune/ir/Workload.h"
#include "ktune/schedule/Stage.h"

namespace ktune {

/** The recorded program of a schedule: every primitive applied, in order, as JSON steps.
 * A trace is the schedule: replaying it on a freshly built workload gives the same loop nest. */
struct Trace {
  static constexpr int kFormatVersion = 1;
  std::vector<nlohmann::json> steps;

  nlohmann::json to_json() const;
  std::string dump() const { return to_json().dump(); }
  /** Parses {"format": "ktune-trace", "version": 1, "steps": [...]} or a bare list of steps.
   * Throws UserError naming what is wrong. */
  static Trace from_json(const nlohmann::json &j);
  static Trace parse(const std::string &text);
};

/** Schedules a workload. Every primitive checks its arguments and throws ScheduleError naming
 * the stage, the axis and the reason; a refused primitive leaves the schedule unchanged.
 *
 * Stages and axes are named: a stage by its tensor's name ("C", or "C.local" for a cache),
 * an axis by its variable ("i"), with split results "i.outer"/"i.inner" and fuse results
 * "i.j.fused". These names are what traces store. */
class Schedule {
 public:
  explicit Schedule(Workload w);
  /** Copies are deep: scheduling a copy leaves the original as it was. */
  Schedule(const Schedule &other);
  Schedule &operator=(const Schedule &other);
  Schedule(Schedule &&) = default;
  Schedule &operator=(Schedule &&) = default;
  /** Builds a schedule by replaying trace on w. Throws ScheduleError naming the step index. */
  static Schedule replay(const Workload &w, const Trace &trace);

  const Workload &workload() const { return workload_; }
  const Trace &trace() const { return trace_; }
  /** Stages in a valid producer-before-consumer order. */
  const std::vector<Stage> &stages() const { return stages_; }
  const Stage &stage(const std::string &name) const;
  bool has_stage(const std::string &name) const;
  /** The stage whose operation is op, or nullptr. */
  const Stage *stage_of(const OperationNode *op) const;
  /** Non-inlined stages whose current body reads the stage's operation. */
  std::vector<std::string> consumers(const std::string &stage_name) const;

  // ---- Primitives. Each appends one step to the trace. ----
  /** Splits axis into (outer, inner) with inner extent factor; factor need not divide. */
  std::pair<std::string, std::string> split(const std::string &stage, const std::string &axis, int64_t factor);
  /** Splits axis into nparts outer iterations. */
  std::pair<std::string, std::string> split_nparts(const std::string &stage, const std::string &axis, int64_t nparts);
  /** Splits x and y and orders (x.outer, y.outer, x.inner, y.inner). */
  std::vector<std::string> tile(const std::string &stage, const std::string &x, const std::string &y, int64_t x_factor,
                                int64_t y_factor);
  std::string fuse(const std::string &stage, const std::string &outer, const std::string &inner);
  /** The listed axes take the positions they occupy, in the order given. */
  void reorder(const std::string &stage, const std::vector<std::string> &axes);
  void vectorize(const std::string &stage, const std::string &axis);
  /** Reduces the lanes of a reduction axis separately, combined at the end (reorders the
   * reduction: floating point results change by rounding). */
  void vectorize_reduction(const std::string &stage, const std::string &axis);
  void unroll(const std::string &stage, const std::string &axis);
  void parallel(const std::string &stage, const std::string &axis);
  /** Binds an axis to blockIdx.x/y/z or threadIdx.x/y/z (GPU targets). */
  void bind(const std::string &stage, const std::string &axis, const std::string &thread_tag);
  /** Computes stage inside target's loop axis, over the region the target needs there. */
  void compute_at(const std::string &stage, const std::string &target, const std::string &axis);
  /** Substitutes the stage's definition into its consumers. */
  void compute_inline(const std::string &stage);
  void compute_root(const std::string &stage);
  /** Adds a stage copying tensor into scope, read by readers instead. Returns its name. */
  std::string cache_read(const std::string &tensor, const std::string &scope, const std::vector<std::string> &readers);
  /** Adds a stage computing the stage's value in scope; the stage becomes a copy of it.
   * Returns the new stage's name. */
  std::string cache_write(const std::string &stage, const std::string &scope);
  /** Splits the stage's sum into slices kept apart by a new stage (returned: stage.rf[s, ..]),
   * slice s taking every slices-th block of grain reduction values; the stage adds the slices
   * (split-K; reorders the sum: results change by rounding). */
  std::string rfactor(const std::string &stage, int64_t slices, int64_t grain);
  /** Gives a shared stage computed at a serial loop two buffers: the fill of the next
   * iteration's tile overlaps the reads of this one's, one barrier per iteration (GPU). */
  void double_buffer(const std::string &stage);
  /** stages (2-4) buffers of a shared stage used in turn; async_copy: fills by cp.async. */
  void pipeline(const std::string &stage, int64_t stages, bool async_copy);
  /** The loop of axis and the two inside it become one matrix instruction per warp
   * (intrinsic: a matrix_intrinsic_name such as "mma.m16n8k16.f16"). */
  void tensorize(const std::string &stage, const std::string &axis, const std::string &intrinsic);
  /** XOR-swizzles a shared stage's 16-byte units by row (no bank conflicts for ldmatrix). */
  void swizzle(const std::string &stage);
  /** The stage's whole-vector stores bypass the caches (non-temporal; CPU): for an output larger
   * than the caches that is not read again soon. */
  void stream_stores(const std::string &stage);
  /** While an iteration of loop `ahead` (this stage's, or of a stage it is computed inside)
   * runs, prefetches what its next iteration reads of input `tensor`, spread over the
   * iterations of this stage's loop `at` (CPU). `ahead` is looked up in this stage first, then
   * in the stages it is computed inside, unless `ahead_stage` names the stage it belongs to. */
  void prefetch(const std::string &stage, const std::string &tensor, const std::string &at, const std::string &ahead,
                const std::string &ahead_stage = "");
  /** The stage's work in iteration k of its serial loop `axis` is done in iteration k + 1, fused
   * into the first loop of stage `into`, which is computed at `axis` (CPU): the stage's
   * stores then overlap the next iteration's arithmetic (a softmax row's output, written while
   * the next row's exponentials are computed). */
  void defer(const std::string &stage, const std::string &axis, const std::string &into);
  /** Stores a stage's buffer in a blocked layout (see LayoutTransform). */
  void transform_layout(const std::string &stage, const LayoutTransform &layout);

  /** Applies one trace step (any primitive, as JSON). Used by replay and the bindings. */
  void apply(const nlohmann::json &step);

  /** What a step made: the new leaf axes of its stage (outermost first) and the new stages. */
  struct StepMade {
    std::vector<std::string> axes, stages;
  };
  /** Applies one step, as apply, and says what it made: how a caller that builds steps as data
   * (the Python bindings) learns the names of the axes a split or fuse made, or of the stage a
   * cache made, without a method per primitive. */
  StepMade apply_and_report(const nlohmann::json &step);

  /** The kinds of every primitive (their trace steps), in the list's order. */
  static std::vector<std::string> primitive_kinds();

  // Internal access for the primitives and lowering.
  Stage &mutable_stage(const std::string &name);
  std::vector<Stage> &mutable_stages() { return stages_; }
  int stage_index(const std::string &name) const;

 private:
  Workload workload_;
  std::vector<Stage> stages_;
  Trace trace_;
};

}  // namespace ktune
