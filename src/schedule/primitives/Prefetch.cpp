// prefetch: while an iteration of loop `ahead` runs, what the next iteration of that loop will
// read of an input tensor is brought into the CPU's L2, its lines spread in order over the
// iterations of loop `at` of the stage (inside `ahead`), so that the stream of the next block overlaps this
// block's arithmetic instead of stalling the first loads of the next one. It is for inputs read
// once per `ahead` iteration and then reused from the cache: a convolution's weights with its
// channel tiles outermost, whose first row of each tile otherwise waits on memory (ResNet-18's
// 7x7x512 layers). After Halide's Func::prefetch, spread over the loop instead of issued at once
// (a burst of thousands of prefetches fills the line-fill buffers and stalls the core). Only
// marks the stage; lowering (InjectPrefetches.cpp) computes the region and emits the lines.
#include "Primitives.h"
#include "ktune/ir/IRVisitor.h"

namespace ktune::primitives {

void prefetch(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  std::string tensor = get_string(step, "tensor"), at = get_string(step, "at"), ahead = get_string(step, "ahead");
  schedule_check(s.has_stage(tensor) && s.stage(tensor).is_input,
                 "prefetch of stage '" << st.name << "': '" << tensor << "' is not an input tensor of the kernel");
  bool reads = false;
  post_order_visit(st.body, [&](const Expr &e) {
    if (auto *r = e.as<TensorRead>()) reads |= r->op.get() == s.stage(tensor).op.get();
  });
  schedule_check(reads, "prefetch of stage '" << st.name << "': it does not read '" << tensor << "'");
  leaf_axis(st, step, "at");
  schedule_check(ahead != at, "prefetch of stage '" << st.name << "': `at` and `ahead` are the same loop");
  // `ahead`: this stage's loop outside `at`, or a loop of a stage that this one is computed
  // inside, at or inside that loop. Axis names are looked up in this stage first, then outwards,
  // unless the step names the stage ("ahead_stage"): a stage computed at a row loop `i` still has
  // its own `i`, of one iteration there, which would shadow the row loop (softmax's exp).
  std::string ahead_stage = step.contains("ahead_stage") ? get_string(step, "ahead_stage") : "";
  const Stage *owner = &st, *child = nullptr;
  auto found = [&] { return ahead_stage.empty() ? owner->find_leaf(ahead) != nullptr : owner->name == ahead_stage; };
  while (!found() && owner->attach == AttachKind::At) {
    child = owner;
    owner = &s.stage(owner->attach_stage);
  }
  schedule_check(
      ahead_stage.empty() || owner->name == ahead_stage,
      "prefetch of stage '" << st.name << "': '" << ahead_stage << "' is neither it nor a stage it is computed inside");
  schedule_check(owner->find_leaf(ahead), "prefetch of stage '"
                                              << st.name << "': no loop axis '" << ahead << "' in "
                                              << (ahead_stage.empty() ? "it or in the stages it is computed inside"
                                                                      : "stage '" + ahead_stage + "'"));
  if (owner == &st) {
    schedule_check(st.leaf_index(ahead) < st.leaf_index(at),
                   "prefetch of stage '" << st.name << "': loop '" << ahead << "' must be outside loop '" << at << "'");
  } else {
    schedule_check(owner->leaf_index(child->attach_axis) >= owner->leaf_index(ahead),
                   "prefetch of stage '" << st.name << "': it is computed outside loop '" << ahead << "' of stage '"
                                         << owner->name << "' (at '" << child->attach_axis << "')");
  }
  st.prefetches.push_back({tensor, at, ahead, owner->name});
}

}  // namespace ktune::primitives
