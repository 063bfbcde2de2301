// tile: splits two axes and orders the four results (x.outer, y.outer, x.inner, y.inner),
// the usual 2-D blocking of a loop nest, as one step.
#include "Primitives.h"

namespace ktune::primitives {

// The primitives it is made of (Split.cpp, Reorder.cpp).
void split(Schedule &, const Json &);
void reorder(Schedule &, const Json &);

void tile(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  std::string x = leaf_axis(st, step, "x")->name;
  std::string y = leaf_axis(st, step, "y")->name;
  schedule_check(x != y, "tile of stage '" << st.name << "': x and y are both '" << x << "'");
  int64_t fx = get_int(step, "x_factor"), fy = get_int(step, "y_factor");
  // The pieces check everything; a refusal part-way restores the stage.
  Stage saved = st;
  try {
    split(s, Json{{"kind", "split"}, {"stage", st.name}, {"axis", x}, {"factor", fx}});
    AxisPtr x_outer = st.relations.back().outer, x_inner = st.relations.back().inner;
    split(s, Json{{"kind", "split"}, {"stage", st.name}, {"axis", y}, {"factor", fy}});
    AxisPtr y_outer = st.relations.back().outer, y_inner = st.relations.back().inner;
    reorder(s, Json{{"kind", "reorder"},
                    {"stage", st.name},
                    {"axes", {x_outer->name, y_outer->name, x_inner->name, y_inner->name}}});
  } catch (...) {
    st = saved;
    throw;
  }
}

}  // namespace ktune::primitives
