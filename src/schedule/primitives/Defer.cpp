// defer: the stage's work in iteration k of its serial loop `axis` is done in iteration k + 1,
// fused into the first loop of stage `into` (a stage computed at `axis`), and the last
// iteration's after the loop. A softmax row ends with a pass that only stores (its output,
// streamed past the caches): alone, that pass waits on the memory bus while the arithmetic units
// idle, and the row's long pass (its exponentials) then computes while the bus idles. Deferred
// into the next row's exponential pass, each output store is issued between that row's
// arithmetic, so both go on at once. The buffers the stage reads that are allocated in the
// loop's body (the row's exponentials and their sum) get two copies, used by alternate
// iterations. After the software pipelining of modulo schedulers (Rau, 1994) with one stage of
// lag, as TVM's software_pipeline_stage annotation expresses it. Only marks the stage; lowering
// (DeferIterations.cpp) moves the statements and says there what it needs of the loop's body.
#include "Primitives.h"

namespace ktune::primitives {

void defer(Schedule &s, const Json &step) {
  Stage &st = loop_stage(s, step);
  std::string into = get_string(step, "into");
  AxisPtr axis = leaf_axis(st, step, "axis");
  std::string where = "defer of stage '" + st.name + "' at loop '" + axis->name + "'";
  schedule_check(st.defer.axis.empty(), where << ": the stage is already deferred (at loop '" << st.defer.axis << "')");
  schedule_check(!st.reduce(), where << ": the stage is a reduction; only a stage that stores each element once is "
                                        "deferred");
  schedule_check(st.attach != AttachKind::Inline, where << ": the stage is inlined");
  schedule_check(is_serial(axis->kind), where << ": the loop is " << for_kind_name(axis->kind)
                                              << "; only a serial loop has a next iteration on the same thread");
  schedule_check(s.has_stage(into), where << ": no stage '" << into << "'");
  const Stage &host = s.stage(into);
  schedule_check(host.attach == AttachKind::At && host.attach_stage == st.name && host.attach_axis == axis->name,
                 where << ": stage '" << into << "' is not computed at that loop (compute_at('" << into << "', '"
                       << st.name << "', '" << axis->name << "') first)");
  st.defer = {axis->name, into};
}

}  // namespace ktune::primitives
