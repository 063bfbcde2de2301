// fuse: two adjacent loop axes (outer immediately before inner) become one axis whose extent
// is the product; the originals are recovered with floordiv and floormod by inner's extent.
#include "Primitives.h"

namespace ktune::primitives {

void fuse(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  AxisPtr outer = leaf_axis(st, step, "outer");
  AxisPtr inner = leaf_axis(st, step, "inner");
  int po = st.leaf_index(outer->name), pi = st.leaf_index(inner->name);
  schedule_check(pi == po + 1, "fuse of '" << outer->name << "' and '" << inner->name << "' of stage '" << st.name
                                           << "': the axes must be adjacent, outer first (reorder them first)");
  schedule_check(outer->is_reduce == inner->is_reduce,
                 "fuse of '" << outer->name << "' and '" << inner->name << "' of stage '" << st.name
                             << "': cannot fuse a reduction axis with a spatial axis");
  for (auto &a : {outer, inner}) {
    schedule_check(a->kind == ForKind::Serial, "fuse of stage '" << st.name << "': axis '" << a->name
                                                                 << "' is already annotated "
                                                                 << for_kind_name(a->kind));
    std::string attached = stage_attached_at(s, st.name, a->name);
    schedule_check(attached.empty(), "fuse of stage '" << st.name << "': stage '" << attached
                                                       << "' is computed at axis '" << a->name << "'");
  }
  AxisPtr fused = new_axis(fresh_axis_name(st, outer->name + "." + inner->name + ".fused"),
                           outer->extent * inner->extent, outer->is_reduce);
  AxisRelation rel;
  rel.kind = AxisRelation::Kind::Fuse;
  rel.outer = outer;
  rel.inner = inner;
  rel.fused = fused;
  st.relations.push_back(rel);
  st.leaf_axes[po] = fused;
  st.leaf_axes.erase(st.leaf_axes.begin() + pi);
}

}  // namespace ktune::primitives
