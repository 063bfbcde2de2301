// vectorize_reduction: the lanes of a reduction axis are reduced separately and combined at
// the end. Lowering gives the stage a small local array of partial results, one per lane
// (what TVM calls rfactor, here kept inside the stage's loop nest): it starts at the
// combiner's identity, the axis's loop updates it as vector code, and after the reduction
// loops its lanes are folded, in lane order, into the stage's value. This reorders a floating
// point reduction (results change by rounding), which is why it is a primitive of its own and
// not what vectorize does to a reduction axis. The axis must be innermost among the stage's
// loops below its first reduction axis apart from other reduction axes (a partial result per
// lane, not per lane and spatial point), and there is one such axis per stage.
#include "Annotate.h"

namespace ktune::primitives {

void vectorize_reduction(Schedule &s, const Json &step) {
  AxisPtr a = annotate(s, step, ForKind::Vectorized, "vectorize_reduction");
  std::string stage = get_string(step, "stage");
  schedule_check(a->is_reduce, "vectorize_reduction of axis '" << a->name << "' of stage '" << stage
                                                               << "': it is not a reduction axis (use vectorize)");
  const Stage &st = s.stage(stage);
  bool below_reduce = false;
  for (auto &leaf : st.leaf_axes) {
    below_reduce = below_reduce || leaf->is_reduce;
    schedule_check(!(below_reduce && !leaf->is_reduce),
                   "vectorize_reduction of axis '" << a->name << "' of stage '" << stage << "': spatial axis '"
                                                   << leaf->name
                                                   << "' is inside the reduction loops (reorder it outside first)");
    schedule_check(leaf == a || !(leaf->is_reduce && leaf->kind == ForKind::Vectorized),
                   "vectorize_reduction of axis '" << a->name << "' of stage '" << stage << "': axis '" << leaf->name
                                                   << "' is already a vectorized reduction");
  }
  a->kind = ForKind::Vectorized;
}

}  // namespace ktune::primitives
