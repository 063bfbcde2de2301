// vectorize: the axis becomes the lanes of vector operations. Only spatial axes: lanes of a
// reduction axis would be summed in a different order, which changes floating point results.
// The number of lanes is checked when lowering, once bound inference knows the loop's extent.
#include "Annotate.h"

namespace ktune::primitives {

void vectorize(Schedule &s, const Json &step) {
  AxisPtr a = annotate(s, step, ForKind::Vectorized, "vectorize");
  std::string stage = get_string(step, "stage");
  schedule_check(!a->is_reduce, "vectorize of axis '" << a->name << "' of stage '" << stage
                                                      << "': it is a reduction axis, and vector lanes "
                                                         "would reorder the reduction and change results "
                                                         "(vectorize a spatial axis, or say so with "
                                                         "vectorize_reduction)");
  a->kind = ForKind::Vectorized;
}

}  // namespace ktune::primitives
