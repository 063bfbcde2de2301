// Bound inference: which region of each stage must be computed, and how its loops run.
#pragma once

#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "ktune/schedule/Schedule.h"

namespace ktune {

/** The loops of one stage once its region is known. */
struct StageLoops {
  /** Extent of every axis (root, reduce, split and fused ones) for this region. */
  std::unordered_map<const ScheduleAxis *, int64_t> extent;
  /** Every axis's value as an expression of the leaf loop variables, as an offset from the
   * region's start. */
  std::unordered_map<const ScheduleAxis *, Expr> value;
  /** Conditions that keep the iterations of non-dividing splits inside their parent axis. */
  std::vector<Expr> guards;
};

/** The region of a stage that its consumers need: [min, min + extent) in each dimension.
 * min may depend on the loop variables of the consumer outside the compute_at point. */
struct StageRegion {
  std::vector<Expr> min;
  std::vector<int64_t> extent;
  /** True when the region is the whole shape (min 0). */
  bool full = true;
  StageLoops loops;
};

/** Decides, for every stage with loops, the region it computes: the whole shape for a stage
 * at the root, and for a stage computed at a consumer's axis the smallest box that covers
 * what the consumer reads inside that axis (inner loops relaxed over their ranges, outer ones
 * kept symbolic). Where the box cannot be bounded by a constant extent, the whole shape is
 * used. Consumers are decided before their producers. */
std::map<std::string, StageRegion> infer_bounds(const Schedule &sch);

/** Extents and values of a stage's axes for the given root extents (spatial then reduce). A
 * split's inner loop has its factor's extent, or the parent's where that is smaller unless
 * keep_factors (tensor-core stages: their layouts are the factors). */
StageLoops derive_loops(const Stage &stage, const std::vector<int64_t> &root_extents, bool keep_factors = false);

}  // namespace ktune
