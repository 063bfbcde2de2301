#include "Annotate.h"

namespace ktune::primitives {

AxisPtr annotate(Schedule &s, const Json &step, ForKind kind, const char *what) {
  Stage &st = loop_stage(s, step);
  AxisPtr a = leaf_axis(st, step, "axis");
  schedule_check(a->kind == ForKind::Serial || a->kind == kind, what << " of axis '" << a->name << "' of stage '"
                                                                     << st.name << "': it is already annotated "
                                                                     << for_kind_name(a->kind));
  return a;
}

}  // namespace ktune::primitives
