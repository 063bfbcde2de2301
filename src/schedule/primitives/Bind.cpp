// bind: the axis is mapped to a GPU block or thread index. Lowered into a thread-binding loop
// here; the GPU code generators turn it into the index registers.
#include <set>

#include "Annotate.h"

namespace ktune::primitives {

void bind(Schedule &s, const Json &step) {
  static const std::set<std::string> tags = {"blockIdx.x",  "blockIdx.y",  "blockIdx.z",
                                             "threadIdx.x", "threadIdx.y", "threadIdx.z"};
  std::string tag = get_string(step, "thread");
  std::string stage = get_string(step, "stage");
  schedule_check(tags.count(tag), "bind of stage '" << stage << "': unknown thread axis '" << tag
                                                    << "' (blockIdx.x/y/z or threadIdx.x/y/z)");
  AxisPtr a = annotate(s, step, ForKind::ThreadBinding, "bind");
  schedule_check(!a->is_reduce, "bind of axis '" << a->name << "' of stage '" << stage
                                                 << "': binding a reduction axis to threads needs a "
                                                    "cross-thread reduction, which this target lacks");
  Stage &st = s.mutable_stage(stage);
  for (auto &other : st.leaf_axes) {
    schedule_check(other == a || other->thread_tag != tag,
                   "bind of stage '" << stage << "': " << tag << " is already bound to axis '"
                                     << other->name << "'");
  }
  a->kind = ForKind::ThreadBinding;
  a->thread_tag = tag;
}

}  // namespace ktune::primitives
