// bind: the axis is mapped to a GPU block or thread index. Lowered into a thread-binding loop
// here; the GPU code generators turn it into the index registers. A reduction axis bound to
// threadIdx.* becomes a cross-thread reduction (MakeLoopNest.cpp).
#include "Annotate.h"
#include "ktune/ir/ThreadTag.h"

namespace ktune::primitives {

void bind(Schedule &s, const Json &step) {
  std::string tag = get_string(step, "thread");
  std::string stage = get_string(step, "stage");
  schedule_check(ThreadTag::parse(tag), "bind of stage '" << stage << "': unknown thread axis '" << tag
                                                          << "' (blockIdx.x/y/z or threadIdx.x/y/z)");
  AxisPtr a = annotate(s, step, ForKind::ThreadBinding, "bind");
  // A reduction axis may be shared by a block's threads (a cross-thread reduction, built by
  // lowering), never spread over blocks.
  schedule_check(!a->is_reduce || is_thread_index(tag),
                 "bind of axis '" << a->name << "' of stage '" << stage << "': a reduction axis can be bound to "
                                  << "threadIdx.* (the block's threads reduce together), not to " << tag);
  Stage &st = s.mutable_stage(stage);
  for (auto &other : st.leaf_axes) {
    schedule_check(other == a || other->thread_tag != tag,
                   "bind of stage '" << stage << "': " << tag << " is already bound to axis '" << other->name << "'");
  }
  a->kind = ForKind::ThreadBinding;
  a->thread_tag = tag;
}

}  // namespace ktune::primitives
