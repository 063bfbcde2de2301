// compute_root: the stage gets its own loop nest at the top level of the kernel, over its
// whole shape (the default for every stage).
#include "Primitives.h"

namespace ktune::primitives {

void compute_root(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  st.attach = AttachKind::Root;
  st.attach_stage.clear();
  st.attach_axis.clear();
}

}  // namespace ktune::primitives
