// reorder: the listed loop axes of one stage take the positions they occupy, in the order
// given; axes not listed stay where they are.
#include <algorithm>
#include <set>

#include "Primitives.h"

namespace ktune::primitives {

void reorder(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  std::vector<std::string> names = get_strings(step, "axes");
  std::vector<int> positions;
  std::set<std::string> seen;
  for (auto &n : names) {
    schedule_check(seen.insert(n).second, "reorder of stage '" << st.name << "': axis '" << n << "' is listed twice");
    if (!st.find_leaf(n)) {
      // Name the stage that does own it, when the axis belongs to another stage.
      for (auto &other : s.stages()) {
        schedule_check(other.name == st.name || !other.find_leaf(n),
                       "reorder of stage '" << st.name << "': axis '" << n << "' belongs to stage '" << other.name
                                            << "'; only axes of one stage can be reordered");
      }
      leaf_axis(st, Json{{"kind", "reorder"}, {"axis", n}}, "axis");
    }
    positions.push_back(st.leaf_index(n));
  }
  std::vector<int> sorted = positions;
  std::sort(sorted.begin(), sorted.end());
  std::vector<AxisPtr> leaves = st.leaf_axes;
  for (size_t i = 0; i < names.size(); ++i) leaves[sorted[i]] = st.leaf_axes[positions[i]];
  // A stage computed at an axis stays attached to it; moving the axis moves the region.
  st.leaf_axes = leaves;
}

}  // namespace ktune::primitives
