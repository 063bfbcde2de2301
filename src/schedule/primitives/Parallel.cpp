// parallel: iterations of the axis run on the thread pool. Only spatial axes: iterations of
// a reduction axis update the same element and would race.
#include "Annotate.h"

namespace ktune::primitives {

void parallel(Schedule &s, const Json &step) {
  AxisPtr a = annotate(s, step, ForKind::Parallel, "parallel");
  schedule_check(!a->is_reduce, "parallel of axis '" << a->name << "' of stage '" << get_string(step, "stage")
                                                     << "': it is a reduction axis, and its iterations "
                                                        "would race on the same output element");
  a->kind = ForKind::Parallel;
}

}  // namespace ktune::primitives
