// rfactor: a sum is computed in slices that a new stage keeps apart, and the stage adds the
// slices up (TVM's rfactor, in the form split-K GEMMs need).
//
// For a stage S[x..] = sum_k f(k, x..) with one reduction axis of extent K, rfactor(S, slices,
// grain) adds the stage S.rf[s, x..] = sum_{ko, ki} f((ko * slices + s) * grain + ki, x..),
// s < slices, ki < grain, and S becomes sum_s S.rf[s, x..]. Slice s takes every slices-th block
// of grain values of k, so the slices' blocks at one ko are neighbours: a tile of the inputs
// for a step of ko covers all slices at once (the tensor-core GEMM's split-K: each slice is
// one group of warps, whose partial sums the block then adds). K must be a multiple of
// slices x grain (no guard enters the sum, which tensorize would not recognise). This reorders
// a floating point sum: results change by rounding. Like cache_write it must come before any
// other primitive on S.
#include <unordered_map>

#include "Primitives.h"
#include "ktune/ir/IRVisitor.h"

namespace ktune::primitives {

void rfactor(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  int64_t slices = get_int(step, "slices"), grain = get_int(step, "grain");
  std::string what = "rfactor of '" + st.name + "'";
  schedule_check(slices >= 2 && grain >= 1,
                 what << ": needs at least 2 slices and a grain of at least 1, got " << slices << " and " << grain);
  bool untouched = !st.has_relations() && st.attach == AttachKind::Root;
  for (auto &a : st.leaf_axes) untouched = untouched && a->kind == ForKind::Serial;
  std::vector<AxisPtr> original = st.root_axes;
  original.insert(original.end(), st.reduce_axes.begin(), st.reduce_axes.end());
  schedule_check(untouched && original == st.leaf_axes,
                 what << ": it must come before split, fuse, reorder, annotations and compute_at on that stage");
  schedule_check(st.scope == MemoryScope::Global && st.layout.empty() && st.pipeline_stages == 1 && !st.swizzle,
                 what << ": it has a scope, layout or pipeline of its own; rfactor it before those");
  const Reduce *r = st.reduce();
  schedule_check(r && r->kind == ReduceKind::Sum && r->axes.size() == 1,
                 what << ": only a sum over one reduction axis is split into slices");
  for (auto &other : s.stages()) {
    schedule_check(!(other.attach == AttachKind::At && other.attach_stage == st.name),
                   what << ": stage '" << other.name << "' is computed at one of its axes");
  }
  int64_t extent = st.reduce_axes[0]->extent;
  schedule_check(extent % (slices * grain) == 0, what << ": its reduction axis '" << st.reduce_axes[0]->name << "' ("
                                                      << extent << ") is not a multiple of " << slices << " slices x "
                                                      << grain);
  std::string name = fresh_stage_name(s, st.name + ".rf");

  // The slice axis's name: "s", unless one of the stage's axes has it.
  std::string slice_name = "s";
  for (int n = 1; st.find_any(slice_name); ++n) slice_name = "s_" + std::to_string(n);

  // S.rf[s, x..] = sum_{ko, ki} f((ko * slices + s) * grain + ki, x..).
  IterVar slice = make_iter_var(slice_name, slices, IterVarNode::Kind::Spatial);
  std::vector<IterVar> axes = {slice};
  std::unordered_map<const Variable *, Expr> fresh;
  for (auto &a : st.root_axes) {
    axes.push_back(make_iter_var(a->var.name(), a->extent, IterVarNode::Kind::Spatial));
    fresh[a->var.node()] = axes.back()->var;
  }
  const std::string &k = st.reduce_axes[0]->name;
  IterVar ko = reduce_axis(extent / (slices * grain), k + ".o"), ki = reduce_axis(grain, k + ".i");
  fresh[r->axes[0]->var.node()] = (ko->var * Expr(slices) + slice->var) * Expr(grain) + ki->var;
  Expr partial = Reduce::make(ReduceKind::Sum, substitute(r->source, fresh), {ko, ki});
  Tensor rf = compute_from_body(axes, partial, name, "rfactor", st.op->dtype);

  Stage rs;
  rs.name = name;
  rs.op = rf.op();
  rs.body = rf.op()->body;
  for (auto &iv : rf.op()->axes) rs.root_axes.push_back(axis_from(iv, false));
  auto *rr = rs.body.as<Reduce>();
  for (auto &iv : rr->axes) rs.reduce_axes.push_back(axis_from(iv, true));
  rs.leaf_axes = rs.root_axes;
  rs.leaf_axes.insert(rs.leaf_axes.end(), rs.reduce_axes.begin(), rs.reduce_axes.end());

  // S[x..] = sum_s S.rf[s, x..] (with S's own initial value, if it has one).
  IterVar sum_slices = reduce_axis(slices, slice_name);
  std::vector<Expr> idx = {sum_slices->var};
  for (auto &a : st.root_axes) idx.push_back(a->var);
  st.body = Reduce::make(ReduceKind::Sum, TensorRead::make(rf.op(), idx), {sum_slices}, r->init);
  st.reduce_axes = {axis_from(sum_slices, true)};
  st.leaf_axes = st.root_axes;
  st.leaf_axes.push_back(st.reduce_axes[0]);

  auto &stages = s.mutable_stages();
  int pos = s.stage_index(st.name);
  stages.insert(stages.begin() + pos, std::move(rs));
}

}  // namespace ktune::primitives
