// unroll: the loop is replaced by copies of its body, one per iteration. The number of copies
// is checked when lowering, once bound inference knows the loop's extent.
#include "Annotate.h"

namespace ktune::primitives {

void unroll(Schedule &s, const Json &step) {
  AxisPtr a = annotate(s, step, ForKind::Unrolled, "unroll");
  a->kind = ForKind::Unrolled;
}

}  // namespace ktune::primitives
