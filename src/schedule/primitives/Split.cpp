// split: one loop axis becomes an outer and an inner axis. With factor f the inner axis has
// extent f and the outer ceil(extent / f); with nparts p the outer has extent p. When the
// split does not divide the extent, lowering guards the body (the loop nest covers a little
// more than the axis, and the guard keeps the extra iterations from running).
#include "Primitives.h"

namespace ktune::primitives {

void split(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  AxisPtr parent = leaf_axis(st, step, "axis");
  bool by_parts = step.contains("nparts");
  int64_t amount = get_int(step, by_parts ? "nparts" : "factor");
  schedule_check(amount > 0, "split of axis '" << parent->name << "' of stage '" << st.name << "' by "
                                               << (by_parts ? "nparts " : "factor ") << amount
                                               << ": must be at least 1");
  schedule_check(parent->kind == ForKind::Serial,
                 "split of axis '" << parent->name << "' of stage '" << st.name << "': it is already annotated "
                                   << for_kind_name(parent->kind) << "; split before annotating");
  std::string attached = stage_attached_at(s, st.name, parent->name);
  schedule_check(attached.empty(), "split of axis '" << parent->name << "' of stage '" << st.name << "': stage '"
                                                     << attached << "' is computed at it; split before compute_at");
  int64_t inner_extent = by_parts ? (parent->extent + amount - 1) / amount : amount;
  int64_t outer_extent = by_parts ? amount : (parent->extent + amount - 1) / amount;
  AxisPtr outer = new_axis(fresh_axis_name(st, parent->name + ".outer"), outer_extent, parent->is_reduce);
  AxisPtr inner = new_axis(fresh_axis_name(st, parent->name + ".inner"), inner_extent, parent->is_reduce);
  if (inner->name == outer->name) inner->name += "_";
  AxisRelation rel;
  rel.kind = AxisRelation::Kind::Split;
  rel.parent = parent;
  rel.outer = outer;
  rel.inner = inner;
  rel.factor = inner_extent;
  st.relations.push_back(rel);
  int pos = st.leaf_index(parent->name);
  st.leaf_axes[pos] = outer;
  st.leaf_axes.insert(st.leaf_axes.begin() + pos + 1, inner);
}

}  // namespace ktune::primitives
